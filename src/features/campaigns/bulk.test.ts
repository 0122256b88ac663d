import { describe, expect, it, vi } from 'vitest';
import { DUPLICATE_STAGGER_MS } from '@/components/bulk/staggered';
import { estimateSecondsRemaining } from '@/lib/one-at-a-time';
import { BULK_DELETE_PAUSE_MS, bulkDeleteCampaigns, duplicateCampaign, type BulkDeleteProgress } from './bulk';

/** A clock that the injected sleep moves forward, and a record of every pause. */
function fakeTime(callMs = 100) {
  let now = 0;
  const pauses: number[] = [];
  const events: string[] = [];
  return {
    now: () => now,
    sleep: (ms: number) => {
      pauses.push(ms);
      events.push(`sleep ${String(ms)}`);
      now += ms;
      return Promise.resolve();
    },
    call: async (id: number, fail = false) => {
      events.push(`call ${String(id)}`);
      now += callMs;
      await Promise.resolve();
      if (fail) throw new Error(`delete ${String(id)} failed`);
    },
    pauses,
    events,
  };
}

describe('bulk delete', () => {
  it('CAMP-031 deletes one campaign at a time with a 700 ms pause between deletes', async () => {
    const time = fakeTime();
    const result = await bulkDeleteCampaigns([1, 2, 3], (id) => time.call(id), time);
    expect(result).toEqual({ succeeded: [1, 2, 3], failed: [] });
    expect(time.events).toEqual(['call 1', 'sleep 700', 'call 2', 'sleep 700', 'call 3']);
    expect(BULK_DELETE_PAUSE_MS).toBe(700);
  });

  it('CAMP-031 records a failed delete and continues with the next', async () => {
    const time = fakeTime();
    const result = await bulkDeleteCampaigns([1, 2, 3, 4], (id) => time.call(id, id === 2), time);
    expect(result).toEqual({ succeeded: [1, 3, 4], failed: [2] });
    expect(time.events.filter((event) => event.startsWith('call'))).toHaveLength(4);
  });

  it('CAMP-032 reports progress percent and estimated seconds remaining after each delete', async () => {
    const time = fakeTime(300);
    const progress: BulkDeleteProgress[] = [];
    await bulkDeleteCampaigns([1, 2, 3, 4], (id) => time.call(id, id === 3), {
      ...time,
      onProgress: (step) => progress.push(step),
    });
    expect(progress.map((step) => step.percent)).toEqual([0, 25, 50, 75, 100]);
    // 300 ms per call + 700 ms pause = 1 s for each delete left.
    expect(progress.map((step) => step.secondsRemaining)).toEqual([3, 3, 2, 1, 0]);
    expect(progress.at(-1)).toMatchObject({ done: 4, total: 4, succeeded: [1, 2, 4], failed: [3] });
  });

  it('CAMP-032 the estimate uses the pause alone before any delete finished', () => {
    expect(estimateSecondsRemaining(0, 10, 0, 700)).toBe(7);
    expect(estimateSecondsRemaining(10, 10, 9999, 700)).toBe(0);
  });

  it('CAMP-031 runs with the real pause under fake timers', async () => {
    vi.useFakeTimers();
    try {
      const calls: number[] = [];
      const done = bulkDeleteCampaigns([7, 8], (id) => {
        calls.push(id);
        return Promise.resolve();
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toEqual([7]);
      await vi.advanceTimersByTimeAsync(699);
      expect(calls).toEqual([7]);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toEqual([7, 8]);
      await expect(done).resolves.toEqual({ succeeded: [7, 8], failed: [] });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('duplicate', () => {
  it('CAMP-033 starts each copy 500 ms after the previous and returns the successes', async () => {
    vi.useFakeTimers();
    try {
      const started: number[] = [];
      const done = duplicateCampaign(3, (copy) => {
        started.push(Date.now());
        return Promise.resolve({ campaignId: 5100 + copy });
      });
      await vi.advanceTimersByTimeAsync(DUPLICATE_STAGGER_MS * 2);
      const result = await done;
      expect(started.map((at) => at - (started[0] ?? 0))).toEqual([0, 500, 1000]);
      expect(result).toEqual({
        succeeded: [{ campaignId: 5101 }, { campaignId: 5102 }, { campaignId: 5103 }],
        errors: 0,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('CAMP-033 counts failed copies as errors while successes are returned', async () => {
    const pauses: number[] = [];
    const result = await duplicateCampaign(
      4,
      (copy) => (copy % 2 === 0 ? Promise.reject(new Error('no')) : Promise.resolve(copy)),
      {
        sleep: (ms) => {
          pauses.push(ms);
          return Promise.resolve();
        },
      },
    );
    expect(result).toEqual({ succeeded: [1, 3], errors: 2 });
    expect(pauses).toEqual([500, 500, 500]);
  });
});
