import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as appI18n, type Translator } from './index';

const I18nContext = createContext<Translator>(appI18n);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** `t` for the active language; re-renders the caller when the language changes or messages arrive. */
export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const i18n = useContext(I18nContext);
  useSyncExternalStore(i18n.subscribe, () => i18n.version);
  return { t: i18n.t, i18n };
}
