/**
 * The campaign list's controls above the table: type, status and plan filters (CAMP-025), the
 * sort choice of CAMP-016's ten options and the columns menu (CAMP-028). External users are not
 * offered the Draft status (CAMP-026).
 */
import { useState } from 'react';
import { useAccess } from '@/access';
import { ColumnPicker } from '@/components/ui/column-picker';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ListStateOf } from '@/components/ui/use-list-state';
import { useTranslation } from '@/i18n/react';
import {
  CAMPAIGN_SORT_OPTIONS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  campaignSort,
  isCampaignStatus,
  isCampaignType,
  parseCampaignOrderBy,
} from '../campaign-rules';
import {
  CAMPAIGN_COLUMN_IDS,
  CAMPAIGN_COLUMN_LABELS,
  DEFAULT_CAMPAIGN_COLUMNS,
  type CAMPAIGNS_LIST,
} from '../list-state';

export function CampaignFilters({ list }: { list: ListStateOf<typeof CAMPAIGNS_LIST> }) {
  const { t } = useTranslation();
  const { isInternal } = useAccess();
  const { campaignType, campaignStatus, planId } = list.filters;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FilterSelect
        id="campaigns-type"
        label={t('adsmanager.CAMPAIGNS_FILTER_TYPE')}
        value={campaignType}
        options={CAMPAIGN_TYPES.map((type) => ({ value: type, label: t(`adsmanager.CAMPAIGNS_TYPE_${type}`) }))}
        allLabel={t('adsmanager.CAMPAIGNS_ALL')}
        onChange={(value) => {
          list.setFilters({ campaignType: isCampaignType(value) ? value : undefined });
        }}
      />
      <FilterSelect
        id="campaigns-status"
        label={t('adsmanager.CAMPAIGNS_FILTER_STATUS')}
        value={campaignStatus}
        options={CAMPAIGN_STATUSES.filter((status) => isInternal || status !== 'Draft').map((status) => ({
          value: status,
          label: t(`adsmanager.CAMPAIGN_STATUS_${status}`),
        }))}
        allLabel={t('adsmanager.CAMPAIGNS_ALL')}
        onChange={(value) => {
          list.setFilters({ campaignStatus: isCampaignStatus(value) ? value : undefined });
        }}
      />
      <PlanFilter
        key={planId ?? 'none'}
        initial={planId}
        onChange={(next) => {
          list.setFilters({ planId: next });
        }}
      />
      <FilterSelect
        id="campaigns-sort"
        label={t('adsmanager.CAMPAIGNS_SORT_LABEL')}
        value={campaignSort(list.sort.id, list.sort.desc).orderBy}
        options={CAMPAIGN_SORT_OPTIONS.map((option) => ({
          value: option.orderBy,
          label: t(option.descending ? 'adsmanager.CAMPAIGNS_SORT_DESC' : 'adsmanager.CAMPAIGNS_SORT_ASC', {
            field: t(CAMPAIGN_COLUMN_LABELS[option.field]),
          }),
        }))}
        onChange={(value) => {
          const sort = parseCampaignOrderBy(value);
          if (sort) list.setSort({ id: sort.field, desc: sort.descending });
        }}
      />
      <ColumnPicker
        columns={CAMPAIGN_COLUMN_IDS.map((id) => ({ id, label: t(CAMPAIGN_COLUMN_LABELS[id]) }))}
        visible={list.columns}
        defaults={DEFAULT_CAMPAIGN_COLUMNS}
        onChange={list.setColumns}
        labels={{
          button: t('adsmanager.CAMPAIGNS_COLUMNS_BUTTON'),
          menu: t('adsmanager.CAMPAIGNS_COLUMNS_LABEL'),
          reset: t('adsmanager.CAMPAIGNS_COLUMNS_RESET'),
        }}
      />
    </div>
  );
}

/** The plan filter: a plan id, sent when it is a whole number (Enter or leaving the field). */
function PlanFilter({
  initial,
  onChange,
}: {
  initial: number | undefined;
  onChange: (planId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial === undefined ? '' : String(initial));
  const trimmed = text.trim();
  const invalid = trimmed !== '' && !/^\d+$/.test(trimmed);
  const commit = () => {
    if (invalid) return;
    const planId = trimmed === '' ? undefined : Number(trimmed);
    if (planId !== initial) onChange(planId);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor="campaigns-plan">{t('adsmanager.CAMPAIGNS_FILTER_PLAN')}</Label>
      <Input
        id="campaigns-plan"
        inputMode="numeric"
        className="w-32"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'campaigns-plan-error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {invalid && (
        <p id="campaigns-plan-error" className="text-sm text-destructive">
          {t('adsmanager.CAMPAIGNS_FILTER_PLAN_INVALID')}
        </p>
      )}
    </div>
  );
}
