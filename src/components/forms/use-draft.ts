/**
 * A form's draft (NS-90, ./drafts.ts) as `useServerForm` keeps it: the input is written 400 ms after
 * the user stops typing (at once when a 401 warns that the session ended, when the page is hidden or
 * the form closes); a draft found when the form opens is offered back until the user restores or
 * discards it, and meanwhile the stored draft stays as it was. Restoring lays the draft over the
 * form's values and leaves the form dirty (the unsaved-changes guard and the save see it); a
 * successful save clears the draft.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { VersionedStorage } from '@/lib/storage';
import { holdUnsavedInput, isKeepingInput } from '@/lib/unsaved-input';
import {
  draftChanges,
  encodeValue,
  readDraft,
  removeDraft,
  removeExpiredDrafts,
  restoredValues,
  writeDraft,
  type Draft,
} from './drafts';

export const DRAFT_DEBOUNCE_MS = 400;

export interface DraftOptions {
  /**
   * What the form edits, the same each time it opens: e.g. `ad:1001:7001`; a create names its
   * parent, e.g. `ad:1001:new:6001` (a new ad in ad group 6001). The user is the storage's.
   */
  key: string;
  /** The form has images or files, which are not kept until uploaded: the offer says so. */
  files?: boolean;
  /** The signed-in user's versioned storage (src/auth/draft-storage.ts `useDraftOption` gives key and storage). */
  storage: VersionedStorage;
}

export interface DraftState {
  /** The draft offered back (until restored or discarded). */
  offer: { savedAt: Date; files: boolean } | undefined;
  restore: () => void;
  discard: () => void;
  /** After a successful save: the draft is gone. */
  clear: () => void;
}

/** The users' storages whose expired drafts were removed since the page loaded. */
const swept = new WeakSet<VersionedStorage>();

function offerOf(storage: VersionedStorage | undefined, key: string | undefined) {
  if (!storage || key === undefined) return undefined;
  if (!swept.has(storage)) {
    swept.add(storage);
    removeExpiredDrafts(storage);
  }
  const draft = readDraft(storage, key);
  return draft && { key, draft };
}

export function useDraft<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  options: DraftOptions | undefined,
): DraftState {
  const storage = options?.storage;
  const key = options?.key;
  const [offered, setOffered] = useState<{ key: string; draft: Draft } | undefined>(() => offerOf(storage, key));
  // Another form (key) or user in the same component: read its draft.
  const [readFor, setReadFor] = useState({ storage, key });
  if (readFor.storage !== storage || readFor.key !== key) {
    setReadFor({ storage, key });
    setOffered(offerOf(storage, key));
  }
  const offering = offered !== undefined && offered.key === key;
  const offeringRef = useRef(offering);
  useEffect(() => {
    offeringRef.current = offering;
  }, [offering]);

  /** Writes the pending input now (see the effect); answers whether the form holds unsaved input. */
  const flush = useRef<() => boolean>(() => false);
  /** The values were saved: forgets the pending input. */
  const cancel = useRef<() => void>(() => undefined);
  /** Input changed: write it soon. */
  const changed = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!storage || key === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    let holds = false;
    /** The values of the last successful save: the same values again are nothing unsaved. */
    let saved: string | undefined;
    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    flush.current = () => {
      stop();
      if (pending && isKeepingInput()) {
        pending = false;
        const values = form.getValues();
        const unchanged = saved !== undefined && JSON.stringify(encodeValue(values)) === saved;
        const changes = unchanged ? [] : draftChanges(values, form.control._defaultValues);
        writeDraft(storage, key, changes);
        holds = changes.length > 0;
      }
      return holds || offeringRef.current;
    };
    cancel.current = () => {
      stop();
      pending = false;
      holds = false;
      saved = JSON.stringify(encodeValue(form.getValues()));
    };
    changed.current = () => {
      pending = true;
      stop();
      timer = setTimeout(flush.current, DRAFT_DEBOUNCE_MS);
    };
    // While the offer is open the stored draft stays as it is.
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        if (!offeringRef.current) changed.current();
      },
    });
    const release = holdUnsavedInput(() => flush.current());
    const onHide = () => {
      flush.current();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      unsubscribe();
      release();
      window.removeEventListener('pagehide', onHide);
      flush.current();
      flush.current = () => false;
      cancel.current = () => undefined;
      changed.current = () => undefined;
    };
  }, [storage, key, form]);

  const restore = useCallback(() => {
    if (!offered) return;
    offeringRef.current = false;
    setOffered(undefined);
    form.reset(restoredValues(form.getValues(), offered.draft), { keepDefaultValues: true });
    changed.current();
    // The offer's buttons are gone: the keyboard goes on at the first restored field.
    const first = offered.draft.changes[0]?.path.join('.');
    if (first !== undefined)
      setTimeout(() => {
        form.setFocus(first as Path<TValues>);
      });
  }, [form, offered]);

  const discard = useCallback(() => {
    if (storage && key !== undefined) removeDraft(storage, key);
    offeringRef.current = false;
    setOffered(undefined);
    // What was typed while the offer was open is kept from now on.
    changed.current();
  }, [storage, key]);

  const clear = useCallback(() => {
    cancel.current();
    if (storage && key !== undefined) removeDraft(storage, key);
    offeringRef.current = false;
    setOffered(undefined);
  }, [storage, key]);

  return {
    offer: offering ? { savedAt: offered.draft.savedAt, files: options?.files ?? false } : undefined,
    restore,
    discard,
    clear,
  };
}
