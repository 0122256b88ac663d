import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { usePlanName } from '../queries';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

/** Back to where a projection screen was opened from: its plan's projections review, or the list. */
export function BackLink({ accountId, planId }: { accountId: number; planId: number | undefined }) {
  const { t } = useTranslation();
  const planName = usePlanName(accountId, planId);
  return (
    <Link
      to={planId === undefined ? paths.projections(accountId) : paths.planReviewProjections(accountId, planId)}
      className={cn(TEXT_LINK, 'w-fit text-sm')}
    >
      {planId === undefined
        ? t('adsmanager.PROJECTIONS_BACK_TO_LIST')
        : t('adsmanager.PROJECTIONS_BACK_TO_PLAN', { name: planName })}
    </Link>
  );
}
