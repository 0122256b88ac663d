/**
 * NS-85: the drafts an external builder created in the account, listed apart from the table (which
 * shows external users no draft, CAMP-026), each opening its review. Nothing when there are none.
 */
import { Link } from 'react-router';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useOwnDrafts } from '../queries';
import { TEXT_LINK } from '@/components/ui/link-styles';

export function OwnDrafts({
  accountId,
  timeZone,
  afterList,
}: {
  accountId: number;
  timeZone: string;
  afterList: boolean;
}) {
  const { t, i18n } = useTranslation();
  const own = useOwnDrafts(accountId, { afterList });
  if (!own.shown || own.isPending) return null;
  if (own.error) {
    return (
      <InlineMessage variant="error">
        {t('adsmanager.CAMPAIGNS_OWN_DRAFTS_FAILED', { message: errorText(own.error) })}{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void own.refetch()}>
          {t('adsmanager.CAMPAIGNS_RETRY')}
        </Button>
      </InlineMessage>
    );
  }
  if (own.drafts.length === 0) return null;
  return (
    <section aria-labelledby="own-drafts-title" className="grid gap-2 rounded-md border p-4">
      <h2 id="own-drafts-title" className="text-lg font-semibold">
        {t('adsmanager.CAMPAIGNS_OWN_DRAFTS')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('adsmanager.CAMPAIGNS_OWN_DRAFTS_HINT')}</p>
      <ul aria-labelledby="own-drafts-title" className="grid gap-1">
        {own.drafts.map((draft) => (
          <li key={draft.campaignId} className="flex flex-wrap items-baseline gap-2 text-sm">
            <Link to={paths.campaignReview(accountId, draft.campaignId)} className={TEXT_LINK}>
              {draft.name}
            </Link>
            <span className="text-muted-foreground">
              {t('adsmanager.CAMPAIGNS_OWN_DRAFT_STARTS', {
                date: formatDate(draft.startDateTime, { timeZone, locale: i18n.language }),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
