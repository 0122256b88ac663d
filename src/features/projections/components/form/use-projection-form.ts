/**
 * The state of the projection request form (PROJ-009): react-hook-form with the rules file's
 * schema in the account's currency, the one save path (idempotent create), and the prefill from
 * the opportunity of an IO number (NS-71) with what it filled, kept and could not take.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { errorText } from '@/api/errors';
import { useServerForm, type ServerFormState } from '@/components/forms/server-form';
import { useOpportunityLookup } from '@/features/opportunities';
import { useTranslation } from '@/i18n/react';
import type { Currency } from '@/lib/money';
import type { Projection } from '@generated/ads-manager/model';
import {
  EMPTY_PROJECTION_FORM,
  prefillFromOpportunity,
  PREFILL_FIELDS,
  projectionFieldOf,
  projectionFormSchema,
  toProjectionRequest,
  type Prefill,
  type PrefillField,
  type ProjectionFormInput,
  type ProjectionFormOutput,
} from '../../projection-rules';
import { useCreateProjectionMutation } from '../../queries';

/** What the last lookup found and did. */
export interface AppliedPrefill extends Prefill {
  opportunityName: string;
  stageName: string;
  /** Fields the user had changed, which the prefill left alone. */
  kept: PrefillField[];
}

export interface ProjectionFormState {
  form: UseFormReturn<ProjectionFormInput, unknown, ProjectionFormOutput>;
  server: ServerFormState;
  currency: Currency;
  /** Looks the typed IO number up and fills the form from its opportunity. */
  fillFromOpportunity: () => Promise<void>;
  lookingUp: boolean;
  prefill: AppliedPrefill | undefined;
  /** Whether a field still holds the value the opportunity gave it. */
  isPrefilled: (field: PrefillField) => boolean;
}

export function useProjectionForm({
  accountId,
  planId,
  currency,
  onSaved,
}: {
  accountId: number;
  planId: number | undefined;
  currency: Currency;
  onSaved: (projection: Projection) => unknown;
}): ProjectionFormState {
  const { t } = useTranslation();
  const schema = useMemo(() => projectionFormSchema(currency), [currency]);
  const form = useForm<ProjectionFormInput, unknown, ProjectionFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_PROJECTION_FORM,
  });
  const create = useCreateProjectionMutation();
  const server = useServerForm(form, {
    save: (values, idempotent) => {
      const data = toProjectionRequest(values, { accountId, planId });
      return create.mutateAsync({ accountId, data, headers: idempotent(data) });
    },
    fieldOf: projectionFieldOf,
    failure: (message) => t('adsmanager.PROJECTION_CREATE_FAILED', { message }),
    onSaved: (answer) => onSaved(answer.data),
  });

  const lookup = useOpportunityLookup(accountId);
  const [lookingUp, setLookingUp] = useState(false);
  const [prefill, setPrefill] = useState<AppliedPrefill | undefined>(undefined);
  const current = useWatch({ control: form.control, name: PREFILL_FIELDS });

  const fillFromOpportunity = async () => {
    const ioNumber = form.getValues('ioNumber').trim();
    form.clearErrors('ioNumber');
    if (ioNumber === '') {
      form.setError(
        'ioNumber',
        { type: 'lookup', message: t('adsmanager.PROJECTION_IO_REQUIRED_FOR_LOOKUP') },
        { shouldFocus: true },
      );
      return;
    }
    setLookingUp(true);
    try {
      const opportunity = await lookup(ioNumber);
      if (opportunity === undefined) {
        setPrefill(undefined);
        form.setError(
          'ioNumber',
          { type: 'lookup', message: t('adsmanager.PROJECTION_NO_OPPORTUNITY', { ioNumber }) },
          { shouldFocus: true },
        );
        return;
      }
      const next = prefillFromOpportunity(opportunity, currency);
      const kept: PrefillField[] = [];
      for (const field of PREFILL_FIELDS) {
        if (!(field in next.values)) continue;
        const changedByUser = form.getFieldState(field).isDirty && form.getValues(field) !== prefill?.values[field];
        if (changedByUser) kept.push(field);
        else
          form.setValue(field, next.values[field] ?? EMPTY_PROJECTION_FORM[field], {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
      }
      setPrefill({ ...next, opportunityName: opportunity.name, stageName: opportunity.stageName, kept });
    } catch (error) {
      form.setError(
        'ioNumber',
        { type: 'lookup', message: t('adsmanager.PROJECTION_LOOKUP_FAILED', { message: errorText(error) }) },
        { shouldFocus: true },
      );
    } finally {
      setLookingUp(false);
    }
  };

  const isPrefilled = (field: PrefillField) => {
    if (prefill === undefined || !(field in prefill.values) || prefill.kept.includes(field)) return false;
    return current[PREFILL_FIELDS.indexOf(field)] === prefill.values[field];
  };

  return { form, server, currency, fillFromOpportunity, lookingUp, prefill, isPrefilled };
}
