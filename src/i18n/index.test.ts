import { describe, expect, it } from 'vitest';
import { browserLocale, createI18n } from './index';

describe('the locale before the user picks one', () => {
  it('SHELL-021 NS-10 is the first browser language the app offers: an en-GB browser gets en-GB', () => {
    expect(browserLocale(['en-GB', 'en'])).toBe('en-GB');
    expect(browserLocale(['fr-FR', 'en-gb', 'en-US'])).toBe('en-GB');
    expect(browserLocale(['en-US', 'en-GB'])).toBe('en-US');
  });

  it('NS-10 is en-US when the browser asks for no language the app offers', () => {
    expect(browserLocale(['de-DE', 'en-AU', 'en'])).toBe('en-US');
    expect(browserLocale([])).toBe('en-US');
  });

  it('NS-10 sets the page language, and a change of locale moves it', () => {
    const i18n = createI18n('en-GB');
    expect(document.documentElement.lang).toBe('en-GB');
    i18n.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
