/**
 * The `draft` option of `useServerForm` (NS-90): the form's key with the signed-in user's storage,
 * where the form keeps its unsaved input. A module of its own: it loads with the forms.
 *
 *   const server = useServerForm(form, { …, draft: useDraftOption(readOnly ? undefined : `ad:${id}`, true) });
 */
import { useMemo } from 'react';
import { useUserStorage } from './user-storage';

/** Undefined (nothing kept) without a key, e.g. on a read-only form. `files`: the form has images or files. */
export function useDraftOption(key: string | undefined, files = false) {
  const storage = useUserStorage();
  return useMemo(() => (key === undefined ? undefined : { key, files, storage }), [key, files, storage]);
}
