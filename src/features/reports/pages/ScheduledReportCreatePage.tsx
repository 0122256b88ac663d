/**
 * `reporting/reports/create` (REPORT-021, NS-61; reporting.write): a scheduled report from the
 * report's columns and filters (the performance report links here with its own query string:
 * `cols`, `campaign`, `model`), in the shared form (ScheduledReportForm).
 */
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useAccess, useAccount } from '@/access';
import { DEFAULT_COLUMNS, offeredColumns } from '@/features/performance';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { choiceListParam, idListParam } from '@/lib/list-state';
import { paths } from '@/lib/paths';
import { PricingModel } from '@generated/campaign-build/model';
import { useCreateScheduledReportMutation } from '../queries';
import { emptyScheduledReportForm, scheduleFilters, toScheduledReportCreate } from '../schedule-rules';
import { ScheduledReportForm } from './ScheduledReportForm';

const campaignsParam = idListParam('campaign');
const pricingModelsParam = choiceListParam('model', Object.values(PricingModel));

export function ScheduledReportCreatePage() {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const { isInternal } = useAccess();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const offered = offeredColumns({ isInternal, dmaReporting: countryRules(account.bookingCountry).dmaReporting });
  const fromReport = choiceListParam('cols', offered).parse(search.get('cols'));
  const filters = scheduleFilters(
    campaignsParam.parse(search.get('campaign')),
    pricingModelsParam.parse(search.get('model')),
  );
  const create = useCreateScheduledReportMutation();

  return (
    <ScheduledReportForm
      title={t('adsmanager.SCHEDULED_CREATE_TITLE')}
      defaultValues={emptyScheduledReportForm(fromReport.length > 0 ? fromReport : DEFAULT_COLUMNS)}
      filters={filters}
      draftKey={`scheduled-report:${String(accountId)}:new`}
      submitLabel={t('adsmanager.SCHEDULED_SAVE')}
      savingLabel={t('adsmanager.SCHEDULED_SAVING')}
      save={(values, idempotent) => {
        const data = toScheduledReportCreate(values, filters);
        return create.mutateAsync({ accountId, data, headers: idempotent(data) });
      }}
      failure={(message) => t('adsmanager.SCHEDULED_CREATE_FAILED', { message })}
      onSaved={async (report) => {
        toast.success(t('adsmanager.SCHEDULED_CREATED', { name: report.name }));
        await navigate(paths.report(accountId, report.reportId));
      }}
    />
  );
}
