/** Whether the screen is a phone's, following its changes (false where there is no matchMedia, as in jsdom). */
import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md` breakpoint (48rem = 768 px): phones, where tables become cards (issue 24). */
export const PHONE_QUERY = '(max-width: 47.99rem)';

const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined);

const subscribe = (onChange: () => void) => {
  const list = phoneQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
