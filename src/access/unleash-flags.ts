/**
 * The flag source backed by the flag service (unleash-proxy-client). The app waits for the first
 * answer before rendering; when the service fails or is slow, the NS-20 defaults apply and the
 * client keeps polling, so flags arrive once the service is back.
 */
import { InMemoryStorageProvider, UnleashClient, type IVariant } from 'unleash-proxy-client';
import type { RuntimeConfig } from '@/config/runtime-config';
import type { FlagName, FlagSource } from './flags';

/** How long start-up waits for the flag service before it goes on with the defaults. */
export const FLAG_START_TIMEOUT_MS = 3000;
const REFRESH_INTERVAL_S = 60;

function parsePayload(variant: IVariant): unknown {
  if (!variant.enabled || !variant.payload) return undefined;
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
  const client = new UnleashClient({
    url: config.flags.url,
    clientKey: config.flags.clientKey,
    appName: config.flags.appName,
    environment: config.environment,
    refreshInterval: REFRESH_INTERVAL_S,
    disableMetrics: true,
    bootstrap: [],
    bootstrapOverride: false,
    // The default provider writes to localStorage; flags need no persistence between loads.
    storageProvider: new InMemoryStorageProvider(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const listeners = new Set<() => void>();
  client.on('update', () => {
    for (const listener of listeners) listener();
  });
  const firstAnswer = new Promise<void>((resolve) => {
    client.on('ready', () => {
      resolve();
    });
    client.on('error', (error: unknown) => {
      console.warn('Flag service unavailable; using default flag values (NS-20).', error);
      resolve();
    });
    setTimeout(resolve, options.timeoutMs ?? FLAG_START_TIMEOUT_MS);
  });
  await client.start().catch(() => undefined);
  await firstAnswer;
  return {
    isEnabled: (name: FlagName) => client.isEnabled(name),
    payload: (name: FlagName) => parsePayload(client.getVariant(name)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser: (userId) => {
      void client.updateContext({ userId });
    },
  };
}
