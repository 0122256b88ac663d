/**
 * The audience's base segment (part 3 §5): the type in the order of part 3 §9 (ADG-021) and the
 * fields that type shows (ADG-023 … ADG-027), with a summary of who it reaches beside it.
 */
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import {
  AUDIENCE_KINDS,
  SEGMENT_FIELDS,
  segmentAmountKind,
  withSegmentDefaults,
  type AudienceKind,
  type SegmentNumber,
} from '../audience-rules';
import { AmountField } from './AmountField';
import { NATIVE_SELECT, type SectionProps } from './form-context';

export function AudienceSection({ form, disabled, country }: SectionProps) {
  const { t } = useTranslation();
  const segment = useWatch({ control: form.control, name: 'audience.segment' });
  const shown = SEGMENT_FIELDS[segment.kind];
  const { currency } = countryRules(country);
  const numberField = (name: SegmentNumber, label: string, required: boolean) => (
    <AmountField
      form={form}
      name={`audience.segment.${name}`}
      id={`segment-${name}`}
      label={label}
      amount={segmentAmountKind(name, currency)}
      required={required}
      disabled={disabled}
    />
  );
  return (
    <fieldset className="grid gap-3 rounded-md border p-4" disabled={disabled}>
      <legend className="px-1 font-medium">{t('adsmanager.AUDIENCE_SECTION')}</legend>
      <Field label={t('adsmanager.AUDIENCE_FIELD_KIND')}>
        <select id="audience-kind" className={NATIVE_SELECT} {...form.register('audience.segment.kind')}>
          {AUDIENCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`adsmanager.AUDIENCE_KIND_${kind}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        {shown.lookback && numberField('lookbackWindowMonths', t('adsmanager.AUDIENCE_FIELD_LOOKBACK'), true)}
        {shown.excludeWindow && numberField('excludeWindowMonths', t('adsmanager.AUDIENCE_FIELD_EXCLUDE_WINDOW'), true)}
        {shown.minTrips !== false && numberField('minTrips', t('adsmanager.AUDIENCE_FIELD_MIN_TRIPS'), true)}
        {shown.maxTrips !== false &&
          numberField('maxTrips', t('adsmanager.AUDIENCE_FIELD_MAX_TRIPS'), shown.maxTrips === 'required')}
      </div>
      {shown.spendRange && (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('audience.segment.spendRange')} />
            {t('adsmanager.AUDIENCE_FIELD_SPEND_RANGE')}
          </label>
          {segment.spendRange && (
            <div className="grid gap-3 sm:grid-cols-2">
              {numberField('minSpend', t('adsmanager.AUDIENCE_FIELD_MIN_SPEND'), true)}
              {numberField('maxSpend', t('adsmanager.AUDIENCE_FIELD_MAX_SPEND'), true)}
            </div>
          )}
        </>
      )}
      {(shown.lookback || shown.minTrips !== false) && (
        <p className="text-sm text-muted-foreground">{t('adsmanager.AUDIENCE_DEFAULTS_HINT')}</p>
      )}
    </fieldset>
  );
}

/** Who the audience reaches, in words (beside the form). */
export function AudienceSummary({ form }: Pick<SectionProps, 'form'>) {
  const { t } = useTranslation();
  const audience = useWatch({ control: form.control, name: 'audience' });
  const segment = withSegmentDefaults(audience.segment);
  const kind: AudienceKind = segment.kind;
  const parts = [t(`adsmanager.AUDIENCE_KIND_${kind}`)];
  if (segment.minTrips !== null && segment.maxTrips !== null) {
    parts.push(t('adsmanager.AUDIENCE_SUMMARY_TRIPS', { min: segment.minTrips, max: segment.maxTrips }));
  } else if (segment.minTrips !== null && kind !== 'Lapsed') {
    parts.push(t('adsmanager.AUDIENCE_SUMMARY_MIN_TRIPS', { min: segment.minTrips }));
  }
  if (segment.lookbackWindowMonths !== null) {
    parts.push(t('adsmanager.AUDIENCE_SUMMARY_WINDOW', { months: segment.lookbackWindowMonths }));
  }
  if (audience.locationsInclude.length + audience.locationsExclude.length > 0) {
    parts.push(
      t('adsmanager.AUDIENCE_SUMMARY_LOCATIONS', {
        count: audience.locationsInclude.length,
        excluded: audience.locationsExclude.length,
      }),
    );
  }
  if (audience.customInclude.length > 0) {
    parts.push(t('adsmanager.AUDIENCE_SUMMARY_FILES', { count: audience.customInclude.length }));
  }
  return (
    <aside aria-labelledby="audience-summary-title" className="rounded-md border p-4 text-sm">
      <h2 id="audience-summary-title" className="mb-2 font-medium">
        {t('adsmanager.AUDIENCE_SUMMARY')}
      </h2>
      <p>{parts.join(', ')}</p>
    </aside>
  );
}
