import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStorage, memoryStorage } from '@/lib/storage';
import {
  MAX_VIEW_NAME,
  readViews,
  savedViewsKey,
  withView,
  withoutView,
  writeViews,
  type SavedView,
} from './saved-view-rules';

function storageFor(initial: Record<string, string> = {}) {
  const backend = memoryStorage(initial);
  return { backend, storage: createStorage({ environment: 'test', userEmail: 'ana@example.com', storage: backend }) };
}
const FULL_KEY = 'adsmanager:test:ana@example.com:report-views:7';

describe('saving a view', () => {
  it('trims the name and cuts it to 80 characters', () => {
    const long = 'x'.repeat(MAX_VIEW_NAME + 5);
    expect(withView([], { name: `  ${long}  `, search: 'a=1' })).toEqual([{ name: 'x'.repeat(80), search: 'a=1' }]);
    expect(withView([], { name: 'y'.repeat(80), search: '' })[0]?.name).toHaveLength(80);
  });

  it('replaces the view of the same name only, keeps the others, sorts by name', () => {
    const views: SavedView[] = [
      { name: 'Alpha', search: 'a' },
      { name: 'Gamma', search: 'g' },
    ];
    expect(withView(views, { name: 'Beta', search: 'b' })).toEqual([
      { name: 'Alpha', search: 'a' },
      { name: 'Beta', search: 'b' },
      { name: 'Gamma', search: 'g' },
    ]);
    expect(withView(views, { name: 'Gamma', search: 'g2' })).toEqual([
      { name: 'Alpha', search: 'a' },
      { name: 'Gamma', search: 'g2' },
    ]);
    expect(withView(views, { name: ' Gamma  ', search: 'g3' })).toEqual([
      { name: 'Alpha', search: 'a' },
      { name: 'Gamma', search: 'g3' },
    ]);
    // Names differing in case are different views.
    expect(withView(views, { name: 'alpha', search: 'a2' })).toHaveLength(3);
  });

  it('for any views: the saved one is there once with its search, the others unchanged, in name order', () => {
    const nameArb = fc.tuple(fc.constantFrom('', ' ', '  '), fc.string({ maxLength: 90 }), fc.constantFrom('', ' '));
    const viewArb = fc.record({ name: nameArb.map((parts) => parts.join('')), search: fc.string() });
    fc.assert(
      fc.property(fc.uniqueArray(viewArb, { selector: (view) => view.name, maxLength: 6 }), viewArb, (views, view) => {
        const saved = withView(views, view);
        const name = view.name.trim().slice(0, MAX_VIEW_NAME);
        expect(saved.filter((candidate) => candidate.name === name)).toEqual([{ name, search: view.search }]);
        expect(saved.filter((candidate) => candidate.name !== name)).toEqual(
          [...views.filter((candidate) => candidate.name !== name)].sort((a, b) => a.name.localeCompare(b.name)),
        );
        for (let index = 1; index < saved.length; index += 1) {
          expect(saved[index - 1]!.name.localeCompare(saved[index]!.name)).toBeLessThanOrEqual(0);
        }
        expect(withoutView(saved, name)).toHaveLength(saved.length - 1);
      }),
    );
  });

  it('deleting removes only the view of that exact name', () => {
    const views: SavedView[] = [
      { name: 'Alpha', search: 'a' },
      { name: 'Beta', search: 'b' },
    ];
    expect(withoutView(views, 'Beta')).toEqual([{ name: 'Alpha', search: 'a' }]);
    expect(withoutView(views, 'beta')).toEqual(views);
  });
});

describe('stored views', () => {
  it('are kept per account under report-views:{account}, version 1, and read back', () => {
    const { backend, storage } = storageFor();
    const views = [{ name: 'Weekly', search: 'by=week' }];
    writeViews(storage, 7, views);
    expect(savedViewsKey(7)).toBe('report-views:7');
    expect(JSON.parse(backend.getItem(FULL_KEY) ?? 'null')).toEqual({ version: 1, value: views });
    expect(readViews(storage, 7)).toEqual(views);
    expect(readViews(storage, 8)).toEqual([]);
  });

  it('anything but a list of {name, search} reads as no views and is removed', () => {
    for (const value of [
      { name: 'x', search: 'y' },
      [{ name: 'x' }],
      [{ name: 'x', search: 1 }],
      [{ name: 1, search: 'y' }],
      [null],
      ['x'],
    ]) {
      const { backend, storage } = storageFor({ [FULL_KEY]: JSON.stringify({ version: 1, value }) });
      expect(readViews(storage, 7)).toEqual([]);
      expect(backend.getItem(FULL_KEY)).toBeNull();
    }
    const other = storageFor({ [FULL_KEY]: JSON.stringify({ version: 2, value: [{ name: 'x', search: 'y' }] }) });
    expect(readViews(other.storage, 7)).toEqual([]);
    const empty = storageFor({ [FULL_KEY]: JSON.stringify({ version: 1, value: [] }) });
    expect(readViews(empty.storage, 7)).toEqual([]);
    expect(empty.backend.getItem(FULL_KEY)).not.toBeNull();
  });
});
