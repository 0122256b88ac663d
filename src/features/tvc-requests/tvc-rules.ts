/**
 * TVC requests (NS-62, internal only per NS-26): the creation form — a campaign of the account,
 * the requested start and end dates, optional notes — and its body. The eligibility check
 * (TVC-004) is the server's: its 400 names the campaign field.
 */
import * as z from 'zod';
import { fieldsByName } from '@/components/forms/field-mapper';
import { translate } from '@/i18n';
import { isIsoDate } from '@/lib/calendar-days';
import type { TvcRequestCreate } from '@generated/ads-manager/model';

export const MAX_TVC_NOTES = 2000;
const date = () => z.string().refine(isIsoDate, { error: () => translate('adsmanager.TVC_ERROR_DATE') });

export const tvcRequestFormSchema = z
  .object({
    campaignId: z.string().regex(/^\d+$/, { error: () => translate('adsmanager.TVC_ERROR_CAMPAIGN') }),
    requestedStartDate: date(),
    requestedEndDate: date(),
    notes: z
      .string()
      .trim()
      .max(MAX_TVC_NOTES, { error: () => translate('adsmanager.TVC_ERROR_NOTES') }),
  })
  .refine((values) => values.requestedEndDate >= values.requestedStartDate, {
    path: ['requestedEndDate'],
    error: () => translate('adsmanager.TVC_ERROR_END_BEFORE_START'),
  });

export type TvcRequestFormInput = z.input<typeof tvcRequestFormSchema>;
export type TvcRequestFormOutput = z.output<typeof tvcRequestFormSchema>;

export const EMPTY_TVC_REQUEST_FORM: TvcRequestFormInput = {
  campaignId: '',
  requestedStartDate: '',
  requestedEndDate: '',
  notes: '',
};

export function toTvcRequestCreate(values: TvcRequestFormOutput): TvcRequestCreate {
  const body: TvcRequestCreate = {
    campaignId: Number(values.campaignId),
    requestedStartDate: values.requestedStartDate,
    requestedEndDate: values.requestedEndDate,
  };
  if (values.notes !== '') body.notes = values.notes;
  return body;
}

/** A 400 naming a body field lands at it; TVC-004's eligibility failure names campaignId. */
export const tvcRequestFieldOf = fieldsByName([
  'campaignId',
  'requestedStartDate',
  'requestedEndDate',
  'notes',
] as const);
