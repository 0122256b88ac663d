/**
 * A filter or column choice: a disclosure button naming what is chosen, opening a panel of
 * checkboxes (grouped, optionally searchable) with a way to clear. Native elements (details,
 * checkbox): keyboard paths for free, and no popup library on the first screen. Escape and a click
 * outside close it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  /** Shown after the label (e.g. "required by the breakdown"). */
  note?: string;
  /** Checked and not changeable. */
  locked?: boolean;
  group?: string;
}

export interface ChoiceListProps<T extends string | number> {
  /** The panel's accessible name (its legend). */
  label: string;
  /** The button's text: what is chosen now. */
  summary: string;
  choices: readonly Choice<T>[];
  selected: readonly T[];
  /**
   * A change as a function of the choice: the caller applies it to the choice it last asked for,
   * which a click during a slow render may not see yet (use-list-state.ts).
   */
  onChange: (update: (selected: readonly T[]) => T[]) => void;
  /** Shows a search box filtering the choices by label. */
  searchLabel?: string;
  clearLabel?: string;
  emptyText?: string;
  /** Called once when the panel first opens (to load the choices). */
  onOpen?: () => void;
  /** Above the choices (a column set picker). */
  header?: ReactNode;
  /** Instead of the choices (a loading or error text). */
  status?: ReactNode;
  /** Below the choices (the column order). */
  footer?: ReactNode;
}

export function ChoiceList<T extends string | number>({
  label,
  summary,
  choices,
  selected,
  onChange,
  searchLabel,
  clearLabel,
  emptyText,
  onOpen,
  header,
  status,
  footer,
}: ChoiceListProps<T>) {
  const id = useId();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && ref.current?.contains(event.target as Node)) return;
      if (ref.current) ref.current.open = false;
      if (event instanceof KeyboardEvent) ref.current?.querySelector('summary')?.focus();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const needle = search.trim().toLocaleLowerCase();
  const shown = needle === '' ? choices : choices.filter((choice) => choice.label.toLocaleLowerCase().includes(needle));
  const groups = [...new Set(shown.map((choice) => choice.group ?? ''))];
  const chosen = new Set(selected);
  const toggle = (value: T, on: boolean) => {
    onChange((current) =>
      on ? [...new Set([...current, value])] : current.filter((candidate) => candidate !== value),
    );
  };

  return (
    <details
      ref={ref}
      className="relative"
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (isOpen) onOpen?.();
      }}
    >
      <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-1 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        {/* A long name list is cut with an ellipsis; the whole text stays in the title. */}
        <span className="max-w-56 truncate" title={summary}>
          {summary}
        </span>
        <span aria-hidden="true">▾</span>
      </summary>
      {open && (
        <div
          role="group"
          aria-label={label}
          className="absolute z-30 mt-1 grid max-h-96 w-80 gap-2 overflow-auto rounded-md border bg-popover p-3 text-sm shadow-md"
        >
          {header}
          {searchLabel && (
            <input
              type="search"
              aria-label={searchLabel}
              placeholder={searchLabel}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
              }}
              className="h-8 rounded-md border border-input px-2"
            />
          )}
          {status ??
            (shown.length === 0 ? (
              <p className="text-muted-foreground">{emptyText}</p>
            ) : (
              groups.map((group) => (
                <div key={group} role="group" aria-label={group || label} className="grid gap-1">
                  {group && <p className="text-xs font-semibold text-muted-foreground uppercase">{group}</p>}
                  {shown
                    .filter((choice) => (choice.group ?? '') === group)
                    .map((choice) => {
                      const inputId = `${id}-${String(choice.value)}`;
                      return (
                        <label key={inputId} htmlFor={inputId} className="flex items-center gap-2">
                          {/* Native, not the Radix Checkbox: the report's first screen has no room for it. */}
                          <input
                            id={inputId}
                            type="checkbox"
                            checked={choice.locked === true || chosen.has(choice.value)}
                            disabled={choice.locked}
                            onChange={(event) => {
                              toggle(choice.value, event.target.checked);
                            }}
                            className="size-4 accent-primary"
                          />
                          <span className={cn(choice.locked && 'text-muted-foreground')}>
                            {choice.label}
                            {choice.note && <span className="ml-1 text-xs text-muted-foreground">({choice.note})</span>}
                          </span>
                        </label>
                      );
                    })}
                </div>
              ))
            ))}
          {clearLabel && selected.length > 0 && (
            <button
              type="button"
              onClick={() => {
                onChange(() => []);
              }}
              className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {clearLabel}
            </button>
          )}
          {footer}
        </div>
      )}
    </details>
  );
}
