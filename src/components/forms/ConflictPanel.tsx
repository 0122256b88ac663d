/**
 * NS-92: the panel at the top of a form whose save met a 412. It says who changed the entity when,
 * lists per field "yours" and "theirs", and offers three choices — Keep mine, Take theirs, Review
 * each field. It takes focus when it opens (a region named by its heading), so keyboard and screen
 * reader users land on it; nothing is sent until a choice is made.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RadioGroupField } from '@/components/ui/radio-group';
import { useTranslation } from '@/i18n/react';
import { choicesFor, type ConflictChoice, type ConflictChoices, type FieldConflict } from './conflict-rules';
import type { ConflictState } from './concurrency';

function defaultFormat(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value))
    return value.length === 0 ? undefined : value.map((item) => defaultFormat(item) ?? '').join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function ConflictPanel({ state, busy = false }: { state: ConflictState; busy?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const [choices, setChoices] = useState<ConflictChoices | undefined>(undefined);
  const { conflict } = state;

  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, [conflict]);

  const user = conflict.updateUser ?? t('adsmanager.CONFLICT_SOMEONE');
  const time =
    conflict.updateDateTime === undefined || Number.isNaN(Date.parse(conflict.updateDateTime))
      ? undefined
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(conflict.updateDateTime),
        );
  const shown = (field: FieldConflict, value: unknown) =>
    (state.format?.(field.path, value) ?? defaultFormat(value)) || t('adsmanager.CONFLICT_EMPTY');
  const labelOf = (field: FieldConflict) => state.label(field.path) ?? field.path;

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      data-testid="conflict-panel"
      className="grid gap-3 rounded-md border border-warning/40 bg-warning-subtle p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold text-warning">
        <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
        {t('adsmanager.CONFLICT_TITLE', { entity: conflict.entity })}
      </h2>
      <p id={`${id}-summary`} role="alert" className="text-foreground">
        {time === undefined
          ? t('adsmanager.CONFLICT_SUMMARY_NO_TIME', { user, entity: conflict.entity })
          : t('adsmanager.CONFLICT_SUMMARY', { user, entity: conflict.entity, time })}{' '}
        {t('adsmanager.CONFLICT_NOTHING_SAVED')}
      </p>
      {conflict.fields.length === 0 ? (
        <p className="text-foreground">{t('adsmanager.CONFLICT_NO_FIELDS')}</p>
      ) : choices === undefined ? (
        <div className="grid gap-2 text-foreground">
          <h3 className="font-medium">{t('adsmanager.CONFLICT_FIELDS')}</h3>
          <ul className="grid gap-2">
            {conflict.fields.map((field) => (
              <li
                key={field.path}
                aria-label={labelOf(field)}
                className="grid gap-1 rounded border border-border bg-background p-2 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3"
              >
                <span className="font-medium break-words">{labelOf(field)}</span>
                <span className="min-w-0 break-words">
                  <span className="text-muted-foreground">{t('adsmanager.CONFLICT_YOURS')}: </span>
                  {shown(field, field.yours)}
                </span>
                <span className="min-w-0 break-words">
                  <span className="text-muted-foreground">{t('adsmanager.CONFLICT_THEIRS')}: </span>
                  {shown(field, field.theirs)}
                </span>
                {!field.yoursChanged && (
                  <span className="text-xs text-muted-foreground sm:col-span-3">
                    {t('adsmanager.CONFLICT_ONLY_THEIRS')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="grid gap-3 text-foreground">
          {conflict.fields.map((field) => (
            <RadioGroupField<ConflictChoice>
              key={field.path}
              label={t('adsmanager.CONFLICT_CHOOSE', { field: labelOf(field) })}
              value={choices[field.path]}
              onValueChange={(value) => {
                setChoices({ ...choices, [field.path]: value });
              }}
              options={[
                { value: 'yours', label: `${t('adsmanager.CONFLICT_YOURS')}: ${shown(field, field.yours)}` },
                { value: 'theirs', label: `${t('adsmanager.CONFLICT_THEIRS')}: ${shown(field, field.theirs)}` },
              ]}
            />
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {choices === undefined ? (
          <>
            <Button type="button" disabled={busy} onClick={state.keepMine}>
              {t('adsmanager.CONFLICT_KEEP_MINE')}
            </Button>
            {conflict.fields.length > 0 && (
              <>
                <Button type="button" variant="outline" disabled={busy} onClick={state.takeTheirs}>
                  {t('adsmanager.CONFLICT_TAKE_THEIRS')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy}
                  onClick={() => {
                    setChoices(choicesFor(conflict.fields, 'keepMine'));
                  }}
                >
                  {t('adsmanager.CONFLICT_REVIEW')}
                </Button>
              </>
            )}
          </>
        ) : (
          <>
            <Button
              type="button"
              disabled={busy}
              onClick={() => {
                state.saveChoices(choices);
              }}
            >
              {t('adsmanager.CONFLICT_SAVE_CHOICES')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setChoices(undefined);
              }}
            >
              {t('adsmanager.CONFLICT_BACK')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
