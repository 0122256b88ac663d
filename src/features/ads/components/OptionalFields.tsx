/**
 * Optional fields of the ad form behind "+ Add …" (issue 24 §2): each shown once added or when it
 * holds a value, with a remove button that clears it and hides it again. The add buttons of the
 * hidden ones sit in one row; adding moves focus to the new field, removing to its add button.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PlusIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';

export interface OptionalField {
  key: string;
  /** The field's name as a person reads it ("Pre-message", "Link 1"). */
  label: string;
  /** It holds a value: shown. */
  held: boolean;
  /** The id of the control to focus once added. */
  focusId: string;
  render: () => ReactNode;
  /** Empties the field (on remove). */
  clear: () => void;
}

export function OptionalFields({ fields, disabled }: { fields: readonly OptionalField[]; disabled: boolean }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<ReadonlySet<string>>(
    () => new Set(fields.filter((field) => field.held).map((field) => field.key)),
  );
  // The control to focus once the add or remove has rendered.
  const focus = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (focus.current === undefined) return;
    document.getElementById(focus.current)?.focus();
    focus.current = undefined;
  });
  const shown = (field: OptionalField) => field.held || added.has(field.key);
  const hidden = fields.filter((field) => !shown(field));
  const addId = (key: string) => `add-${key}`;

  return (
    <>
      {fields.filter(shown).map((field) => (
        <div key={field.key} data-optional={field.key} className="relative grid min-w-0 gap-2">
          {field.render()}
          {!disabled && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="absolute -top-1 right-0 h-7 gap-1 px-2 text-xs text-muted-foreground"
              aria-label={t('adsmanager.AD_REMOVE_OPTIONAL', { name: field.label })}
              onClick={() => {
                field.clear();
                setAdded((was) => new Set([...was].filter((key) => key !== field.key)));
                focus.current = addId(field.key);
              }}
            >
              <XIcon aria-hidden="true" className="size-3.5" />
              {t('adsmanager.AD_REMOVE_OPTIONAL', { name: '' }).trim()}
            </Button>
          )}
        </div>
      ))}
      {hidden.length > 0 && !disabled && (
        <div className="flex flex-wrap gap-2">
          {hidden.map((field) => (
            <Button
              key={field.key}
              id={addId(field.key)}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setAdded((was) => new Set([...was, field.key]));
                focus.current = field.focusId;
              }}
            >
              <PlusIcon aria-hidden="true" className="size-4" />
              {t('adsmanager.AD_ADD_OPTIONAL', { name: field.label })}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}
