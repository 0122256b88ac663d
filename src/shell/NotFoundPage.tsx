import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ACTION_PRIMARY, SystemPage } from '@/components/system/system-page';

/** 404: the page does not exist (unknown routes, unknown accounts, NotFoundError). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <SystemPage title={t('adsmanager.SHELL_NOT_FOUND')} text={t('adsmanager.SHELL_NOT_FOUND_TEXT')}>
      <Link to={paths.root} className={ACTION_PRIMARY}>
        {t('adsmanager.SHELL_GO_HOME')}
      </Link>
    </SystemPage>
  );
}
