import { DecimalInput, type DecimalInputProps } from '@/components/ui/money-input';
import { PERCENT_AMOUNT } from '@/lib/money';

export type PercentInputProps = Omit<DecimalInputProps, 'amount' | 'suffix'>;

/**
 * A percent (COUNTRY-017): `value` is the kept fraction (4 decimals), shown ×100 (kept 0.125 ↔
 * shown 12.5); typed text becomes its exact fraction for the form's check (form-rules
 * percentAmount). Use inside `<Field>`.
 */
export function PercentInput(props: PercentInputProps) {
  return <DecimalInput {...props} amount={PERCENT_AMOUNT} suffix="%" />;
}
