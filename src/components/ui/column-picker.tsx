/**
 * The "Columns" menu of a list: a checkbox per column the user may show or hide (the menu stays
 * open to pick several) and a reset to the list's default columns.
 */
import { Columns3Icon } from 'lucide-react';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

export interface ColumnPickerProps<TColumnId extends string> {
  /** Every column the user may show or hide, in display order, with its name. */
  columns: readonly { id: TColumnId; label: string }[];
  visible: readonly TColumnId[];
  defaults: readonly TColumnId[];
  onChange: (visible: TColumnId[]) => void;
  labels: { button: string; menu: string; reset: string };
}

export function ColumnPicker<TColumnId extends string>({
  columns,
  visible,
  defaults,
  onChange,
  labels,
}: ColumnPickerProps<TColumnId>) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3Icon aria-hidden="true" />
          {labels.button}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{labels.menu}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns.map(({ id, label }) => (
          <DropdownMenuCheckboxItem
            key={id}
            checked={visible.includes(id)}
            onSelect={(event) => {
              // Keep the menu open to pick several columns.
              event.preventDefault();
            }}
            onCheckedChange={(checked) => {
              onChange(checked ? [...visible, id] : visible.filter((shown) => shown !== id));
            }}
          >
            {label}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            onChange([...defaults]);
          }}
        >
          {labels.reset}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
