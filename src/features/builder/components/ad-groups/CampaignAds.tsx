/**
 * What will run, on the review (part 2 §2, §7 Ads; issue 28 point 4): the campaign's totals, then
 * per ad group its status, audience sentence, locations and fee, and a table of its ads (the
 * campaign-wide reads of one page of 500, AD-003) with each ad's picture, headline, reward line,
 * redemption dates, status and id, and — unless read-only — a row menu (open, duplicate, delete,
 * the last two after a confirmation) and a new-ad link per ad group. Audiences, fees, creatives and
 * rewards come in one read for the whole campaign (NS-93), never one per ad group or ad.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { errorText } from '@/api/errors';
import { newIdempotencyKey } from '@/components/forms/idempotency-key';
import { CampaignStatusBadge } from '@/features/campaigns';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { InlineMessage } from '@/components/ui/inline-message';
import { useRewardTemplates } from '@/features/rewards';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { Ad, Campaign } from '@generated/campaign-build/model';
import {
  useCampaignRunDetails,
  useCampaignStructure,
  useDeleteAdMutation,
  useDuplicateAdMutation,
} from '../../queries';
import { AdCell, AdGroupRun, RewardCell } from '../review/RunDetails';
import { adRun } from '../review/run-rules';
import { RowActionsMenu } from './RowActionsMenu';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export interface CampaignAdsProps {
  accountId: number;
  campaign: Campaign;
  timeZone: string;
  basePath: string;
  readOnly: boolean;
}

/** Below 768 px a row is a card: the ad and its menu on top, reward and status under the picture. */
const PHONE_ROW = 'max-md:flex max-md:flex-wrap max-md:items-start max-md:py-2';
const PHONE_BELOW = 'max-md:order-2 max-md:w-full max-md:py-1 max-md:pl-[5.25rem]';

type Dialog = { kind: 'duplicate' | 'delete'; ad: Ad } | undefined;

export function CampaignAds({ accountId, campaign, timeZone, basePath, readOnly }: CampaignAdsProps) {
  const { t, i18n } = useTranslation();
  const { campaignId } = campaign;
  const { adGroups, ads } = useCampaignStructure(accountId, campaignId, { enabled: true });
  const runRead = useCampaignRunDetails(accountId, campaignId);
  const templates = useRewardTemplates();
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const error = adGroups.error ?? ads.error;
  const adsOf = (adGroupId: number) =>
    (ads.data?.data ?? []).filter((ad) => ad.adGroupId === adGroupId).sort((a, b) => a.adId - b.adId);
  const review = runRead.data?.data;
  const details = {
    loading: runRead.isPending || (review?.ads.some((entry) => entry.reward) === true && templates.isPending),
    adGroup: (adGroupId: number) => review?.adGroups.find((entry) => entry.adGroupId === adGroupId),
    ad: (adId: number) => review?.ads.find((entry) => entry.adId === adId),
  };
  const zone = { timeZone, locale: i18n.language };

  return (
    <section aria-labelledby="campaign-ads-title" className="grid gap-3">
      <h2 id="campaign-ads-title" className="text-lg font-semibold">
        {t('adsmanager.REVIEW_RUN_TITLE')}
      </h2>
      {adGroups.data && ads.data && (
        <p className="text-sm text-muted-foreground">
          {t('adsmanager.REVIEW_RUN_TOTALS', {
            adGroups: adGroups.data.data.length,
            ads: ads.data.data.length,
            budget: formatMoney(campaign.budget, campaign.currency, i18n.language),
            start: formatDate(campaign.startDateTime, zone),
            end: formatDate(campaign.endDateTime, zone),
          })}
        </p>
      )}
      {runRead.isError && (
        <InlineMessage variant="warning">
          {t('adsmanager.REVIEW_RUN_DETAILS_FAILED', { message: errorText(runRead.error) })}
        </InlineMessage>
      )}
      {error ? (
        <LoadError
          title={t('adsmanager.ADS_LOAD_FAILED', { message: errorText(error) })}
          retryLabel={t('adsmanager.AD_GROUPS_RETRY')}
          onRetry={() =>
            Promise.all([adGroups.error ? adGroups.refetch() : undefined, ads.error ? ads.refetch() : undefined])
          }
        />
      ) : !adGroups.data || !ads.data ? (
        <Spinner label={t('adsmanager.ADS_LOADING')} />
      ) : (
        adGroups.data.data.map((adGroup) => {
          const list = adsOf(adGroup.adGroupId);
          const adGroupPath = `${basePath}/ad-group/${String(adGroup.adGroupId)}`;
          const name = t('adsmanager.ADS_OF_AD_GROUP', { name: adGroup.name });
          return (
            <section key={adGroup.adGroupId} aria-label={name} className="grid gap-2 rounded-lg border p-3">
              <h3 className="flex flex-wrap items-center gap-2 font-medium">
                <Link to={adGroupPath} className={TEXT_LINK}>
                  {adGroup.name}
                </Link>
                <CampaignStatusBadge status={adGroup.adGroupStatus} />
              </h3>
              <AdGroupRun entry={details.adGroup(adGroup.adGroupId)} loading={details.loading} />
              {list.length === 0 && <p className="text-sm text-muted-foreground">{t('adsmanager.ADS_NONE')}</p>}
              {list.length > 0 && (
                <Table aria-label={name}>
                  <TableHeader className="max-md:hidden">
                    <TableRow>
                      <TableHead>{t('adsmanager.ADS_COL_NAME')}</TableHead>
                      <TableHead>{t('adsmanager.REVIEW_RUN_COL_REWARD')}</TableHead>
                      <TableHead>{t('adsmanager.AD_GROUPS_COL_STATUS')}</TableHead>
                      <TableHead className="hidden md:table-cell">{t('adsmanager.AD_GROUPS_COL_ID')}</TableHead>
                      {!readOnly && <TableHead>{t('adsmanager.AD_GROUPS_COL_ACTIONS')}</TableHead>}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {list.map((ad) => {
                      const adPath = `${adGroupPath}/ad/${String(ad.adId)}`;
                      const run = adRun(details.ad(ad.adId), templates.data);
                      return (
                        <TableRow key={ad.adId} className={PHONE_ROW}>
                          <TableCell className="whitespace-normal max-md:w-[calc(100%-3rem)]">
                            <AdCell ad={ad} run={run} path={adPath} loading={details.loading} />
                          </TableCell>
                          <TableCell className={cn('min-w-40 whitespace-normal', PHONE_BELOW)}>
                            <RewardCell run={run} loading={details.loading} timeZone={timeZone} />
                          </TableCell>
                          <TableCell className={PHONE_BELOW}>
                            <CampaignStatusBadge status={ad.adStatus} />
                          </TableCell>
                          <TableCell className="hidden md:table-cell">{ad.adId}</TableCell>
                          {!readOnly && (
                            <TableCell className="max-md:ml-auto max-md:w-12 max-md:text-right">
                              <RowActionsMenu
                                label={t('adsmanager.ADS_ACTIONS', { name: ad.name })}
                                labels={{
                                  duplicate: t('adsmanager.ADS_DUPLICATE_ITEM'),
                                  delete: t('adsmanager.ADS_DELETE_ITEM'),
                                }}
                                open={{ label: t('adsmanager.REVIEW_RUN_OPEN'), to: adPath }}
                                onAction={(kind) => {
                                  setDialog({ kind, ad });
                                }}
                              />
                            </TableCell>
                          )}
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              )}
              {!readOnly && (
                <Link to={`${adGroupPath}/ad/create`} className={cn(TEXT_LINK, 'w-fit text-sm')}>
                  {t('adsmanager.ADS_NEW', { name: adGroup.name })}
                </Link>
              )}
            </section>
          );
        })
      )}
      {dialog && (
        <AdActionDialog
          accountId={accountId}
          dialog={dialog}
          onClose={() => {
            setDialog(undefined);
          }}
        />
      )}
    </section>
  );
}

/** The confirmation of a duplicate or a delete; it stays open until the answer, showing a failure. */
function AdActionDialog({
  accountId,
  dialog: { kind, ad },
  onClose,
}: {
  accountId: number;
  dialog: NonNullable<Dialog>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const duplicate = useDuplicateAdMutation(accountId);
  const remove = useDeleteAdMutation(accountId);
  // One intended copy: the same key on every retry of this dialog.
  const [key] = useState(newIdempotencyKey);
  const copyName = t('adsmanager.ADS_COPY_NAME', { name: ad.name });
  const run = async () => {
    if (kind === 'duplicate') {
      const copy = await duplicate.mutateAsync({ ad, name: copyName, key });
      toast.success(t('adsmanager.ADS_DUPLICATED', { name: copy.name }));
    } else {
      await remove.mutateAsync(ad.adId);
      toast.success(t('adsmanager.ADS_DELETED', { name: ad.name }));
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(kind === 'duplicate' ? 'adsmanager.ADS_DUPLICATE_NAMED' : 'adsmanager.ADS_DELETE_NAMED', {
        name: ad.name,
      })}
      description={
        kind === 'duplicate' ? t('adsmanager.ADS_DUPLICATE_TEXT', { copy: copyName }) : t('adsmanager.ADS_DELETE_TEXT')
      }
      confirmLabel={t(kind === 'duplicate' ? 'adsmanager.ADS_DUPLICATE_CONFIRM' : 'adsmanager.ADS_DELETE_CONFIRM')}
      cancelLabel={t('adsmanager.ADS_CANCEL')}
      destructive={kind === 'delete'}
      errorMessage={(error) => t('adsmanager.ADS_ACTION_FAILED', { message: errorText(error) })}
      onConfirm={run}
    />
  );
}
