import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { emptyDb } from './empty';
import { createStore } from './store';
import type { Db } from './types';

const seed = (): Db => ({ ...emptyDb(), sequences: { plan: 10 } });
const noRows = () => [];
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'store-')), 'db.json');

describe('fake backend store', () => {
  it('keeps what was written across a restart', () => {
    const file = tempFile();
    const first = createStore({ seed, performance: noRows, file });
    first.write((db) => {
      db.plans.push({
        planId: first.nextId('plan'),
        accountId: 1001,
        name: 'Q3',
        status: 'Draft',
      } as Db['plans'][number]);
    });
    first.flush();
    const restarted = createStore({ seed, performance: noRows, file });
    expect(restarted.db.plans.map((plan) => plan.name)).toEqual(['Q3']);
    expect(restarted.nextId('plan')).toBe(11);
  });

  it('leaves the state exactly as before when a change fails', () => {
    const file = tempFile();
    const store = createStore({ seed, performance: noRows, file });
    store.write((db) => {
      db.plans.push({ planId: 1, accountId: 1001, name: 'kept', status: 'Draft' } as Db['plans'][number]);
    });
    store.flush();
    const kept = store.db.plans[0];
    const before = readFileSync(file, 'utf8');
    expect(() =>
      store.write((db) => {
        db.plans.push({ planId: 2, name: 'half-done' } as Db['plans'][number]);
        if (kept) store.track(kept).name = 'renamed through a record read before the write';
        db.sequences.plan = 500;
        delete db.sequences.missing;
        db.plans.sort((a, b) => b.planId - a.planId);
        throw new Error('validation failed half-way');
      }),
    ).toThrow('validation failed half-way');
    expect(JSON.stringify(store.db)).toBe(before);
    store.flush();
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('counts the writes that changed the state: not one that failed or changed nothing', () => {
    const store = createStore({ seed, performance: noRows });
    expect(store.changes).toBe(0);
    store.write((db) => db.plans.length);
    expect(() =>
      store.write((db) => {
        db.sequences.plan = 500;
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(store.changes).toBe(0);
    store.write((db) => {
      db.plans.push({ planId: 1, accountId: 1001, name: 'kept', status: 'Draft' } as Db['plans'][number]);
    });
    expect(store.changes).toBe(1);
    const kept = store.db.plans[0];
    store.write(() => {
      if (kept) store.track(kept).name = 'renamed';
    });
    expect(store.changes).toBe(2);
    store.reset();
    expect(store.changes).toBe(3);
  });

  it('reports a corrupt file and starts from the seed', () => {
    const file = tempFile();
    writeFileSync(file, '{"schemaVersion": 1, "accounts": [');
    const onCorruptFile = vi.fn();
    const store = createStore({ seed, performance: noRows, file, onCorruptFile });
    expect(onCorruptFile).toHaveBeenCalledWith(expect.stringContaining('starting from the seed'));
    expect(store.db.sequences).toEqual({ plan: 10 });
  });

  it('reset restores the seed; performance rows are derived once', () => {
    const performance = vi.fn(() => []);
    const store = createStore({ seed, performance });
    store.write((db) => {
      db.sequences.plan = 99;
    });
    store.reset();
    expect(store.db.sequences.plan).toBe(10);
    store.performance();
    store.performance();
    expect(performance).toHaveBeenCalledTimes(1);
  });

  it('NS-89 moves a record’s version on with every write that changes it, however it changes it', () => {
    const file = tempFile();
    const store = createStore({ seed, performance: noRows, file });
    const plan = (planId: number, name: string) =>
      ({ planId, accountId: 1001, name, status: 'Draft', ioNumber: null }) as Db['plans'][number];
    const version = (planId: number) => {
      const record = store.db.plans.find((p) => p.planId === planId);
      if (!record) throw new Error(`no plan ${planId}`);
      return store.version('plans', record);
    };
    store.write((db) => {
      db.plans.push(plan(1, 'one'), plan(2, 'two'));
    });
    const [one, two] = [version(1), version(2)];

    // A field, found through the collection.
    store.write((db) => {
      const found = db.plans.find((p) => p.planId === 1);
      if (found) found.name = 'renamed';
    });
    expect([version(1), version(2)]).toEqual([one + 1, two]);
    // Reading changes nothing; a failed write is undone with its version.
    store.write((db) => db.plans.map((p) => p.name));
    expect(() =>
      store.write((db) => {
        const found = db.plans.find((p) => p.planId === 2);
        if (found) found.name = 'half-done';
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect([version(1), version(2)]).toEqual([one + 1, two]);
    // The record replaced in its collection; the collection replaced as a whole; a record read
    // before the write (track).
    store.write((db) => {
      db.plans[1] = { ...plan(2, 'replaced') };
    });
    expect(version(2)).toBe(two + 1);
    store.write((db) => {
      db.plans = db.plans.map((p) => (p.planId === 1 ? { ...p, ioNumber: 'IO-1' } : p));
    });
    expect([version(1), version(2)]).toEqual([one + 2, two + 1]);
    const kept = store.db.plans.find((p) => p.planId === 2);
    store.write(() => {
      if (kept) store.track(kept).ioNumber = 'IO-2';
    });
    expect(version(2)).toBe(two + 2);

    store.flush();
    const restarted = createStore({ seed, performance: noRows, file });
    const again = restarted.db.plans.find((p) => p.planId === 2);
    expect(again && restarted.version('plans', again)).toBe(two + 2);
  });
});
