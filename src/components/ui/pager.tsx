/**
 * Paging under a server-paged table: a status line (totals, page n of m), first / previous / next
 * / last buttons and, when given, the page-size choice. Texts come from the screen.
 */
import { ChevronFirstIcon, ChevronLastIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface PagerProps {
  /** The navigation landmark's name, e.g. "Account pages". */
  label: string;
  /** Announced politely when it changes. */
  status: ReactNode;
  pageIndex: number;
  pageCount: number;
  onPage: (pageIndex: number) => void;
  buttonLabels: { first: string; previous: string; next: string; last: string };
  pageSize?: {
    id: string;
    label: string;
    value: number;
    options: readonly { value: number; label: string }[];
    onChange: (size: number) => void;
  };
}

export function Pager({ label, status, pageIndex, pageCount, onPage, buttonLabels, pageSize }: PagerProps) {
  const canPrevious = pageIndex > 0;
  const canNext = pageIndex + 1 < pageCount;
  const buttons = [
    { label: buttonLabels.first, enabled: canPrevious, to: 0, icon: <ChevronFirstIcon aria-hidden="true" /> },
    {
      label: buttonLabels.previous,
      enabled: canPrevious,
      to: pageIndex - 1,
      icon: <ChevronLeftIcon aria-hidden="true" />,
    },
    { label: buttonLabels.next, enabled: canNext, to: pageIndex + 1, icon: <ChevronRightIcon aria-hidden="true" /> },
    { label: buttonLabels.last, enabled: canNext, to: pageCount - 1, icon: <ChevronLastIcon aria-hidden="true" /> },
  ];
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4 text-sm">
      <p role="status">{status}</p>
      <div className="flex items-center gap-1">
        {buttons.map((button) => (
          <Button
            key={button.label}
            variant="outline"
            size="icon"
            aria-label={button.label}
            title={button.label}
            disabled={!button.enabled}
            onClick={() => {
              onPage(button.to);
            }}
          >
            {button.icon}
          </Button>
        ))}
      </div>
      {pageSize && (
        <div className="flex items-center gap-2">
          <Label htmlFor={pageSize.id}>{pageSize.label}</Label>
          <Select
            value={String(pageSize.value)}
            onValueChange={(value) => {
              pageSize.onChange(Number(value));
            }}
          >
            <SelectTrigger id={pageSize.id} size="sm">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pageSize.options.map((option) => (
                <SelectItem key={option.value} value={String(option.value)}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
    </nav>
  );
}
