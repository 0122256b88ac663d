/**
 * Messages of the app, keyed by the spec's keys (`adsmanager.NO_RESULTS_FOUND` …), for en-US and
 * en-GB. A small typed catalogue lookup with `{{name}}` interpolation: the app needs nothing more,
 * and i18next cost 15 KB of the /login budget (docs/decisions.md, "Messages without i18next").
 */
import { enGB, enGBAreas } from './locales/en-GB';
import type { enUSAreas } from './locales/en-US.areas';
import { enUS, type MessageKey } from './locales/en-US';

export type { MessageKey } from './locales/en-US';
export const LOCALES = ['en-US', 'en-GB'] as const;
export type Locale = (typeof LOCALES)[number];
export type MessageValues = Readonly<Record<string, string | number>>;

const CATALOGUES: Record<Locale, Partial<Record<MessageKey, string>>> = { 'en-US': { ...enUS }, 'en-GB': { ...enGB } };

/** Bumped by every addition to a catalogue, so screens showing a key not loaded before re-render. */
let revision = 0;
const catalogueListeners = new Set<() => void>();

/** Adds messages to a locale's catalogue (the signed-in app's parts, see ./signed-in.ts). */
export function addMessages(locale: Locale, messages: Partial<Record<MessageKey, string>>): void {
  Object.assign(CATALOGUES[locale], messages);
  revision += 1;
  for (const listener of catalogueListeners) listener();
}

/** Adds the signed-in areas' messages other than the landing screen's (the test setup adds them up front). */
export function addAreaMessages(us: typeof enUSAreas): void {
  addMessages('en-US', us);
  addMessages('en-GB', enGBAreas(us));
}

let areas: Promise<void> | undefined;

/**
 * Loads the other areas' messages once (docs/decisions.md, "Messages by area"): the routes of their
 * screens await it with their code (src/app/routes.tsx), and a key asked for that no loaded part
 * holds starts it, so a text shown outside its area appears once they are here. A failed load is
 * tried again on the next call.
 */
export function loadAreaMessages(): Promise<void> {
  areas ??= import('./locales/en-US.areas').then(
    ({ enUSAreas }) => {
      addAreaMessages(enUSAreas);
    },
    (error: unknown) => {
      areas = undefined;
      throw error;
    },
  );
  return areas;
}

function lookup(language: Locale, key: MessageKey): string {
  const text = CATALOGUES[language][key] ?? CATALOGUES['en-US'][key];
  if (text !== undefined) return text;
  if (areas === undefined) loadAreaMessages().catch(() => undefined);
  return key;
}

/**
 * Plurals: a numeric `count` picks `<key>_<plural category>` (`_one`, `_other`, …, Intl.PluralRules)
 * when the catalogue has it; the plain key is the fallback, so it holds the "other" form.
 */
function pluralKey(language: Locale, key: MessageKey, values?: MessageValues): MessageKey {
  const count = values?.count;
  if (typeof count !== 'number') return key;
  const plural = `${key}_${new Intl.PluralRules(language).select(count)}`;
  return plural in CATALOGUES[language] || plural in CATALOGUES['en-US'] ? (plural as MessageKey) : key;
}

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The locale a browser asks for: the first of its languages (most preferred first) that the app
 * offers, else en-US. It holds until the user picks a locale in the account popup (NS-10).
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const offered = LOCALES.find((locale) => locale.toLowerCase() === language.toLowerCase());
    if (offered) return offered;
  }
  return 'en-US';
}

/** Fills `{{name}}` placeholders; a missing value leaves the placeholder visible rather than blank. */
export function interpolate(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

export interface Translator {
  /** The active locale. */
  readonly language: Locale;
  /** Changes whenever the language changes or messages are added (for re-rendering). */
  readonly version: string;
  t: (key: MessageKey, values?: MessageValues) => string;
  changeLanguage: (locale: Locale) => void;
  /** Calls back when the language changes or messages are added; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

export function createI18n(locale: Locale = 'en-US'): Translator {
  let language = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  const listeners = new Set<() => void>();
  return {
    get language() {
      return language;
    },
    get version() {
      return `${language}:${String(revision)}`;
    },
    // A key missing in the locale shows the en-US text; one in no loaded part, the key until it loads.
    t: (key, values) => interpolate(lookup(language, pluralKey(language, key, values)), values),
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      document.documentElement.lang = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      catalogueListeners.add(listener);
      return () => {
        listeners.delete(listener);
        catalogueListeners.delete(listener);
      };
    },
  };
}

export const i18n = createI18n(browserLocale(typeof navigator === 'undefined' ? [] : navigator.languages));

export function translate(key: MessageKey, values?: MessageValues): string {
  return i18n.t(key, values);
}
