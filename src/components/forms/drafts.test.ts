import { createStorage, isDraftKey, memoryStorage } from '@/lib/storage';
import {
  DRAFT_MAX_AGE_MS,
  decodeValue,
  draftChanges,
  draftTime,
  encodeValue,
  readDraft,
  removeExpiredDrafts,
  restoredValues,
  writeDraft,
} from './drafts';

const NOW = new Date(2026, 10, 29, 14, 32).getTime();
const setup = () => {
  const backend = memoryStorage();
  const ann = createStorage({ environment: 'mock', userEmail: 'ann@example.com', storage: backend });
  const bob = createStorage({ environment: 'mock', userEmail: 'bob@example.com', storage: backend });
  return { backend, ann, bob };
};
const roundTrip = (value: unknown) => decodeValue(JSON.parse(JSON.stringify(encodeValue(value))) as unknown);

describe('drafts: the unsaved input a form keeps (NS-90)', () => {
  it('NS-90 values come back exactly as typed: dates as Date objects, typed numbers as strings, NaN, undefined', () => {
    const values = {
      name: 'Héllo',
      budget: '12.50',
      amount: 12.5,
      starts: new Date('2026-03-01T09:30:00.000Z'),
      notANumber: Number.NaN,
      none: null,
      gone: undefined,
      list: [1, '2', { deep: new Date('2026-01-01T00:00:00.000Z') }],
      $draft: 'a form field named like the tag',
    };
    const back = roundTrip(values) as typeof values;
    expect(back).toEqual(values);
    expect(back.starts).toBeInstanceOf(Date);
    expect(back.budget).toBe('12.50');
    expect(back.notANumber).toBeNaN();
    expect('gone' in back).toBe(true);
  });

  it('NS-90 files and images not yet uploaded are not kept', () => {
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    expect(draftChanges({ name: 'New', logo: file, files: [file] }, { name: 'Old', logo: null, files: [] })).toEqual([
      { path: ['name'], value: 'New' },
    ]);
  });

  it('NS-90 a draft holds only the changed fields; restoring lays them over what the form holds now', () => {
    const defaults = { name: 'A', texts: { headline: '', terms: 'T' }, brands: [1, 2], budget: 10 };
    const typed = { name: 'A', texts: { headline: 'Hi', terms: 'T' }, brands: [2], budget: 10 };
    const changes = draftChanges(typed, defaults);
    expect(changes).toEqual([
      { path: ['texts', 'headline'], value: 'Hi' },
      { path: ['brands'], value: [2] },
    ]);
    // Someone else changed the budget and the terms meanwhile: those stay as the server has them.
    const fresh = { ...defaults, budget: 20, texts: { headline: '', terms: 'New terms' } };
    expect(restoredValues(fresh, { changes })).toEqual({
      name: 'A',
      texts: { headline: 'Hi', terms: 'New terms' },
      brands: [2],
      budget: 20,
    });
  });

  it('NS-90 another user of the same browser sees nothing of a draft', () => {
    const { ann, bob } = setup();
    writeDraft(ann, 'ad:1001:7001', [{ path: ['name'], value: 'Mine' }], NOW);
    expect(readDraft(ann, 'ad:1001:7001', NOW)?.changes).toEqual([{ path: ['name'], value: 'Mine' }]);
    expect(readDraft(bob, 'ad:1001:7001', NOW)).toBeUndefined();
  });

  it('NS-90 no changes left removes the draft', () => {
    const { ann } = setup();
    writeDraft(ann, 'plan:1001:new', [{ path: ['name'], value: 'Q1' }], NOW);
    writeDraft(ann, 'plan:1001:new', [], NOW);
    expect(readDraft(ann, 'plan:1001:new', NOW)).toBeUndefined();
    expect(ann.keys()).toEqual([]);
  });

  it('NS-90 drafts expire after 7 days and are removed', () => {
    const { ann } = setup();
    writeDraft(ann, 'old', [{ path: ['name'], value: 'Old' }], NOW - DRAFT_MAX_AGE_MS - 1);
    writeDraft(ann, 'recent', [{ path: ['name'], value: 'Recent' }], NOW - DRAFT_MAX_AGE_MS + 60_000);
    ann.write('recent-accounts', 6, [1]);
    removeExpiredDrafts(ann, NOW);
    expect(ann.keys().sort()).toEqual(['draft:recent', 'recent-accounts']);
    expect(readDraft(ann, 'recent', NOW)?.savedAt).toEqual(new Date(NOW - DRAFT_MAX_AGE_MS + 60_000));
  });

  it('NS-90 a forced sign-out keeps the drafts (clearUser keeping draft keys); a deliberate one removes them', () => {
    const { ann, bob } = setup();
    writeDraft(ann, 'ad:1001:7001', [{ path: ['name'], value: 'Mine' }], NOW);
    writeDraft(bob, 'ad:1001:7001', [{ path: ['name'], value: 'Bob’s' }], NOW);
    ann.write('recent-accounts', 6, [1]);
    ann.clearUser(isDraftKey);
    expect(ann.keys()).toEqual(['draft:ad:1001:7001']);
    ann.clearUser();
    expect(ann.keys()).toEqual([]);
    expect(bob.keys()).toEqual(['draft:ad:1001:7001']);
  });

  it('NS-90 the offer’s time is in the user’s format, with the date on another day', () => {
    const savedAt = new Date(NOW);
    expect(draftTime(savedAt, 'en-US', new Date(NOW + 60_000))).toBe('2:32 PM');
    expect(draftTime(savedAt, 'en-GB', new Date(NOW + 60_000))).toBe('14:32');
    expect(draftTime(savedAt, 'en-GB', new Date(NOW + DRAFT_MAX_AGE_MS / 7))).toBe('29/11/2026 14:32');
  });
});
