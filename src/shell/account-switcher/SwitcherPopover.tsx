/**
 * The open account switcher popup (part 1 §2.6): the 'Accounts' and 'IDs' tabs by the rule of
 * SHELL-045 (the active one remembered, SHELL-046), then the user's details, log out, build, session
 * id, the new-build prompt and, behind flag show-locale-selector, the locale selector. Loaded when
 * the user first reaches for the switcher (src/shell/account-switcher/AccountSwitcher.tsx).
 */
import { CopyIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAccess, useFlag } from '@/access';
import { useSessionUser, useSignOut } from '@/auth';
import { useUserStorage } from '@/auth/user-storage';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { NativeSelect } from '@/components/ui/native-select';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Separator } from '@/components/ui/separator';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BUILD_VERSION } from '@/config/build';
import { LOCALES } from '@/i18n';
import { ACTIVE_SWITCHER_TAB_KEY } from '@/lib/storage';
import { AccountList } from './AccountList';
import { IdSearch } from './IdSearch';
import { isLocale, LOCALE_NAME, useLocaleChoice } from './locale';
import { localeSample } from './locale-sample';
import { useAccountCount } from './queries';
import {
  ACTIVE_TAB_VERSION,
  DEFAULT_TAB,
  isSwitcherTab,
  switcherTabs,
  SwitcherTabSchema,
  type SwitcherTab,
} from './tabs';
import { SWITCHER_TRIGGER_CLASSES } from './trigger';
import { useNewBuildVersion } from './version';

/** Mounted open: the user asked for it by activating the (until then plain) trigger. */
export function SwitcherPopover({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" className={SWITCHER_TRIGGER_CLASSES} data-slot="account-switcher-trigger">
          {trigger}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-label={t('adsmanager.SWITCHER_MENU')}
        className="max-h-(--radix-popover-content-available-height) w-[26rem] max-w-[calc(100vw-1rem)] overflow-y-auto p-0"
      >
        <SwitcherPanel onNavigate={close} />
      </PopoverContent>
    </Popover>
  );
}

function SwitcherPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { isInternal } = useAccess();
  const count = useAccountCount();
  const tabs = switcherTabs(isInternal, count);
  const storage = useUserStorage();
  const [stored, setStored] = useState<SwitcherTab>(() =>
    storage.read(ACTIVE_SWITCHER_TAB_KEY, SwitcherTabSchema, ACTIVE_TAB_VERSION, DEFAULT_TAB),
  );
  const active = tabs.includes(stored) ? stored : (tabs[0] ?? DEFAULT_TAB);

  const accounts = <AccountList onNavigate={onNavigate} focusOnMount />;
  const ids = <IdSearch onNavigate={onNavigate} focusOnMount />;

  return (
    <div className="grid">
      <div className="p-3">
        {tabs.length > 1 ? (
          <Tabs
            value={active}
            onValueChange={(value) => {
              if (!isSwitcherTab(value)) return;
              setStored(value);
              storage.write(ACTIVE_SWITCHER_TAB_KEY, ACTIVE_TAB_VERSION, value);
            }}
          >
            <TabsList className="w-full">
              <TabsTrigger value="accounts">{t('adsmanager.SWITCHER_TAB_ACCOUNTS')}</TabsTrigger>
              <TabsTrigger value="ids">{t('adsmanager.SWITCHER_TAB_IDS')}</TabsTrigger>
            </TabsList>
            <TabsContent value="accounts">{accounts}</TabsContent>
            <TabsContent value="ids">{ids}</TabsContent>
          </Tabs>
        ) : active === 'ids' ? (
          ids
        ) : (
          accounts
        )}
      </div>
      <Separator />
      <UserDetails />
    </div>
  );
}

/** SHELL-056, SHELL-057, SHELL-058. */
function UserDetails() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const signOut = useSignOut();
  const { locale, choose } = useLocaleChoice();
  const selectorOn = useFlag('show-locale-selector');
  const { newVersion, reload } = useNewBuildVersion();
  const sample = localeSample(locale);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const localeSelectId = useId();

  const copySessionId = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(user.sessionId).then(
      () => {
        setCopied('done');
      },
      () => {
        setCopied('failed');
      },
    );
  };

  return (
    <div className="grid gap-3 p-4 text-sm">
      {newVersion !== undefined && (
        <InlineMessage variant="info" title={t('adsmanager.NEW_BUILD_VERSION')}>
          <p>{t('adsmanager.NEW_BUILD_VERSION_DETAIL', { version: newVersion })}</p>
          <Button type="button" size="sm" className="mt-2" onClick={reload}>
            {t('adsmanager.RELOAD')}
          </Button>
        </InlineMessage>
      )}

      <div className="grid gap-0.5">
        <p className="font-medium">{user.name}</p>
        <p className="break-all text-muted-foreground">{user.email}</p>
      </div>

      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5">
        <dt className="text-muted-foreground">{t('adsmanager.LANGUAGE_AND_FORMAT')}</dt>
        <dd>
          <span className="block">{t(LOCALE_NAME[locale])}</span>
          <span className="block text-xs text-muted-foreground">{t('adsmanager.LOCALE_SAMPLE', sample)}</span>
        </dd>
        <dt className="text-muted-foreground">{t('adsmanager.SWITCHER_BUILD')}</dt>
        <dd>{BUILD_VERSION}</dd>
        <dt className="text-muted-foreground">{t('adsmanager.SWITCHER_SESSION_ID')}</dt>
        <dd className="flex min-w-0 items-center gap-1">
          <code className="truncate text-xs select-all" data-slot="session-id">
            {user.sessionId}
          </code>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t('adsmanager.COPY_SESSION_ID')}
            onClick={copySessionId}
          >
            <CopyIcon aria-hidden="true" />
          </Button>
        </dd>
      </dl>
      <p role="status" className="text-xs text-muted-foreground empty:hidden">
        {copied === 'done'
          ? t('adsmanager.SESSION_ID_COPIED')
          : copied === 'failed'
            ? t('adsmanager.SESSION_ID_COPY_FAILED')
            : ''}
      </p>

      {selectorOn && (
        <div className="grid gap-1.5">
          <label htmlFor={localeSelectId} className="font-medium">
            {t('adsmanager.LOCALE_SELECTOR')}
          </label>
          <NativeSelect
            id={localeSelectId}
            value={locale}
            onChange={(event) => {
              if (isLocale(event.target.value)) choose(event.target.value);
            }}
          >
            {LOCALES.map((option) => (
              <option key={option} value={option}>
                {t(LOCALE_NAME[option])}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}

      <Button
        type="button"
        variant="outline"
        onClick={() => {
          void signOut();
        }}
      >
        {t('adsmanager.LOGOUT')}
      </Button>
    </div>
  );
}
