import * as React from 'react';
import { CheckIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

export interface ChipOption<V extends string | number> {
  value: V;
  label: string;
}

export interface ChipPickerProps<V extends string | number> {
  /** The search box's id (its label points at it; `${id}-error` and `${id}-description` are its texts). */
  id: string;
  /** The visible label of the search box; the chips list is named by it too. */
  label: string;
  options: readonly ChipOption<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  placeholder?: string;
  description?: React.ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  /** "3 selected". */
  selectedText: (count: number) => string;
  /** A chip's remove button: "Remove Acme Fuel – all stores". */
  removeLabel: (label: string) => string;
  /** Said in the list when nothing matches what was typed. */
  noMatchText: string;
  /** A button that removes every chip (shown with two or more). */
  clearLabel?: string;
  /** The name of a chosen value that is not among the options (e.g. not loaded); default its value. */
  labelOf?: (value: V) => string;
}

/** Every word typed is somewhere in the label, in any case. */
function matches(label: string, query: string): boolean {
  const text = label.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * A searchable multi-select with chips, for a long list (the ~90 merchant segments of an ad
 * group) instead of a wall of checkboxes: type to filter, pick from the list that opens under the
 * box, see the choice as chips with remove buttons and "n selected".
 * Keyboard: ArrowDown / ArrowUp move through the list (focus stays in the box:
 * aria-activedescendant), Enter picks or unpicks, Escape closes, Backspace in an empty box
 * removes the last chip; each chip's remove button is in the tab order.
 */
export function ChipPicker<V extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  placeholder,
  description,
  error,
  disabled = false,
  selectedText,
  removeLabel,
  noMatchText,
  clearLabel,
  labelOf,
}: ChipPickerProps<V>) {
  const [query, setQuery] = React.useState('');
  const [open, setOpen] = React.useState(false);
  // The option the arrows have reached (-1: none yet).
  const [active, setActive] = React.useState(-1);
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const selected = React.useMemo(() => new Set<V>(value), [value]);
  const shownOptions = React.useMemo(() => options.filter((option) => matches(option.label, query)), [options, query]);
  const nameOf = (chosen: V) =>
    options.find((option) => option.value === chosen)?.label ?? labelOf?.(chosen) ?? String(chosen);
  const shown = open && !disabled;
  const activeOption = shown ? shownOptions[active] : undefined;
  const optionId = (index: number) => `${listId}-${String(index)}`;
  const hasError = error !== undefined && error !== '';

  React.useEffect(() => {
    if (shown) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from the stable list id
  }, [active, shown]);

  const toggle = (option: V) => {
    onChange(selected.has(option) ? value.filter((other) => other !== option) : [...value, option]);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) =>
        shownOptions.length === 0 ? 0 : (index + step + shownOptions.length) % shownOptions.length,
      );
    } else if (event.key === 'Enter') {
      // Enter picks in the list; it never submits the form from here.
      event.preventDefault();
      if (activeOption) toggle(activeOption.value);
      else setOpen(true);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const describedBy =
    [description ? descriptionId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="chip-picker" data-invalid={hasError || undefined} className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Label htmlFor={id} className={cn(hasError && 'text-destructive')}>
          {label}
        </Label>
        <span className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          {selectedText(value.length)}
          {clearLabel !== undefined && value.length > 1 && (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              disabled={disabled}
              onClick={() => {
                onChange([]);
              }}
            >
              {clearLabel}
            </Button>
          )}
        </span>
      </div>
      <Popover open={shown} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
          <Input
            id={id}
            ref={inputRef}
            type="text"
            role="combobox"
            aria-expanded={shown}
            aria-controls={shown ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            aria-invalid={hasError || undefined}
            aria-describedby={describedBy}
            placeholder={placeholder}
            autoComplete="off"
            value={query}
            disabled={disabled}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setOpen(true);
            }}
            onClick={() => {
              setOpen(true);
            }}
            onBlur={() => {
              setOpen(false);
              onBlur?.();
            }}
          />
        </PopoverAnchor>
        <PopoverContent
          align="start"
          className="max-h-72 w-(--radix-popover-trigger-width) min-w-[min(20rem,90vw)] overflow-y-auto p-1"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
          }}
          onInteractOutside={(event) => {
            // Typing goes on in the search box, which is outside the popover.
            if (event.target instanceof Node && document.getElementById(id)?.contains(event.target))
              event.preventDefault();
          }}
        >
          <div id={listId} role="listbox" aria-multiselectable="true" aria-label={label}>
            {shownOptions.map((option, index) => {
              const on = selected.has(option.value);
              return (
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={on}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                    index === active && 'bg-accent text-accent-foreground',
                  )}
                  onMouseDown={(event) => {
                    // Keeps the focus (and the open list) in the search box.
                    event.preventDefault();
                  }}
                  onMouseMove={() => {
                    if (index !== active) setActive(index);
                  }}
                  onClick={() => {
                    setActive(index);
                    toggle(option.value);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') toggle(option.value);
                  }}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input',
                      on && 'border-primary bg-primary text-primary-foreground',
                    )}
                  >
                    {on && <CheckIcon className="size-3.5" />}
                  </span>
                  {option.label}
                </div>
              );
            })}
          </div>
          {shownOptions.length === 0 && (
            <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">
              {noMatchText}
            </p>
          )}
        </PopoverContent>
      </Popover>
      {description !== undefined && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <ChipList
        label={label}
        value={value}
        nameOf={nameOf}
        removeLabel={removeLabel}
        disabled={disabled}
        onRemove={(chosen) => {
          toggle(chosen);
        }}
      />
      <p id={errorId} aria-live="polite" className={cn('text-sm font-medium text-destructive', !hasError && 'sr-only')}>
        {hasError ? error : null}
      </p>
    </div>
  );
}

export interface ChipListProps<V extends string | number> {
  /** Names the list (the picker's label). */
  label: string;
  value: readonly V[];
  /** A chip's text. */
  nameOf: (value: V) => string;
  /** A chip's remove button: "Remove Acme Fuel – all stores". */
  removeLabel: (name: string) => string;
  onRemove: (value: V) => void;
  disabled?: boolean;
}

/** The chosen values as removable chips (a list named by the picker; each remove button is in the tab order). */
export function ChipList<V extends string | number>({
  label,
  value,
  nameOf,
  removeLabel,
  onRemove,
  disabled = false,
}: ChipListProps<V>) {
  if (value.length === 0) return null;
  return (
    <ul aria-label={label} data-slot="chip-list" className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto">
      {value.map((chosen) => {
        const name = nameOf(chosen);
        return (
          <li
            key={chosen}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-0.5 pl-2.5 text-xs text-secondary-foreground"
          >
            <span className="truncate">{name}</span>
            <button
              type="button"
              className="inline-flex size-5 shrink-0 items-center justify-center rounded-full hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-label={removeLabel(name)}
              disabled={disabled}
              onClick={() => {
                onRemove(chosen);
              }}
            >
              <XIcon aria-hidden="true" className="size-3" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
