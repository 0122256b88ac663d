/**
 * The report's column filters as typed (REPORT-015 filters, every choice in the URL): the boxes
 * show the text at once and the URL follows a moment later. The typed texts live in a small store
 * the table subscribes to, so a keystroke re-renders the table alone, not the whole report; the
 * CSV export reads the same texts when it is clicked (it exports exactly what is shown).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ReportRow } from '@generated/reports-api/model';
import type { ReportField } from '../column-rules';
import { formatCell, type FormatContext } from '../format-rules';
import { filteredRowOrder } from '../report-rules';

/** The URL follows typing this much later. */
const URL_DELAY_MS = 300;

type Where = Readonly<Record<string, string>>;

export interface ColumnFilterStore {
  /** The texts as typed, or the URL's when nothing was typed since it last changed. */
  get: () => Where;
  set: (field: ReportField, text: string) => void;
  subscribe: (listener: () => void) => () => void;
}

/** The report screen's filter store: typed texts ahead of the URL's, written to the URL a moment later. */
export function useColumnFilterStore(fromUrl: Where, toUrl: (where: Where) => void): ColumnFilterStore {
  const [store] = useState(createColumnFilterStore);
  // Each render tells the store the URL's texts (a saved view, back: the URL is the truth again).
  store.follow(fromUrl, toUrl);
  useEffect(
    () => () => {
      store.dispose();
    },
    [store],
  );
  return store;
}

function createColumnFilterStore() {
  let typed: Where | undefined;
  let fromUrl: Where = {};
  let toUrl: (where: Where) => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  return {
    get: (): Where => typed ?? fromUrl,
    set: (field: ReportField, text: string) => {
      const next = { ...(typed ?? fromUrl), [field]: text };
      typed = next;
      for (const listener of listeners) listener();
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        toUrl(next);
      }, URL_DELAY_MS);
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    follow: (urlWhere: Where, write: (where: Where) => void) => {
      toUrl = write;
      if (urlWhere === fromUrl) return;
      fromUrl = urlWhere;
      // Typed texts not yet written stay; once written, the URL's are the same texts.
      if (timer === undefined) typed = undefined;
    },
    dispose: () => {
      clearTimeout(timer);
    },
  };
}

/** The filter texts, re-rendering the caller when they change. */
export function useColumnFilters(store: ColumnFilterStore): Where {
  return useSyncExternalStore(store.subscribe, store.get);
}

/**
 * The shown texts of one answer's column, per row, for one format: a filter formats and lower-cases
 * each cell once, not again on every keystroke (10,000 rows × a few columns).
 */
const shownTexts = new WeakMap<ReportRow[], { format: FormatContext; byField: Map<ReportField, string[]> }>();

function shownTextsOf(rows: ReportRow[], format: FormatContext): Map<ReportField, string[]> {
  const cached = shownTexts.get(rows);
  if (cached?.format === format) return cached.byField;
  const byField = new Map<ReportField, string[]>();
  shownTexts.set(rows, { format, byField });
  return byField;
}

/** The indexes in `order` of the `rows` whose shown text contains every filter's text. */
export function shownRowOrder(rows: ReportRow[], order: number[], where: Where, format: FormatContext): number[] {
  const byField = shownTextsOf(rows, format);
  return filteredRowOrder(order, where, (field, index) => {
    let texts = byField.get(field);
    if (!texts) {
      texts = rows.map((row) => formatCell(field, row[field] ?? null, format).toLocaleLowerCase());
      byField.set(field, texts);
    }
    return texts[index] ?? '';
  });
}
