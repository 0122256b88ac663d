/**
 * REPORT-019: the lines a campaign draws from, from its reporting details (CAMP-030): line number,
 * budget, ad spend and remaining budget (budget − ad spend) in the campaign's currency.
 */
import { errorText } from '@/api/errors';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/i18n/react';
import { formatMoney } from '@/lib/money';
import { useCampaignReportingDetails } from '../queries';
import { remainingBudget } from '../report-rules';

export function CampaignLines({ accountId, campaignId }: { accountId: number; campaignId: number }) {
  const { t, i18n } = useTranslation();
  const { details, isPending, error, refetch } = useCampaignReportingDetails(accountId, campaignId);
  const money = (amount: number) => (details ? formatMoney(amount, details.currency, i18n.language) : String(amount));

  return (
    <section aria-labelledby="report-lines-title" className="grid gap-2">
      <h2 id="report-lines-title" className="text-lg font-semibold">
        {t('adsmanager.REPORT_LINES_TITLE')}
      </h2>
      {error ? (
        <LoadError
          title={t('adsmanager.REPORT_LINES_FAILED', { message: errorText(error) })}
          retryLabel={t('adsmanager.REPORT_RETRY')}
          onRetry={() => refetch()}
        />
      ) : isPending || !details ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.REPORT_LOADING')}</p>
      ) : details.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.REPORT_LINES_NONE')}</p>
      ) : (
        <table aria-label={t('adsmanager.REPORT_LINES_LABEL')} className="w-fit text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="px-3 py-1 text-left">
                {t('adsmanager.REPORT_LINES_NUMBER')}
              </th>
              <th scope="col" className="px-3 py-1 text-right">
                {t('adsmanager.REPORT_LINES_BUDGET')}
              </th>
              <th scope="col" className="px-3 py-1 text-right">
                {t('adsmanager.REPORT_LINES_SPEND')}
              </th>
              <th scope="col" className="px-3 py-1 text-right">
                {t('adsmanager.REPORT_LINES_REMAINING')}
              </th>
            </tr>
          </thead>
          <tbody>
            {details.lines.map((line) => (
              <tr key={line.lineId}>
                <th scope="row" className="px-3 py-1 text-left font-normal">
                  {line.lineNumber}
                </th>
                <td className="px-3 py-1 text-right tabular-nums">{money(line.budget)}</td>
                <td className="px-3 py-1 text-right tabular-nums">{money(line.adSpend)}</td>
                <td className="px-3 py-1 text-right tabular-nums">{money(remainingBudget(line))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
