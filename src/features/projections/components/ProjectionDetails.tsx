/** A projection's details and its campaign specifications (PROJ-001, PROJ-007). */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { listColumnHelper, useListTable } from '@/components/ui/list-table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import { formatDate, formatDateTime, type ZoneFormatOptions } from '@/lib/dates';
import { paths } from '@/lib/paths';
import type { Projection, ProjectionSpec } from '@generated/ads-manager/model';
import { TEXT_LINK } from '@/components/ui/link-styles';

export function ProjectionDetails({
  accountId,
  projection,
  format,
}: {
  accountId: number;
  projection: Projection;
  format: ZoneFormatOptions;
}) {
  const { t } = useTranslation();
  const none = t('adsmanager.PROJECTIONS_NONE');
  const rows: [string, React.ReactNode][] = [
    [t('adsmanager.PROJECTION_DETAIL_IO_NUMBER'), projection.ioNumber ?? none],
    [
      t('adsmanager.PROJECTION_DETAIL_PLAN'),
      projection.planId === null ? (
        none
      ) : (
        <Link to={paths.plan(accountId, projection.planId)} className={TEXT_LINK}>
          {t('adsmanager.PROJECTIONS_PLAN_LINK', { planId: projection.planId })}
        </Link>
      ),
    ],
    [t('adsmanager.PROJECTION_DETAIL_CREATED'), formatDateTime(projection.createdAt, format)],
    [t('adsmanager.PROJECTION_DETAIL_CREATED_BY'), projection.userEmail.email],
  ];
  return (
    <section aria-labelledby="projection-details-heading" className="grid gap-2">
      <h2 id="projection-details-heading" className="text-lg font-semibold">
        {t('adsmanager.PROJECTION_DETAILS')}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const column = listColumnHelper<ProjectionSpec>();
const specRowId = (spec: ProjectionSpec) => String(spec.specId);

export function ProjectionSpecs({
  accountId,
  specs,
  format,
}: {
  accountId: number;
  specs: ProjectionSpec[];
  format: ZoneFormatOptions;
}) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { id: 'name', header: () => t('adsmanager.PROJECTION_SPEC_NAME') }),
        column.accessor('campaignStartDate', {
          id: 'campaignStartDate',
          header: () => t('adsmanager.PROJECTION_SPEC_START'),
          cell: ({ getValue }) => formatDate(getValue(), format),
        }),
        column.accessor('campaignDuration', {
          id: 'campaignDuration',
          header: () => t('adsmanager.PROJECTION_SPEC_DURATION'),
        }),
        column.accessor('campaignCount', { id: 'campaignCount', header: () => t('adsmanager.PROJECTION_SPEC_COUNT') }),
        column.accessor('pricingModel', {
          id: 'pricingModel',
          header: () => t('adsmanager.PROJECTION_SPEC_PRICING_MODEL'),
        }),
        column.accessor('campaignId', {
          id: 'campaignId',
          header: () => t('adsmanager.PROJECTION_SPEC_CAMPAIGN'),
          cell: ({ getValue }) => {
            const campaignId = getValue();
            return campaignId === null ? (
              t('adsmanager.PROJECTIONS_NONE')
            ) : (
              <Link to={paths.campaign(accountId, campaignId)} className={TEXT_LINK}>
                {campaignId}
              </Link>
            );
          },
        }),
      ]),
    [t, accountId, format],
  );
  const table = useListTable({ columns, data: specs, getRowId: specRowId });
  return (
    <section aria-labelledby="projection-specs-heading" className="grid gap-2">
      <h2 id="projection-specs-heading" className="text-lg font-semibold">
        {t('adsmanager.PROJECTION_SPECS')}
      </h2>
      <VirtualTable
        table={table}
        label={t('adsmanager.PROJECTION_SPECS')}
        empty={t('adsmanager.PROJECTION_SPECS_EMPTY')}
      />
    </section>
  );
}
