import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

/** "Back to users": the way from a user's detail or the create form to the account's users list. */
export function BackToUsersLink({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.users(accountId)} className={cn(TEXT_LINK, 'inline-flex items-center gap-1 text-sm')}>
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {t('adsmanager.USERS_BACK')}
    </Link>
  );
}
