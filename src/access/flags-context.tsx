import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { staticFlags, type FlagName, type FlagSource } from './flags';

const FlagsContext = createContext<FlagSource | null>(null);

export function FlagsProvider({ flags, children }: { flags: FlagSource; children: ReactNode }) {
  return <FlagsContext value={flags}>{children}</FlagsContext>;
}

const fallbackFlags = staticFlags();

/** The flag source; re-renders the caller whenever flags change. */
export function useFlags(): FlagSource {
  const flags = useContext(FlagsContext) ?? fallbackFlags;
  const version = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) =>
      flags.subscribe(() => {
        version.current += 1;
        onChange();
      }),
    [flags],
  );
  useSyncExternalStore(subscribe, () => version.current);
  return flags;
}

export function useFlag(name: FlagName): boolean {
  return useFlags().isEnabled(name);
}

/** The payload of a flag's variant (banners), undefined when the flag is off. */
export function useFlagPayload(name: FlagName): unknown {
  return useFlags().payload(name);
}
