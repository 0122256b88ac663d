/**
 * The campaign's ads on the review, under their ad group (part 2 §2, §7 Ads): the campaign-wide
 * reads of one page of 500 (AD-003), a table per ad group (issue 28: like the ad groups' table) of
 * each ad with its status badge and id, and — unless read-only — a row menu (duplicate, delete,
 * each after a confirmation) and a new-ad link per ad group.
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
import type { Ad } from '@generated/campaign-build/model';
import { useCampaignStructure, useDeleteAdMutation, useDuplicateAdMutation } from '../../queries';
import { RowActionsMenu } from './RowActionsMenu';
import { TABLE_LINK, TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export interface CampaignAdsProps {
  accountId: number;
  campaignId: number;
  basePath: string;
  readOnly: boolean;
}

type Dialog = { kind: 'duplicate' | 'delete'; ad: Ad } | undefined;

export function CampaignAds({ accountId, campaignId, basePath, readOnly }: CampaignAdsProps) {
  const { t } = useTranslation();
  const { adGroups, ads } = useCampaignStructure(accountId, campaignId, { enabled: true });
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const error = adGroups.error ?? ads.error;
  const adsOf = (adGroupId: number) =>
    (ads.data?.data ?? []).filter((ad) => ad.adGroupId === adGroupId).sort((a, b) => a.adId - b.adId);

  return (
    <section aria-labelledby="campaign-ads-title" className="grid gap-3">
      <h2 id="campaign-ads-title" className="text-lg font-semibold">
        {t('adsmanager.ADS_TITLE')}
      </h2>
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
          return (
            <section key={adGroup.adGroupId} aria-label={t('adsmanager.ADS_OF_AD_GROUP', { name: adGroup.name })}>
              <h3 className="text-sm font-medium">{adGroup.name}</h3>
              {list.length === 0 && <p className="text-sm text-muted-foreground">{t('adsmanager.ADS_NONE')}</p>}
              {list.length > 0 && (
                <Table aria-label={t('adsmanager.ADS_OF_AD_GROUP', { name: adGroup.name })}>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('adsmanager.ADS_COL_NAME')}</TableHead>
                      <TableHead>{t('adsmanager.AD_GROUPS_COL_STATUS')}</TableHead>
                      <TableHead>{t('adsmanager.AD_GROUPS_COL_ID')}</TableHead>
                      {!readOnly && <TableHead>{t('adsmanager.AD_GROUPS_COL_ACTIONS')}</TableHead>}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {list.map((ad) => (
                      <TableRow key={ad.adId}>
                        <TableCell>
                          <Link to={`${adGroupPath}/ad/${String(ad.adId)}`} className={TABLE_LINK}>
                            {ad.name}
                          </Link>
                        </TableCell>
                        <TableCell>
                          <CampaignStatusBadge status={ad.adStatus} />
                        </TableCell>
                        <TableCell>{ad.adId}</TableCell>
                        {!readOnly && (
                          <TableCell>
                            <RowActionsMenu
                              label={t('adsmanager.ADS_ACTIONS', { name: ad.name })}
                              labels={{
                                duplicate: t('adsmanager.ADS_DUPLICATE_ITEM'),
                                delete: t('adsmanager.ADS_DELETE_ITEM'),
                              }}
                              onAction={(kind) => {
                                setDialog({ kind, ad });
                              }}
                            />
                          </TableCell>
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              {!readOnly && (
                <Link to={`${adGroupPath}/ad/create`} className={cn(TEXT_LINK, 'text-sm')}>
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
