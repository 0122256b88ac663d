/**
 * The flag registry of part 1 §6.4 and the flag source the app reads. Positive flags switch a
 * feature on; kill flags switch a screen off. Key names the spec leaves out are NS-21's.
 */
export const POSITIVE_FLAGS = [
  'enable-3pc-accounts',
  'show-locale-selector',
  'maintenance-banner-message',
  'enable-targeting-maintenance',
  'enable-campaigns-page',
  'enable-scheduled-reports',
  'enable-campaign-planner',
  'enable-account-brands',
  'enable-inactive-ad-fix-form',
  'enable-maintenance-mode',
  'validate-api-response-schema',
  'enable-server-side-account-list',
  'enable-modifiable-non-draft-targeting',
] as const;

export const KILL_FLAGS = [
  'disable-accounts-page',
  'disable-campaign-build',
  'disable-projections',
  'disable-campaign-performance',
  'disable-reporting',
  'disable-tvc-requests',
  'disable-user-management',
  'disable-account-management',
  'disable-admin',
] as const;

export type PositiveFlag = (typeof POSITIVE_FLAGS)[number];
export type KillFlag = (typeof KILL_FLAGS)[number];
export type FlagName = PositiveFlag | KillFlag;
export const FLAG_NAMES: readonly FlagName[] = [...POSITIVE_FLAGS, ...KILL_FLAGS];

/** NS-20: when the flag service fails every flag is off — features off, nothing killed, no banners. */
export const FLAG_DEFAULTS: Readonly<Record<FlagName, boolean>> = Object.fromEntries(
  FLAG_NAMES.map((name) => [name, false]),
) as Record<FlagName, boolean>;

/** What screens read: whether a flag is on, and the payload of its variant (banners). */
export interface FlagSource {
  isEnabled(name: FlagName): boolean;
  /** The variant payload (JSON parsed when its type is json), undefined when off or absent. */
  payload(name: FlagName): unknown;
  /** Calls back when flags change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes of the flag context, e.g. the signed-in user's id. */
  setUser?(userId: string | undefined): void;
}

export interface FlagValue {
  enabled: boolean;
  payload?: unknown;
}

/** A fixed flag source: tests, and the fallback when no flag service is configured. */
export function staticFlags(values: Partial<Record<FlagName, boolean | FlagValue>> = {}): FlagSource & {
  set(name: FlagName, value: boolean | FlagValue): void;
} {
  const state = new Map<FlagName, FlagValue>();
  const listeners = new Set<() => void>();
  const set = (name: FlagName, value: boolean | FlagValue) => {
    state.set(name, typeof value === 'boolean' ? { enabled: value } : value);
  };
  for (const [name, value] of Object.entries(values) as [FlagName, boolean | FlagValue][]) set(name, value);
  return {
    isEnabled: (name) => state.get(name)?.enabled ?? FLAG_DEFAULTS[name],
    payload: (name) => {
      const value = state.get(name);
      return value?.enabled ? value.payload : undefined;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (name, value) => {
      set(name, value);
      for (const listener of listeners) listener();
    },
  };
}
