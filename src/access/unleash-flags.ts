/**
 * The flag source backed by the flag service: Unleash's frontend API (`GET {url}?appName=…&
 * environment=…[&userId=…]` with the client key as `Authorization`, answering `{toggles: [{name,
 * enabled, variant}]}` — only the enabled toggles). The app waits for the first answer before
 * rendering; when the service fails or is slow, the NS-20 defaults apply and the source keeps
 * polling, so flags arrive once the service is back.
 *
 * Not unleash-proxy-client: this is the part of it the app uses (one GET, polled, re-asked when the
 * user changes, ETag), and the SDK was 7.6 KB gzip of the 130 KB /login budget (docs/decisions.md).
 */
import type { RuntimeConfig } from '@/config/runtime-config';
import type { FlagName, FlagSource } from './flags';

/** How long start-up waits for the flag service before it goes on with the defaults. */
export const FLAG_START_TIMEOUT_MS = 3000;
const REFRESH_INTERVAL_MS = 60_000;

interface Toggle {
  name: string;
  enabled: boolean;
  variant?: { enabled?: boolean; payload?: { type: string; value: string } };
}

function isToggle(value: unknown): value is Toggle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Toggle).name === 'string' &&
    typeof (value as Toggle).enabled === 'boolean'
  );
}

function parsePayload(toggle: Toggle | undefined): unknown {
  const variant = toggle?.variant;
  if (!variant?.enabled || !variant.payload) return undefined;
  const { type, value } = variant.payload;
  if (type !== 'json') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

export async function startFlags(
  config: RuntimeConfig,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<FlagSource> {
  const fetchFlags = options.fetch ?? ((input, init) => fetch(input, init));
  const listeners = new Set<() => void>();
  let toggles = new Map<string, Toggle>();
  let answered = '';
  let etag = '';
  let userId: string | undefined;

  /** One GET; answers true when the service answered (a 304 too). */
  const refresh = async (): Promise<boolean> => {
    const url = new URL(config.flags.url, document.baseURI);
    url.searchParams.set('appName', config.flags.appName);
    url.searchParams.set('environment', config.environment);
    if (userId !== undefined) url.searchParams.set('userId', userId);
    const asked = url.href;
    const response = await fetchFlags(asked, {
      headers: {
        Accept: 'application/json',
        Authorization: config.flags.clientKey,
        ...(etag && asked === answered ? { 'If-None-Match': etag } : {}),
      },
      cache: 'no-cache',
    });
    if (response.status === 304) return true;
    if (!response.ok) throw new Error(`flag service answered ${response.status}`);
    const body = (await response.json()) as { toggles?: unknown };
    const next = new Map((Array.isArray(body.toggles) ? body.toggles : []).filter(isToggle).map((t) => [t.name, t]));
    etag = response.headers.get('ETag') ?? '';
    answered = asked;
    const changed = JSON.stringify([...next]) !== JSON.stringify([...toggles]);
    toggles = next;
    if (changed) for (const listener of listeners) listener();
    return true;
  };
  const poll = () => {
    refresh().catch((error: unknown) => {
      console.warn('Flag service unavailable; keeping the flag values (NS-20).', error);
    });
  };

  await new Promise<void>((resolve) => {
    setTimeout(resolve, options.timeoutMs ?? FLAG_START_TIMEOUT_MS);
    refresh()
      .catch((error: unknown) => {
        console.warn('Flag service unavailable; using default flag values (NS-20).', error);
      })
      .finally(resolve);
  });
  setInterval(poll, REFRESH_INTERVAL_MS);

  return {
    isEnabled: (name: FlagName) => toggles.get(name)?.enabled ?? false,
    payload: (name: FlagName) => parsePayload(toggles.get(name)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser: (next) => {
      if (next === userId) return;
      userId = next;
      poll();
    },
  };
}
