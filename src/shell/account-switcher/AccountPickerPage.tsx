/** `/advertiser` (SHELL-008): the switcher's account list as a page (the shell frame gives the `<main>`). */
import { useTranslation } from '@/i18n/react';
import { AccountList, type AccountListProps } from './AccountList';

export function AccountPickerPage({ initialRect }: Pick<AccountListProps, 'initialRect'> = {}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 p-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t('adsmanager.CHOOSE_AN_ACCOUNT')}</h1>
        {/* The landing of a user with many accounts and none viewed yet comes here (NS-91). */}
        <p className="text-sm text-muted-foreground">{t('adsmanager.CHOOSE_AN_ACCOUNT_HINT')}</p>
      </div>
      <AccountList maxHeight="min(70vh, 40rem)" focusOnMount {...(initialRect === undefined ? {} : { initialRect })} />
    </div>
  );
}
