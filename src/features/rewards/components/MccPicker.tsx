/**
 * The merchant category picker of the reward form (NS-78): a search box over all codes (a code
 * prefix, or text of the code or name) whose matches open in a Radix popover as a multi-select
 * list, the chosen codes as removable chips, and the presets airlines, hotels and none (MCC-010).
 * Keyboard: type, ArrowDown/ArrowUp through the matches, Enter adds or removes one, Escape closes.
 */
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { ChipList } from '@/components/ui/chip-picker';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import type { MccPreset } from '@/lib/mcc/mcc-reference';
import { useMccReference } from '../mcc/use-mcc-reference';

const PRESETS: readonly MccPreset[] = ['airlines', 'hotels', 'none'];

export interface MccPickerProps {
  id: string;
  value: readonly number[];
  onChange: (codes: number[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  disabled?: boolean;
}

export function MccPicker({ id, value, onChange, onBlur, inputRef, error, disabled = false }: MccPickerProps) {
  const { t } = useTranslation();
  const state = useMccReference();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const errorId = `${id}-error`;
  const selected = useMemo(() => new Set(value), [value]);
  const reference = state.status === 'ready' ? state.reference : undefined;
  const { matches, total } = useMemo(
    () => reference?.search.search(query) ?? { matches: [], total: 0 },
    [reference, query],
  );
  const nameOf = (code: number) => reference?.search.byCode(code)?.displayName ?? String(code).padStart(4, '0');
  // The popover opens with the search box focused, so a keystroke only fills in its list.
  const shown = open && reference !== undefined;
  const searching = query.trim() !== '';

  const toggle = (code: number) => {
    onChange(selected.has(code) ? value.filter((other) => other !== code) : [...value, code].sort((a, b) => a - b));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (matches.length === 0 ? 0 : (index + step + matches.length) % matches.length));
    } else if (event.key === 'Enter') {
      // Enter chooses in the list; it never submits the ad form from here.
      event.preventDefault();
      const option = shown ? matches[active] : undefined;
      if (option) toggle(option.mcc);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? errorId : undefined}
      className="grid gap-2"
    >
      <span id={`${id}-label`} className="text-sm font-medium">
        {t('adsmanager.MCC_FIELD')}
      </span>
      <div role="group" aria-label={t('adsmanager.MCC_PRESETS')} className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || reference === undefined}
            onClick={() => {
              onChange(reference?.presetCodes(preset) ?? []);
            }}
          >
            {t(`adsmanager.MCC_PRESET_${preset}`)}
          </Button>
        ))}
      </div>
      <Popover open={shown} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
          <Input
            id={id}
            ref={inputRef}
            role="combobox"
            aria-label={t('adsmanager.MCC_SEARCH')}
            aria-expanded={shown}
            aria-controls={shown ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={shown && matches[active] ? `${listId}-${String(matches[active].mcc)}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            aria-busy={state.status === 'loading'}
            placeholder={t('adsmanager.MCC_SEARCH_PLACEHOLDER')}
            autoComplete="off"
            value={query}
            disabled={disabled}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setOpen(true);
            }}
            onBlur={() => {
              setOpen(false);
              onBlur?.();
            }}
          />
        </PopoverAnchor>
        <PopoverContent
          aria-label={t('adsmanager.MCC_FIELD')}
          align="start"
          className="max-h-80 w-[min(32rem,90vw)] overflow-y-auto p-1"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
          }}
          onInteractOutside={(event) => {
            // Typing goes on in the search box, which is outside the popover.
            if (event.target instanceof Node && document.getElementById(id)?.contains(event.target))
              event.preventDefault();
          }}
        >
          <div id={listId} role="listbox" aria-multiselectable="true" aria-label={t('adsmanager.MCC_RESULTS')}>
            {matches.map((option, index) => (
              <div
                key={option.mcc}
                id={`${listId}-${String(option.mcc)}`}
                role="option"
                tabIndex={-1}
                aria-selected={selected.has(option.mcc)}
                className={cn(
                  'cursor-pointer rounded-sm px-2 py-1 text-sm',
                  index === active && 'bg-accent text-accent-foreground',
                  selected.has(option.mcc) && 'font-medium',
                )}
                onMouseDown={(event) => {
                  event.preventDefault();
                }}
                onClick={() => {
                  setActive(index);
                  toggle(option.mcc);
                }}
                onKeyDown={(event) => {
                  // Focus stays in the search box (aria-activedescendant); an option focused by a pointer still answers keys.
                  if (event.key === 'Enter' || event.key === ' ') toggle(option.mcc);
                }}
              >
                <span aria-hidden="true" className="inline-block w-5">
                  {selected.has(option.mcc) ? '✓' : ''}
                </span>
                {option.displayName}
              </div>
            ))}
          </div>
          {!searching && (
            <p className="px-2 py-1 text-sm text-muted-foreground">{t('adsmanager.MCC_TYPE_TO_SEARCH')}</p>
          )}
          {searching && total === 0 && (
            <p role="status" className="px-2 py-1 text-sm text-muted-foreground">
              {t('adsmanager.MCC_NO_MATCH', { query: query.trim() })}
            </p>
          )}
          {total > matches.length && (
            <p className="px-2 py-1 text-sm text-muted-foreground">
              {t('adsmanager.MCC_MORE_MATCHES', { count: total - matches.length })}
            </p>
          )}
        </PopoverContent>
      </Popover>
      {state.status === 'loading' && <p className="text-sm text-muted-foreground">{t('adsmanager.MCC_LOADING')}</p>}
      {state.status === 'failed' && (
        <LoadError
          title={t('adsmanager.MCC_LOAD_FAILED')}
          retryLabel={t('adsmanager.MCC_RETRY')}
          onRetry={state.retry}
        />
      )}
      <div className="flex items-center gap-2 text-sm">
        <span>{t('adsmanager.MCC_SELECTED', { count: value.length })}</span>
        {value.length > 0 && (
          <Button
            type="button"
            variant="link"
            size="sm"
            disabled={disabled}
            onClick={() => {
              onChange([]);
            }}
          >
            {t('adsmanager.MCC_CLEAR_ALL')}
          </Button>
        )}
      </div>
      <ChipList
        label={t('adsmanager.MCC_FIELD')}
        value={value}
        nameOf={nameOf}
        removeLabel={(name) => t('adsmanager.MCC_REMOVE', { name })}
        disabled={disabled}
        onRemove={toggle}
      />
      <p id={errorId} aria-live="polite" className="text-sm text-destructive">
        {error}
      </p>
    </div>
  );
}
