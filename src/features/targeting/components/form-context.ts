/** What every section of the ad group form gets: the form, the country and whether it can change. */
import type { UseFormReturn } from 'react-hook-form';
import type { AdGroupFormValues } from '../ad-group-rules';

export interface SectionProps {
  form: UseFormReturn<AdGroupFormValues>;
  country: 'US' | 'GB';
  disabled: boolean;
}
