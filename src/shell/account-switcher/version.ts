/**
 * New build detection (SHELL-057, CALL-066, NS-12): /version.html is a static file of the web host
 * (not an API operation) whose body is the deployed version; it is read on load and every 5
 * minutes and compared with the running build, major.minor.patch numerically.
 */
import { useQuery } from '@tanstack/react-query';
import { BUILD_VERSION } from '@/config/build';

export const VERSION_FILE = '/version.html';
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

type Version = readonly [major: number, minor: number, patch: number];

/** The first `major.minor.patch` in a text (the file may carry a newline or markup around it). */
export function parseVersion(text: string): Version | undefined {
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(text);
  if (!match) return undefined;
  const parts = [Number(match[1]), Number(match[2]), Number(match[3])] as const;
  return parts.every((part) => Number.isSafeInteger(part)) ? parts : undefined;
}

/** True only when both are versions and `served` is strictly newer than `running`. */
export function isNewerVersion(served: string, running: string): boolean {
  const a = parseVersion(served);
  const b = parseVersion(running);
  if (!a || !b) return false;
  for (let index = 0; index < 3; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/** The served version, or null when the file cannot be read (network failure means no prompt). */
export async function fetchServedVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(new URL(VERSION_FILE, window.location.origin).href, { cache: 'no-store' });
    if (!response.ok) return null;
    const version = parseVersion(await response.text());
    return version ? version.join('.') : null;
  } catch {
    return null;
  }
}

/** Indirection so tests can observe the reload (window.location cannot be stubbed in jsdom). */
export const browser = {
  reload(): void {
    window.location.reload();
  },
};

export interface NewBuildVersion {
  /** The newer served version, or undefined when the running build is current (or unknown). */
  newVersion: string | undefined;
  reload: () => void;
}

export const VERSION_QUERY_KEY = ['shell', VERSION_FILE] as const;

export function useNewBuildVersion(running: string = BUILD_VERSION): NewBuildVersion {
  const { data } = useQuery({
    queryKey: VERSION_QUERY_KEY,
    queryFn: () => fetchServedVersion(),
    refetchInterval: VERSION_CHECK_INTERVAL_MS,
    staleTime: VERSION_CHECK_INTERVAL_MS,
    retry: false,
    meta: { suppressErrorToast: true },
  });
  const newVersion = data != null && isNewerVersion(data, running) ? data : undefined;
  return {
    newVersion,
    reload: () => {
      browser.reload();
    },
  };
}
