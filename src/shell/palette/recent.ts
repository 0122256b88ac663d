/**
 * The palette's recently opened items (screens, actions that lead somewhere, accounts, campaigns,
 * ad groups and ads), newest first, in the user's versioned storage.
 */
import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { useUserStorage } from '@/auth/user-storage';
import { ENTITY_KINDS, rememberItem, type PaletteItem } from './palette-rules';

export const RECENT_PALETTE_KEY = 'palette-recent';
export const RECENT_PALETTE_VERSION = 1;

const id = z.number().check(z.int(), z.positive());

const StoredItemSchema = z.object({
  kind: z.enum(['screen', 'action', 'account', ...ENTITY_KINDS]),
  key: z.string(),
  label: z.string(),
  detail: z.optional(z.string()),
  id: z.optional(id),
  accountId: z.optional(id),
  target: z.object({
    path: z.string().check(z.startsWith('/')),
    state: z.optional(z.object({ searchedAd: z.object({ adId: id, adGroupId: id }) })),
  }),
});

const RecentItemsSchema = z.array(StoredItemSchema);

export function useRecentItems() {
  const storage = useUserStorage();
  const read = useCallback(
    (): PaletteItem[] => storage.read(RECENT_PALETTE_KEY, RecentItemsSchema, RECENT_PALETTE_VERSION, []),
    [storage],
  );
  const [recent, setRecent] = useState<PaletteItem[]>(read);
  const remember = useCallback(
    (item: PaletteItem) => {
      const next = rememberItem(read(), item);
      storage.write(RECENT_PALETTE_KEY, RECENT_PALETTE_VERSION, next);
      setRecent(next);
    },
    [read, storage],
  );
  return { recent, remember };
}
