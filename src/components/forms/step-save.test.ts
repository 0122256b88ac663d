import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-key';
import { createStepSave, type SaveStep, type StepSave } from './step-save';

type Name = 'segment' | 'audience' | 'criteria' | 'adGroup' | 'fee';
const NAMES: readonly Name[] = ['segment', 'audience', 'criteria', 'adGroup', 'fee'];

interface Progress {
  ids: Partial<Record<Name, number>>;
}

/** A fake server: every create stores a record once per Idempotency-Key (a retry replays it). */
function fakeServer() {
  const byKey = new Map<string, number>();
  const sent: { name: Name; key: string }[] = [];
  let next = 1;
  const failures = new Set<Name>();
  return {
    sent,
    records: () => byKey.size,
    failOnce: (name: Name) => failures.add(name),
    create(name: Name, key: string, { loseAnswer = false } = {}): number {
      sent.push({ name, key });
      if (failures.delete(name)) throw new Error(`${name} failed`);
      const id = byKey.get(key) ?? next++;
      byKey.set(key, id);
      if (loseAnswer) throw new Error(`${name}: the answer was lost`);
      return id;
    },
  };
}

function counter() {
  let n = 0;
  return () => `key-${String(++n)}`;
}

/** The steps of one save: each creates its record once (progress) unless `unchanged` says it has nothing to send. */
function stepsOf(
  save: StepSave<Name, Progress>,
  server: ReturnType<typeof fakeServer>,
  { unchanged = [], lost }: { unchanged?: Name[]; lost?: Name } = {},
): SaveStep<Name>[] {
  return NAMES.map((name) => ({
    name,
    needed: () => !unchanged.includes(name),
    run: async (keys) => {
      await Promise.resolve();
      if (unchanged.includes(name) || save.progress.ids[name] !== undefined) return false;
      const id = server.create(name, keys.keyFor({ name }), { loseAnswer: lost === name });
      keys.succeeded();
      save.progress.ids[name] = id;
      return true;
    },
  }));
}

/** A save whose keys are `key-1`, `key-2`, … across its steps. */
function newSave() {
  const next = counter();
  return createStepSave<Name, Progress>(
    NAMES,
    () => ({ ids: {} }),
    () => createIdempotencyKeys(next),
  );
}

describe('the step runner of multi-step saves (part-way rule)', () => {
  it('ADG-005 runs every step in order once and starts afresh after a success', async () => {
    const server = fakeServer();
    const save = newSave();
    await save.run(stepsOf(save, server));
    expect(server.sent.map((call) => call.name)).toEqual(NAMES);
    expect(save.partial()).toBeUndefined();
    expect(save.progress).toEqual({ ids: {} });
  });

  it('ADG-005 AD-045 a failure at step 3 of 5 keeps steps 1–2, tells saved and not saved yet, and rejects with the failure', async () => {
    const server = fakeServer();
    const save = newSave();
    server.failOnce('criteria');
    await expect(save.run(stepsOf(save, server, { unchanged: ['fee'] }))).rejects.toThrow('criteria failed');
    expect(save.partial()).toEqual({ done: ['segment', 'audience'], left: ['criteria', 'adGroup'] });
    expect(save.progress.ids).toEqual({ segment: 1, audience: 2 });
  });

  it('ADG-005 AD-045 Save again finishes the rest without creating anything twice, then the next save is new', async () => {
    const server = fakeServer();
    const save = newSave();
    server.failOnce('adGroup');
    await expect(save.run(stepsOf(save, server))).rejects.toThrow();
    await save.run(stepsOf(save, server));
    expect(server.sent.map((call) => call.name)).toEqual([
      'segment',
      'audience',
      'criteria',
      'adGroup',
      'adGroup',
      'fee',
    ]);
    expect(server.records()).toBe(5);
    expect(save.partial()).toBeUndefined();
    // A later save of the same form is a new intended create: new keys.
    const before = server.sent.length;
    await save.run(stepsOf(save, server));
    expect(server.sent.slice(before).map((call) => call.key)).not.toContain(server.sent[0]?.key);
  });

  it('ADG-005 a create whose answer was lost is sent again with the same Idempotency-Key; the server keeps one', async () => {
    const server = fakeServer();
    const save = newSave();
    await expect(save.run(stepsOf(save, server, { lost: 'audience' }))).rejects.toThrow('answer was lost');
    expect(save.partial()).toEqual({ done: ['segment'], left: ['audience', 'criteria', 'adGroup', 'fee'] });
    await save.run(stepsOf(save, server));
    const audienceKeys = server.sent.filter((call) => call.name === 'audience').map((call) => call.key);
    expect(audienceKeys).toHaveLength(2);
    expect(audienceKeys[1]).toBe(audienceKeys[0]);
    expect(server.records()).toBe(5);
  });

  it('AD-045 a failure before anything was sent tells the error alone; steps with nothing to send are never "saved"', async () => {
    const server = fakeServer();
    const save = newSave();
    server.failOnce('adGroup');
    const steps = stepsOf(save, server, { unchanged: ['segment', 'audience', 'criteria'] });
    await expect(save.run(steps)).rejects.toThrow('adGroup failed');
    expect(save.partial()).toBeUndefined();
  });

  it('AD-045 what an earlier failed attempt saved is still told after a later failure', async () => {
    const server = fakeServer();
    const save = newSave();
    server.failOnce('criteria');
    await expect(save.run(stepsOf(save, server))).rejects.toThrow();
    server.failOnce('fee');
    await expect(save.run(stepsOf(save, server))).rejects.toThrow('fee failed');
    expect(save.partial()).toEqual({ done: ['segment', 'audience', 'criteria', 'adGroup'], left: ['fee'] });
  });
});
