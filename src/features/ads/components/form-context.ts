/** What every section of the ad form gets: the form and whether it is read-only. */
import type { UseFormReturn } from 'react-hook-form';
import type { AdFormValues } from '../ad-form-rules';

export interface AdSectionProps {
  form: UseFormReturn<AdFormValues>;
  disabled: boolean;
}

export const NATIVE_SELECT =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm disabled:opacity-50 aria-invalid:border-destructive';
