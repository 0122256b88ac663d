/** Whether a CSS media query matches now, following its changes (false where there is no matchMedia, as in jsdom). */
import { useCallback, useSyncExternalStore } from 'react';

/** Below Tailwind's `md` breakpoint (48rem = 768 px): phones, where tables become cards (issue 24). */
export const PHONE_QUERY = '(max-width: 47.99rem)';

const media = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? false,
    () => false,
  );
}
