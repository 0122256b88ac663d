import * as React from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { MONEY_DECIMALS, type Currency } from '@/lib/money';

type NativeInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>;

export interface DecimalInputProps extends NativeInputProps {
  /** The number shown; null (or NaN) shows an empty box. */
  value: number | null;
  /** Called with the typed number, or null when the box is empty or holds only "-" / ".". */
  onValueChange: (value: number | null) => void;
  /** Most digits after the point; undefined allows any. */
  decimals?: number | undefined;
  /** Whether a minus sign may be typed (money and percent inputs reject negatives by default). */
  allowNegative?: boolean;
  /** Text shown after the box (currency code, "%"); hidden from assistive technology — name the unit in the label. */
  suffix?: React.ReactNode;
  /** Text → number and number → text, for inputs that show a scaled value (percent). */
  toText?: (value: number) => string;
  fromText?: (text: string) => number;
}

function allowedPattern(decimals: number | undefined, allowNegative: boolean): RegExp {
  const sign = allowNegative ? '-?' : '';
  const fraction = decimals === undefined ? '\\d*' : decimals === 0 ? '' : `\\d{0,${String(decimals)}}`;
  return new RegExp(`^${sign}\\d*${fraction === '' ? '' : `(\\.${fraction})?`}$`);
}

const plainText = (value: number) => String(value);

/**
 * A text box for a decimal number: it refuses keystrokes that would give more decimals than allowed
 * or a minus sign when negatives are not allowed, so what is shown is always what is stored. The
 * text is kept while typing ("12." stays), and follows `value` when it changes from outside.
 */
export function DecimalInput({
  value,
  onValueChange,
  decimals,
  allowNegative = false,
  suffix,
  toText = plainText,
  fromText = Number,
  className,
  ...props
}: DecimalInputProps) {
  const pattern = React.useMemo(() => allowedPattern(decimals, allowNegative), [decimals, allowNegative]);
  const shown = value === null || Number.isNaN(value) ? '' : toText(value);
  const [text, setText] = React.useState(shown);
  const [lastShown, setLastShown] = React.useState(shown);
  if (shown !== lastShown) {
    // The value changed from outside (a reset, a loaded record): show it unless the text already means it.
    setLastShown(shown);
    if (parse(text, fromText) !== (shown === '' ? null : fromText(shown))) setText(shown);
  }

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.trim();
    if (!pattern.test(next)) return;
    setText(next);
    const parsed = parse(next, fromText);
    setLastShown(parsed === null ? '' : toText(parsed));
    onValueChange(parsed);
  };

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

function parse(text: string, fromText: (text: string) => number): number | null {
  if (text === '' || text === '-' || text === '.' || text === '-.') return null;
  const number = fromText(text);
  return Number.isFinite(number) ? number : null;
}

export interface MoneyInputProps extends Omit<DecimalInputProps, 'decimals' | 'suffix' | 'toText' | 'fromText'> {
  /** With a currency, 2 decimals are allowed and the code is shown after the box (part 2 §5). */
  currency?: Currency | undefined;
}

/**
 * A money amount in major units (COUNTRY-016): 2 decimals when a currency is given, no negatives
 * unless `allowNegative`. Use inside `<Field>`, which labels it.
 */
export function MoneyInput({ currency, ...props }: MoneyInputProps) {
  return (
    <DecimalInput
      {...props}
      decimals={currency === undefined ? undefined : MONEY_DECIMALS}
      suffix={currency}
      data-currency={currency}
    />
  );
}
