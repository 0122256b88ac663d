/**
 * The user's language and format (NS-10): the active locale's name plus a sample date and number
 * written the way that locale writes them; the selector (flag show-locale-selector) offers en-US and
 * en-GB and is remembered in the user's storage.
 */
import { useCallback, useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { useFlag } from '@/access';
import { useUserStorage } from '@/auth/user-storage';
import { guardedValue } from '@/lib/storage';
import { isLocale, type Locale, type MessageKey } from '@/i18n';

export { isLocale };

export const LOCALE_KEY = 'locale';
export const LOCALE_VERSION = 1;
const storedLocale = guardedValue(isLocale);

export const LOCALE_NAME: Record<Locale, MessageKey> = {
  'en-US': 'adsmanager.LOCALE_NAME_EN_US',
  'en-GB': 'adsmanager.LOCALE_NAME_EN_GB',
};

export interface LocaleChoice {
  locale: Locale;
  /** Switches the app's language and remembers it for this user. */
  choose: (locale: Locale) => void;
}

/**
 * The active locale; when the selector flag is on, the remembered choice is applied on mount (the
 * header mounts the switcher on every signed-in page).
 */
export function useLocaleChoice(): LocaleChoice {
  const { i18n } = useTranslation();
  const storage = useUserStorage();
  const selectorOn = useFlag('show-locale-selector');
  const locale = i18n.language;

  useEffect(() => {
    if (!selectorOn) return;
    const stored = storage.read(LOCALE_KEY, storedLocale, LOCALE_VERSION, locale);
    if (stored !== locale) i18n.changeLanguage(stored);
    // Only when the user or the flag changes: a choice made here is already applied.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storage, selectorOn]);

  const choose = useCallback(
    (next: Locale) => {
      storage.write(LOCALE_KEY, LOCALE_VERSION, next);
      i18n.changeLanguage(next);
    },
    [storage, i18n],
  );
  return { locale, choose };
}
