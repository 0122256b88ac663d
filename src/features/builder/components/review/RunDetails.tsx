/**
 * The parts of the review's "What will run" (issue 28 point 4, NS-93): an ad group's audience,
 * locations and fee; an ad's picture, name and headline; its reward and redemption dates.
 */
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { TABLE_LINK } from '@/components/ui/link-styles';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import type { AdGroupReview } from '@generated/ads-manager/model';
import type { Ad } from '@generated/campaign-build/model';
import { SummaryList, type SummaryItem } from '@/components/ui/read-only-summary';
import { audienceLine, feeLine, locationsLine, type AdRun } from './run-rules';

/** The ad group's audience sentence, locations and fee. */
export function AdGroupRun({ entry, loading }: { entry: AdGroupReview | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const pending = t('adsmanager.REVIEW_RUN_DETAILS_LOADING');
  const items: SummaryItem[] = [
    {
      label: t('adsmanager.REVIEW_RUN_AUDIENCE'),
      value: loading ? pending : (audienceLine(entry) ?? t('adsmanager.REVIEW_RUN_NO_AUDIENCE')),
    },
    { label: t('adsmanager.REVIEW_RUN_LOCATIONS'), value: loading ? pending : locationsLine(entry) },
    { label: t('adsmanager.REVIEW_RUN_FEE'), value: loading ? pending : feeLine(entry, i18n.language) },
  ];
  return <SummaryList items={items} />;
}

/** The ad's picture (only an http(s) address), its name linking to it, and its headline. */
export function AdCell({ ad, run, path, loading }: { ad: Ad; run: AdRun; path: string; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3">
      {run.imageUrl ? (
        <img
          src={run.imageUrl}
          alt={t('adsmanager.REVIEW_RUN_IMAGE_ALT', { name: ad.name })}
          width={64}
          height={40}
          loading="lazy"
          className="h-10 w-16 shrink-0 rounded border object-cover"
        />
      ) : (
        <span className="flex h-10 w-16 shrink-0 items-center justify-center rounded border bg-muted text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-4" />
        </span>
      )}
      <div className="grid min-w-0 gap-0.5">
        <Link to={path} className={TABLE_LINK}>
          {ad.name}
        </Link>
        <span className="text-muted-foreground">
          {loading
            ? t('adsmanager.REVIEW_RUN_DETAILS_LOADING')
            : (run.headline ?? t('adsmanager.REVIEW_RUN_NO_HEADLINE'))}
        </span>
      </div>
    </div>
  );
}

/** The reward in words and when it can be redeemed. */
export function RewardCell({ run, loading, timeZone }: { run: AdRun; loading: boolean; timeZone: string }) {
  const { t, i18n } = useTranslation();
  if (loading) return <span className="text-muted-foreground">{t('adsmanager.REVIEW_RUN_DETAILS_LOADING')}</span>;
  if (run.reward === undefined)
    return <span className="text-muted-foreground">{t('adsmanager.REVIEW_RUN_NO_REWARD')}</span>;
  const zone = { timeZone, locale: i18n.language };
  const { redemption } = run;
  return (
    <div className="grid gap-0.5">
      <span>{run.reward}</span>
      {redemption && (
        <span className="text-muted-foreground">
          {redemption.end === ''
            ? t('adsmanager.REVIEW_RUN_REDEMPTION_OPEN', { start: formatDate(redemption.start, zone) })
            : t('adsmanager.REVIEW_RUN_REDEMPTION', {
                start: formatDate(redemption.start, zone),
                end: formatDate(redemption.end, zone),
              })}
        </span>
      )}
    </div>
  );
}
