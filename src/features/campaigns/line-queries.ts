/**
 * CAMP-005: the account's lines the signed-in user may see, and whether there is one (the create
 * entry). Its own module: the performance report, the first account screen, reads the lines too,
 * and importing ./queries would bring the campaign list's bulk work along (docs/benchmarks.md,
 * routes).
 */
import { useMemo } from 'react';
import { useAccess } from '@/access';
import { useListLines } from '@generated/campaign-build/campaign-build';
import type { Line } from '@generated/campaign-build/model';
import { lineStatusesFor, visibleLines, type AccountLines } from './lines';

const NO_LINES: Line[] = [];

/** CAMP-005: the account's lines the signed-in user may see. */
export function useAccountLines(accountId: number, { enabled = true }: { enabled?: boolean } = {}): AccountLines {
  const { isInternal } = useAccess();
  const query = useListLines(accountId, { status: lineStatusesFor(isInternal) }, { query: { enabled } });
  const data = query.data?.data;
  const lines = useMemo(() => (data ? visibleLines(data, isInternal) : NO_LINES), [data, isInternal]);
  return { lines, isPending: enabled && query.isPending, error: query.error, refetch: query.refetch };
}

/**
 * Whether the account has a line the user may see (the create entry, CAMP-005). A failed read only
 * leaves the entry out (the create page says what is wrong), so no toast.
 */
export function useHasVisibleLines(accountId: number, isInternal: boolean, enabled: boolean): boolean {
  const lines = useListLines(
    accountId,
    { status: ['ACTIVE', 'DRAFT'] },
    {
      query: {
        enabled,
        meta: { suppressErrorToast: true },
        select: (answer) => visibleLines(answer.data, isInternal).length > 0,
      },
    },
  );
  return lines.data === true;
}
