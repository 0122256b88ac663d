/**
 * The menu entries of the app, handed to the header by the app (src/app/menu.ts): the shell lists
 * no feature itself.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { MenuEntry } from './navigation';

const MenuContext = createContext<readonly MenuEntry[]>([]);

export function MenuProvider({ entries, children }: { entries: readonly MenuEntry[]; children: ReactNode }) {
  return <MenuContext value={entries}>{children}</MenuContext>;
}

export function useMenuEntries(): readonly MenuEntry[] {
  return useContext(MenuContext);
}
