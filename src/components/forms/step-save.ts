/**
 * One runner for the saves made of several requests in order — the ad group (ADG-005: segment →
 * audience → criteria → ad group → fee) and the ad (AD-045: creative → ad → reward → redeeming
 * merchants, the reward AD-046 being one of its steps). Pure: the hooks hold one runner per form
 * and give it the steps of each save; the steps send the requests.
 *
 * The part-way rule (one rule for every multi-step save), when step k of n fails:
 *
 * - Kept: what the steps before k stored — each step writes it into `progress` (an id, the body
 *   it sent, the record the server answered) as soon as its request succeeded — and every step's
 *   Idempotency-Key. The form keeps what the user typed.
 * - Told: when a step of this save has sent a change (in this attempt or in an earlier failed
 *   one), the form lists the steps saved so far (`done`: those that sent a change, in save order)
 *   and the steps not saved yet (`left`: step k and the later steps this save needs); when nothing
 *   was sent yet, the error alone. The same for a new record and an edit.
 * - Retry (Save again): every step runs again in order; a step reads `progress` and sends only
 *   what is not stored yet, so nothing is created twice, and a create whose answer was lost is
 *   sent again with the same Idempotency-Key (the server replays its first answer).
 * - Success: `progress`, the saved steps and the keys start afresh; the next save is a new one.
 */
import { createIdempotencyKeys, type IdempotencyKeys } from './idempotency-key';

export interface SaveStep<Name extends string> {
  readonly name: Name;
  /**
   * Whether this save needs the step, asked only when a step at or before it failed (for `left`);
   * leave it out when the step is always needed. It may read what the earlier steps stored.
   */
  readonly needed?: () => boolean;
  /** Sends the step's request(s) with its keys; answers whether it sent a change. */
  readonly run: (keys: IdempotencyKeys) => Promise<boolean>;
}

export interface PartialSave<Name extends string> {
  done: Name[];
  left: Name[];
}

export interface StepSave<Name extends string, Progress extends object> {
  /** What the steps stored so far; kept across a failure, emptied by a success. */
  readonly progress: Progress;
  /** Runs the steps in order; rejects with the first failure, after which `partial()` tells. */
  run(steps: readonly SaveStep<Name>[]): Promise<void>;
  /** After a failed run: the steps saved and not saved yet; undefined when nothing was sent. */
  partial(): PartialSave<Name> | undefined;
}

export function createStepSave<Name extends string, Progress extends object>(
  names: readonly Name[],
  emptyProgress: () => Progress,
  newKeys: () => IdempotencyKeys = createIdempotencyKeys,
): StepSave<Name, Progress> {
  const freshKeys = () => new Map(names.map((name) => [name, newKeys()]));
  let keys = freshKeys();
  let progress = emptyProgress();
  let saved: Name[] = [];
  let left: Name[] = [];
  const keysOf = (name: Name) => {
    const found = keys.get(name);
    if (!found) throw new Error(`Unknown save step: ${name}`);
    return found;
  };

  return {
    get progress() {
      return progress;
    },
    async run(steps) {
      left = [];
      for (const [index, step] of steps.entries()) {
        try {
          const sent = await step.run(keysOf(step.name));
          if (sent && !saved.includes(step.name)) saved = [...saved, step.name];
        } catch (error) {
          const later = steps.slice(index + 1).filter((next) => next.needed?.() ?? true);
          left = [step.name, ...later.map((next) => next.name)];
          throw error;
        }
      }
      keys = freshKeys();
      progress = emptyProgress();
      saved = [];
    },
    partial() {
      if (saved.length === 0) return undefined;
      const order = (list: Name[]) => names.filter((name) => list.includes(name));
      return { done: order(saved), left: order(left) };
    },
  };
}
