/**
 * A list filter as a labelled select. With `allLabel` it offers an "All" choice first, which is
 * no filter (`undefined`).
 */
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { cn } from '@/lib/cn';

/** The value of the "All" choice (no filter). */
const ALL = 'all';

export interface FilterSelectProps {
  id: string;
  label: string;
  /** The chosen value; undefined is "All". */
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  /** Adds an "All" choice (no filter). */
  allLabel?: string;
  onChange: (value: string | undefined) => void;
  /** Classes of the trigger (its width). */
  className?: string;
}

export function FilterSelect({ id, label, value, options, allLabel, onChange, className }: FilterSelectProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => {
          onChange(allLabel !== undefined && next === ALL ? undefined : next);
        }}
      >
        <SelectTrigger id={id} className={cn('min-w-44', className)}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {allLabel !== undefined && <SelectItem value={ALL}>{allLabel}</SelectItem>}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
