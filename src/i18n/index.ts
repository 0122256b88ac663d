import i18next, { type i18n as I18n } from 'i18next';
import { enGB } from './locales/en-GB';
import { enUS, type MessageKey } from './locales/en-US';

export type { MessageKey } from './locales/en-US';
export const LOCALES = ['en-US', 'en-GB'] as const;
export type Locale = (typeof LOCALES)[number];

/** One i18next instance for the app; messages live in one namespace keyed by the spec's keys. */
export function createI18n(locale: Locale = 'en-US'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'en-US',
    supportedLngs: [...LOCALES],
    resources: { 'en-US': { translation: enUS }, 'en-GB': { translation: enGB } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export const i18n = createI18n();

export function translate(key: MessageKey, values?: Record<string, string | number>): string {
  return i18n.t(key, values ?? {});
}
