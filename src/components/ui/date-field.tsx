import * as React from 'react';
import { useTranslation } from '@/i18n/react';
import { earliestIsoDate, isIsoDate } from '@/lib/calendar-days';
import { cn } from '@/lib/cn';
import { Field } from './field';
import { Input } from './input';

/** NS-32: the earliest date any date field accepts, two years before today, 'YYYY-MM-DD'. */
export const earliestDate = earliestIsoDate;

/** 'YYYY-MM-DD' written as the app shows dates in `locale` (en-US 05/17/2024, en-GB 17/05/2024). */
export function displayDate(iso: string, locale: string): string {
  if (!isIsoDate(iso)) return iso;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    Date.UTC(year, month - 1, day),
  );
}

export interface DateFieldProps extends Omit<React.ComponentProps<'input'>, 'type' | 'min' | 'max'> {
  label: React.ReactNode;
  description?: React.ReactNode;
  /** The caller's error (e.g. react-hook-form's); the field's own range error shows when there is none. */
  error?: React.ReactNode;
  required?: boolean;
  /** Earliest date, 'YYYY-MM-DD'; default two years before today (NS-32). A later one replaces it. */
  min?: string | number;
  /** Latest date, 'YYYY-MM-DD'. */
  max?: string | number;
  /** Classes of the field (label, input, help); `inputClassName` styles the input. */
  className?: string;
  inputClassName?: string;
}

/**
 * A date field: label, a date input holding an ISO date 'YYYY-MM-DD' (what the APIs take), help and
 * error. Dates before `min` (NS-32: two years ago by default) or after `max` are refused at the
 * field: the input is marked invalid with a message naming the limit in the app's date format, and
 * the browser's constraint validation fails (setCustomValidity), so a form cannot submit it.
 * Works with react-hook-form's `register` (name, ref, onChange, onBlur pass through).
 */
export function DateField({
  label,
  description,
  error,
  required,
  min: minProp,
  max: maxProp,
  className,
  inputClassName,
  onChange,
  onBlur,
  ref,
  ...props
}: DateFieldProps) {
  const { i18n, t } = useTranslation();
  const min = minProp === undefined ? undefined : String(minProp);
  const max = maxProp === undefined ? undefined : String(maxProp);
  const earliest = React.useMemo(() => {
    const floor = earliestDate();
    return min !== undefined && min > floor ? min : floor;
  }, [min]);
  const [rangeError, setRangeError] = React.useState<string | undefined>(undefined);
  const inputRef = React.useRef<HTMLInputElement | null>(null);

  /**
   * The first date the field was given (a saved record's), which stays valid: NS-32 limits the dates
   * a user picks, and a campaign that started three years ago must still save its other changes.
   */
  const stored = React.useRef<string | undefined>(undefined);
  const typed = React.useRef<string | undefined>(undefined);

  const check = (input: HTMLInputElement, by: 'user' | 'form') => {
    const value = input.value;
    if (by === 'user') typed.current = value;
    else if (stored.current === undefined && value !== '' && value !== typed.current) stored.current = value;
    const floor = value === stored.current && value < earliest ? value : earliest;
    // The browser's own range check follows, so a kept saved date never blocks the form.
    input.min = floor;
    let problem: string | undefined;
    if (value !== '' && value < floor) {
      problem = t('adsmanager.KIT_DATE_BEFORE_MIN', { date: displayDate(earliest, i18n.language) });
    } else if (value !== '' && max !== undefined && value > max) {
      problem = t('adsmanager.KIT_DATE_AFTER_MAX', { date: displayDate(max, i18n.language) });
    } else if (value === '' && input.validity.badInput) {
      problem = t('adsmanager.KIT_DATE_INVALID');
    }
    input.setCustomValidity(problem ?? '');
    setRangeError(problem);
  };

  // A value set by the form (a reset, a default) is checked too.
  React.useEffect(() => {
    if (inputRef.current && inputRef.current.value !== '') check(inputRef.current, 'form');
  });

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <Field
      label={label}
      description={description}
      error={error || rangeError}
      required={required}
      className={className}
    >
      <Input
        type="date"
        ref={setRefs}
        min={earliest}
        max={max}
        className={cn('w-full', inputClassName)}
        onChange={(event) => {
          check(event.currentTarget, 'user');
          onChange?.(event);
        }}
        onBlur={(event) => {
          check(event.currentTarget, 'user');
          onBlur?.(event);
        }}
        {...props}
      />
    </Field>
  );
}
