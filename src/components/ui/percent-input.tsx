import { DecimalInput, type DecimalInputProps } from '@/components/ui/money-input';
import { PERCENT_FRACTION_DECIMALS, percentFromDisplay, percentToDisplay } from '@/lib/money';

export type PercentInputProps = Omit<DecimalInputProps, 'decimals' | 'suffix' | 'toText' | 'fromText'>;

const toText = (fraction: number) => String(percentToDisplay(fraction));

/**
 * A percent (COUNTRY-017): `value` is the stored fraction with 4 decimals, shown ×100 with at most
 * 2 decimals (stored 0.125 ↔ shown 12.5). No negatives unless `allowNegative`. Use inside `<Field>`.
 */
export function PercentInput(props: PercentInputProps) {
  return (
    <DecimalInput
      {...props}
      decimals={PERCENT_FRACTION_DECIMALS - 2}
      suffix="%"
      toText={toText}
      fromText={(text) => percentFromDisplay(Number(text))}
    />
  );
}
