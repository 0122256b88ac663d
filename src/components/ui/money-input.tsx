import * as React from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  amountText,
  moneyAmount,
  numberAmount,
  parseAmount,
  typedDecimals,
  type AmountKind,
  type Currency,
} from '@/lib/money';

type NativeInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>;

export interface DecimalInputProps extends NativeInputProps {
  /** The kept value; null shows an empty box. */
  value: number | null;
  /**
   * Called with the value of the typed text (money.ts parseAmount): null when the box is empty,
   * NaN when the text is not a number, otherwise the number with every decimal typed — the form's
   * check refuses what does not fit, with its reason, instead of the box changing what was typed.
   */
  onValueChange: (value: number | null) => void;
  /** What the box holds (a plain number with any decimals unless told). */
  amount?: AmountKind;
  /** Text shown after the box (currency code, "%"); hidden from assistive technology — name the unit in the label. */
  suffix?: React.ReactNode;
}

const ANY_NUMBER = numberAmount();

/**
 * A text box for an amount. The text stays exactly as typed ("1,000", "12.", "10.129"): nothing is
 * dropped or rounded while typing, so what is checked and saved is what the person sees. It follows
 * `value` when that changes from outside (a reset, a loaded record) and the text means something else.
 */
export function DecimalInput({
  value,
  onValueChange,
  amount = ANY_NUMBER,
  suffix,
  className,
  ...props
}: DecimalInputProps) {
  const shown = value === null ? '' : Number.isNaN(value) ? null : amountText(value, amount);
  const [text, setText] = React.useState(shown ?? '');
  const [lastValue, setLastValue] = React.useState(value);
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    if (shown !== null && !Object.is(parseAmount(text, amount), value)) setText(shown);
  }

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    const parsed = parseAmount(next, amount);
    setText(next);
    setLastValue(parsed);
    onValueChange(parsed);
  };

  const decimals = typedDecimals(amount);
  const input = (
    <Input
      {...props}
      type="text"
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      onChange={onChange}
      className={cn(suffix !== undefined && 'pr-14', className)}
    />
  );
  if (suffix === undefined) return input;
  return (
    <div data-slot="decimal-input" className="relative">
      {input}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
      >
        {suffix}
      </span>
    </div>
  );
}

export interface MoneyInputProps extends Omit<DecimalInputProps, 'amount' | 'suffix'> {
  /** With a currency, its decimals apply and the code is shown after the box (part 2 §5). */
  currency?: Currency | undefined;
}

/**
 * A money amount in major units (COUNTRY-016); the form checks it with the currency's decimals and
 * no negatives (lib/form-rules amount). Use inside `<Field>`, which labels it.
 */
export function MoneyInput({ currency, ...props }: MoneyInputProps) {
  return (
    <DecimalInput
      {...props}
      amount={currency === undefined ? ANY_NUMBER : moneyAmount(currency)}
      suffix={currency}
      data-currency={currency}
    />
  );
}
