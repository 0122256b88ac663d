/**
 * Repeated rows of a form (the projection request's merchants and segments, an ad's beacons): a named
 * group with its help and error, one fieldset per row with its remove button, and an add button.
 */
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface RowListProps {
  /** Prefix of the element ids. */
  id: string;
  label: string;
  help: string;
  /** The error of the list as a whole. */
  error: string | undefined;
  /** The rows' stable keys (useFieldArray's `fields[].id`). */
  rowKeys: readonly string[];
  /** Grid columns of a row (fields, then the remove button). */
  rowColumns: string;
  rowLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderRow: (index: number) => ReactNode;
}

export function RowList({
  id,
  label,
  help,
  error,
  rowKeys,
  rowColumns,
  rowLabel,
  removeLabel,
  addLabel,
  onAdd,
  onRemove,
  renderRow,
}: RowListProps) {
  return (
    <div className="grid gap-3" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
      <div>
        <p id={`${id}-label`} className="text-sm font-medium">
          {label}
        </p>
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {help}
        </p>
        {error !== undefined && <p className="text-sm font-medium text-destructive">{error}</p>}
      </div>
      {rowKeys.map((key, index) => (
        <fieldset key={key} className={`grid gap-3 rounded-md border p-3 sm:items-start ${rowColumns}`}>
          <legend className="sr-only">{rowLabel(index + 1)}</legend>
          {renderRow(index)}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="sm:mt-6"
            aria-label={removeLabel(index + 1)}
            onClick={() => {
              onRemove(index);
            }}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </fieldset>
      ))}
      <Button type="button" variant="outline" className="w-fit" onClick={onAdd}>
        <PlusIcon aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}
