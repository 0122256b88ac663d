// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { addMessages, browserLocale, createI18n } from './index';

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

describe('messages by area', () => {
  const key = 'adsmanager.ACCOUNTS_LOADING';

  it('a text of an area not loaded yet shows its key, loads the areas’ messages, and tells the screens to show the text', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    const i18n = fresh.createI18n('en-GB');
    const rerender = vi.fn();
    i18n.subscribe(rerender);
    const before = i18n.version;
    expect(i18n.t(key)).toBe(key);
    await vi.waitFor(() => {
      expect(i18n.t(key)).toBe('Loading…');
    });
    expect(rerender).toHaveBeenCalled();
    expect(i18n.version).not.toBe(before);
  });

  it('the routes of an area load its messages once, however many screens ask', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    const [first, second] = [fresh.loadAreaMessages(), fresh.loadAreaMessages()];
    expect(second).toBe(first);
    await first;
    expect(fresh.createI18n('en-US').t(key)).toBe('Loading…');
  });
});

describe('plurals', () => {
  it('a numeric count picks the <key>_one form when the catalogue has it; the plain key is the other form', () => {
    const probe = {
      'adsmanager.KIT_RETRY': 'Delete {{count}} campaigns?',
      'adsmanager.KIT_RETRY_one': 'Delete {{count}} campaign?',
    };
    addMessages('en-US', probe);
    addMessages('en-GB', { 'adsmanager.KIT_RETRY': 'Delete {{count}} campaigns?' });
    const { t } = createI18n('en-GB');
    expect(t('adsmanager.KIT_RETRY', { count: 1 })).toBe('Delete 1 campaign?');
    expect(t('adsmanager.KIT_RETRY', { count: 2 })).toBe('Delete 2 campaigns?');
    expect(t('adsmanager.KIT_RETRY', { count: 0 })).toBe('Delete 0 campaigns?');
    expect(t('adsmanager.KIT_RETRY', { count: '1' })).toBe('Delete 1 campaigns?');
    addMessages('en-US', { 'adsmanager.KIT_RETRY': 'Retry', 'adsmanager.KIT_RETRY_one': undefined } as never);
    addMessages('en-GB', { 'adsmanager.KIT_RETRY': 'Retry' });
  });
});
