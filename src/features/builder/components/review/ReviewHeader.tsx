import { Link, useSearchParams } from 'react-router';
import { CampaignStatusBadge } from '@/features/campaigns';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/i18n/react';
import type { Campaign } from '@generated/campaign-build/model';
import { comparisonTargets, type ReviewVariant } from '../../review';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export interface ReviewHeaderProps {
  campaign: Campaign;
  title: string;
  variant: ReviewVariant;
  readOnly: boolean;
  backPath: string;
  backLabel: string;
}

/** The review's header: the way back, the title, variant, status and read-only badges, what a comparison compares with. */
export function ReviewHeader({ campaign, title, variant, readOnly, backPath, backLabel }: ReviewHeaderProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const targets = variant === 'comparison' ? comparisonTargets(search) : [];
  return (
    <header className="flex flex-col gap-2">
      <Link to={backPath} className={cn(TEXT_LINK, 'w-fit text-sm')}>
        {backLabel}
      </Link>
      <p className="text-sm text-muted-foreground">{t('adsmanager.REVIEW_TITLE')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {variant !== 'review' && (
          <Badge variant="secondary">
            {t(
              variant === 'comparison' ? 'adsmanager.REVIEW_VARIANT_COMPARISON' : 'adsmanager.REVIEW_VARIANT_PUBLISHER',
            )}
          </Badge>
        )}
        <CampaignStatusBadge status={campaign.campaignStatus} />
        {readOnly && <Badge variant="outline">{t('adsmanager.REVIEW_READ_ONLY')}</Badge>}
      </div>
      {variant === 'comparison' && (
        <p className="text-sm">
          {targets.length === 0
            ? t('adsmanager.REVIEW_COMPARED_WITH_NOTHING')
            : targets
                .map((target) =>
                  t(
                    target.kind === 'plan'
                      ? 'adsmanager.REVIEW_COMPARED_WITH_PLAN'
                      : 'adsmanager.REVIEW_COMPARED_WITH_BASE',
                    { id: target.id },
                  ),
                )
                .join(' · ')}
        </p>
      )}
    </header>
  );
}
