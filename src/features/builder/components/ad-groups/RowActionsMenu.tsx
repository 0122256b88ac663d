/** The row menu of the review's ad group and ad tables: open, duplicate and delete (issue 28: one look for both). */
import { MoreHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export type RowAction = 'duplicate' | 'delete';

export interface RowActionsMenuProps {
  /** The trigger's accessible name ("Actions for …"). */
  label: string;
  labels: Readonly<Record<RowAction, string>>;
  /** An "Open…" item first, going to the row's page. */
  open?: { label: string; to: string };
  onAction: (kind: RowAction) => void;
}

export function RowActionsMenu({ label, labels, open, onAction }: RowActionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={label}>
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {open && (
          <DropdownMenuItem asChild>
            <Link to={open.to}>{open.label}</Link>
          </DropdownMenuItem>
        )}
        {(['duplicate', 'delete'] as const).map((kind) => (
          <DropdownMenuItem
            key={kind}
            onSelect={() => {
              onAction(kind);
            }}
          >
            {labels[kind]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
