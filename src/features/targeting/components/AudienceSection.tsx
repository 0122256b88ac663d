/**
 * The audience's base segment (part 3 §5): the type in the order of part 3 §9 (ADG-021) and the
 * fields that type shows (ADG-023 … ADG-027), with a summary of who it reaches beside it.
 */
import { Controller, useWatch } from 'react-hook-form';
import { CheckboxItem } from '@/components/ui/checkbox-group';
import { ChoiceField } from '@/components/ui/choice-field';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import {
  audienceSentence,
  AUDIENCE_KINDS,
  SEGMENT_FIELDS,
  segmentAmountKind,
  type SegmentNumber,
} from '../audience-rules';
import { AmountField } from './AmountField';
import type { SectionProps } from './form-context';

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
  const kinds = AUDIENCE_KINDS.map((kind) => ({ value: kind, label: t(`adsmanager.AUDIENCE_KIND_${kind}`) }));
  return (
    <Section title={t('adsmanager.AUDIENCE_SECTION')} disabled={disabled}>
      <Controller
        control={form.control}
        name="audience.segment.kind"
        render={({ field }) => (
          <ChoiceField
            id="audience-kind"
            label={t('adsmanager.AUDIENCE_FIELD_KIND')}
            value={field.value}
            options={kinds}
            onChange={field.onChange}
            onBlur={field.onBlur}
            triggerRef={field.ref}
            disabled={disabled}
          />
        )}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {shown.lookback && numberField('lookbackWindowMonths', t('adsmanager.AUDIENCE_FIELD_LOOKBACK'), true)}
        {shown.excludeWindow && numberField('excludeWindowMonths', t('adsmanager.AUDIENCE_FIELD_EXCLUDE_WINDOW'), true)}
        {shown.minTrips !== false && numberField('minTrips', t('adsmanager.AUDIENCE_FIELD_MIN_TRIPS'), true)}
        {shown.maxTrips !== false &&
          numberField('maxTrips', t('adsmanager.AUDIENCE_FIELD_MAX_TRIPS'), shown.maxTrips === 'required')}
      </div>
      {shown.spendRange && (
        <>
          <Controller
            control={form.control}
            name="audience.segment.spendRange"
            render={({ field }) => (
              <CheckboxItem
                id="segment-spendRange"
                label={t('adsmanager.AUDIENCE_FIELD_SPEND_RANGE')}
                checked={field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                }}
                ref={field.ref}
                disabled={disabled}
              />
            )}
          />
          {segment.spendRange && (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              {numberField('minSpend', t('adsmanager.AUDIENCE_FIELD_MIN_SPEND'), true)}
              {numberField('maxSpend', t('adsmanager.AUDIENCE_FIELD_MAX_SPEND'), true)}
            </div>
          )}
        </>
      )}
      {(shown.lookback || shown.minTrips !== false) && (
        <p className="text-sm text-muted-foreground">{t('adsmanager.AUDIENCE_DEFAULTS_HINT')}</p>
      )}
    </Section>
  );
}

/** Who the audience reaches, in words (beside the form). */
export function AudienceSummary({ form }: Pick<SectionProps, 'form'>) {
  const { t } = useTranslation();
  const audience = useWatch({ control: form.control, name: 'audience' });
  return (
    <aside aria-labelledby="audience-summary-title" className="rounded-lg border border-border bg-card p-4 text-sm">
      <h2 id="audience-summary-title" className="mb-2 font-semibold">
        {t('adsmanager.AUDIENCE_SUMMARY')}
      </h2>
      <p>{audienceSentence(audience)}</p>
    </aside>
  );
}
