import type * as React from 'react';
import { cn } from '@/lib/cn';

/** The colours a status may take; each status of every entity maps to exactly one (STATUS_TONES). */
export type StatusTone = 'positive' | 'progress' | 'attention' | 'negative' | 'neutral' | 'draft';

const TONE_CLASS: Record<StatusTone, string> = {
  positive: 'border-success/30 bg-success-subtle text-success',
  progress: 'border-info/30 bg-info-subtle text-info',
  attention: 'border-warning/30 bg-warning-subtle text-warning',
  negative: 'border-destructive/30 bg-destructive-subtle text-destructive',
  neutral: 'border-border bg-muted text-muted-foreground',
  draft: 'border-dashed border-input bg-background text-foreground',
};

/**
 * One colour per status, across campaigns, ad groups, ads, lines, plans, projections, TVC requests,
 * bank approvals, users, accounts, scheduled reports and redemption uploads. Keys are the statuses
 * as the APIs spell them, compared without case, spaces or underscores.
 */
const STATUS_TONES: Record<string, StatusTone> = {
  // Running, done, accepted.
  active: 'positive',
  approved: 'positive',
  accepted: 'positive',
  success: 'positive',
  finished: 'positive',
  completed: 'positive',
  fixed: 'positive',
  // On its way.
  scheduled: 'progress',
  inreview: 'progress',
  forreview: 'progress',
  pending: 'progress',
  processing: 'progress',
  submitted: 'progress',
  inprogress: 'progress',
  resubmitted: 'progress',
  // Needs someone to look.
  flagged: 'attention',
  forreviewunackd: 'attention',
  resubmittedunackd: 'attention',
  awaitingpricingupdate: 'attention',
  datainsufficient: 'attention',
  paused: 'attention',
  // Refused or broken.
  rejected: 'negative',
  failed: 'negative',
  failure: 'negative',
  // Not running.
  inactive: 'neutral',
  cancelled: 'neutral',
  removed: 'neutral',
  deleted: 'neutral',
  // Not finished yet.
  draft: 'draft',
};

/** The tone of a status as an API spells it ('InReview', 'awaiting_pricing_update', 'Data Insufficient'). */
export function statusTone(status: string): StatusTone {
  return STATUS_TONES[status.toLowerCase().replace(/[\s_-]/g, '')] ?? 'neutral';
}

export interface StatusBadgeProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** The status as the API spells it; picks the colour. */
  status: string;
  /** The translated name of the status. */
  children: React.ReactNode;
}

/** A status as a small pill: the one look of every status in the app (text, not colour alone, carries it). */
export function StatusBadge({ status, className, ...props }: StatusBadgeProps) {
  const tone = statusTone(status);
  return (
    <span
      data-slot="status-badge"
      data-status={status}
      data-tone={tone}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE_CLASS[tone],
        className,
      )}
      {...props}
    />
  );
}
