/** The row menu of the review's ad group and ad tables: duplicate and delete (issue 28: one look for both). */
import { MoreHorizontal } from 'lucide-react';
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
  onAction: (kind: RowAction) => void;
}

export function RowActionsMenu({ label, labels, onAction }: RowActionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={label}>
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
