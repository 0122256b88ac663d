/** What every section of the ad form gets: the form and whether it is read-only. */
import type { UseFormReturn } from 'react-hook-form';
import type { AdFormValues } from '../ad-form-rules';

export interface AdSectionProps {
  form: UseFormReturn<AdFormValues>;
  disabled: boolean;
}
