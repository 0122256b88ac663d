/** One labelled kit checkbox (Radix) of the ad group form, for a boolean or one item of a list. */
import { useId, type Ref } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

export interface CheckOptionProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  /** A name for assistive technology when the visible label is shorter ("Include" → "Include a.csv"). */
  ariaLabel?: string;
  disabled?: boolean;
  checkRef?: Ref<HTMLButtonElement>;
  /** Marks the box as the place of a list's error (the form footer's link goes to it). */
  invalid?: boolean;
  className?: string;
}

export function CheckOption({
  label,
  checked,
  onChange,
  id,
  ariaLabel,
  disabled,
  checkRef,
  invalid,
  className,
}: CheckOptionProps) {
  const generated = useId();
  const boxId = id ?? `check-${generated}`;
  return (
    <div className={cn('flex items-center gap-2 text-sm', className)}>
      <Checkbox
        id={boxId}
        ref={checkRef}
        checked={checked}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onCheckedChange={(next) => {
          onChange(next === true);
        }}
      />
      <label htmlFor={boxId}>{label}</label>
    </div>
  );
}
