/**
 * Saved report views: the report's query string (every choice: columns, filters, sort, chart)
 * under a name the user gives, kept in the user's versioned storage per environment and account
 * (key `report-views:{accountId}`, version 1; docs/decisions.md "Saved report views"). Saving under
 * a name already used replaces that view.
 */
import { guardedValue, type VersionedStorage } from '@/lib/storage';

export interface SavedView {
  name: string;
  /** The report's URL query, without the leading '?'. */
  search: string;
}

export const SAVED_VIEWS_VERSION = 1;
export const MAX_VIEW_NAME = 80;
export const savedViewsKey = (accountId: number) => `report-views:${String(accountId)}`;

const isView = (value: unknown): value is SavedView =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedView).name === 'string' &&
  typeof (value as SavedView).search === 'string';

/** The stored list as read back: an array of {name, search}, anything else refused (and removed). */
export const savedViewsSchema = guardedValue(
  (value): value is SavedView[] => Array.isArray(value) && value.every(isView),
);

export function readViews(storage: VersionedStorage, accountId: number): SavedView[] {
  return storage.read(savedViewsKey(accountId), savedViewsSchema, SAVED_VIEWS_VERSION, []);
}

/** The views after saving `view` (a view of the same name is replaced), sorted by name. */
export function withView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const name = view.name.trim().slice(0, MAX_VIEW_NAME);
  return [...views.filter((candidate) => candidate.name !== name), { name, search: view.search }].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

export const withoutView = (views: readonly SavedView[], name: string) => views.filter((view) => view.name !== name);

export function writeViews(storage: VersionedStorage, accountId: number, views: readonly SavedView[]): void {
  storage.write(savedViewsKey(accountId), SAVED_VIEWS_VERSION, views);
}
