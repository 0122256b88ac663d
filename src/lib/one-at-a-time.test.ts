import { describe, expect, it } from 'vitest';
import { runOneAtATime, type OneAtATimeProgress } from './one-at-a-time';

describe('one at a time', () => {
  it('runs each item in turn without a pause unless one is asked, recording failures and going on', async () => {
    const events: string[] = [];
    const progress: OneAtATimeProgress<string>[] = [];
    const result = await runOneAtATime(
      ['a', 'b', 'c'],
      async (item) => {
        events.push(`start ${item}`);
        await Promise.resolve();
        events.push(`end ${item}`);
        if (item === 'b') throw new Error('b failed');
      },
      {
        sleep: (ms) => {
          events.push(`sleep ${String(ms)}`);
          return Promise.resolve();
        },
        onProgress: (step) => progress.push(step),
      },
    );
    expect(result).toEqual({ succeeded: ['a', 'c'], failed: ['b'] });
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(progress.map((step) => [step.done, step.percent])).toEqual([
      [0, 0],
      [1, 33],
      [2, 66],
      [3, 100],
    ]);
  });

  it('stops before the next item once aborted', async () => {
    const controller = new AbortController();
    const result = await runOneAtATime(
      [1, 2, 3],
      (item) => {
        if (item === 1) controller.abort();
        return Promise.resolve();
      },
      { signal: controller.signal },
    );
    expect(result).toEqual({ succeeded: [1], failed: [] });
  });
});
