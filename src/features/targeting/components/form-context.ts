/** What every section of the ad group form gets: the form, the country and whether it can change. */
import type { UseFormReturn } from 'react-hook-form';
import type { AdGroupFormValues } from '../ad-group-rules';

export interface SectionProps {
  form: UseFormReturn<AdGroupFormValues>;
  country: 'US' | 'GB';
  disabled: boolean;
}

export const NATIVE_SELECT =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm disabled:opacity-50 aria-invalid:border-destructive';
