/**
 * The flags of a campaign's approvals, flattened into campaign, audience and asset flags
 * (BANK-006): each names its bank, says whether it is still flagged or fixed (BANK-008), and what
 * the bank wrote; an asset flag names the asset's type and slot, an audience flag its ad groups.
 */
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/dates';
import { isAssetSlot, type AssetFlagView, type FlagView, type FlattenedFlags } from '../approval-rules';

export function FlagSections({ flags, timeZone }: { flags: FlattenedFlags; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <FlagGroup
        id="campaign"
        title={t('adsmanager.BANK_APPROVAL_FLAGS_CAMPAIGN')}
        flags={flags.campaign}
        timeZone={timeZone}
      />
      <FlagGroup
        id="audience"
        title={t('adsmanager.BANK_APPROVAL_FLAGS_AUDIENCE')}
        flags={flags.audience}
        timeZone={timeZone}
        about={(flag) =>
          flag.adGroupIds.length > 0
            ? t('adsmanager.BANK_APPROVAL_FLAG_AD_GROUPS', { ids: flag.adGroupIds.join(', ') })
            : undefined
        }
      />
      <FlagGroup
        id="asset"
        title={t('adsmanager.BANK_APPROVAL_FLAGS_ASSET')}
        flags={flags.asset}
        timeZone={timeZone}
        about={(flag) => <AssetName flag={flag} />}
      />
    </div>
  );
}

function AssetName({ flag }: { flag: AssetFlagView }) {
  const { t } = useTranslation();
  const type = flag.assetType
    ? t(`adsmanager.BANK_APPROVAL_ASSET_${flag.assetType}`)
    : t('adsmanager.BANK_APPROVAL_ASSET_UNKNOWN', { id: flag.assetId ?? '' });
  const slot = isAssetSlot(flag.slot) ? t(`adsmanager.BANK_APPROVAL_SLOT_${flag.slot}`) : flag.slot;
  return <>{slot === null ? type : `${type} · ${slot}`}</>;
}

interface FlagGroupProps<T extends FlagView> {
  id: string;
  title: string;
  flags: readonly T[];
  timeZone: string;
  /** What the flag is about (the asset, the ad groups), above the bank's comment. */
  about?: (flag: T) => ReactNode;
}

function FlagGroup<T extends FlagView>({ id, title, flags, timeZone, about }: FlagGroupProps<T>) {
  const { t, i18n } = useTranslation();
  const headingId = `bank-flags-${id}`;
  const when = (iso: string) => formatDateTime(iso, { timeZone, locale: i18n.language });
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      {flags.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.BANK_APPROVAL_FLAGS_NONE')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-2">
          {flags.map((flag) => {
            const subject = about?.(flag);
            return (
              <li key={flag.flagId} className="grid gap-1 rounded-md border p-3 text-sm" data-flag-status={flag.status}>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={flag.status}>{t(`adsmanager.BANK_APPROVAL_FLAG_${flag.status}`)}</StatusBadge>
                  <span className="font-medium">{flag.institution}</span>
                </div>
                {subject !== undefined && <p className="font-medium">{subject}</p>}
                <p>{flag.comment}</p>
                <p className="text-xs text-muted-foreground">
                  {t('adsmanager.BANK_APPROVAL_FLAG_RAISED', { who: flag.createdBy, when: when(flag.createdAt) })}
                  {flag.updatedBy !== null && flag.updatedAt !== null && (
                    <>
                      {' · '}
                      {t('adsmanager.BANK_APPROVAL_FLAG_UPDATED', { who: flag.updatedBy, when: when(flag.updatedAt) })}
                    </>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
