/**
 * The opportunity lookup by IO number (NS-71), around the generated ads-manager call: the answer is
 * mapped to the app's shape here, and of several matches the best one is used (NS-73).
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getListOpportunitiesQueryKey, listOpportunities } from '@generated/ads-manager/ads-manager';
import { bestOpportunity, mapOpportunity, type Opportunity } from './opportunity-rules';

/** The opportunities of an IO number as the server sends them; the screen shows a failure where it asked. */
export function opportunitiesQueryOptions(accountId: number, ioNumber: string) {
  const params = { ioNumber };
  return queryOptions({
    queryKey: getListOpportunitiesQueryKey(accountId, params),
    queryFn: ({ signal }) => listOpportunities(accountId, params, { signal }),
    meta: { suppressErrorToast: true },
  });
}

/**
 * Looks an IO number up when the user asks: the opportunity to prefill from, or undefined when
 * none matches. A failed call rejects with the transport's error.
 */
export function useOpportunityLookup(accountId: number): (ioNumber: string) => Promise<Opportunity | undefined> {
  const queryClient = useQueryClient();
  return useCallback(
    async (ioNumber) => {
      const opportunities = await queryClient.query({
        ...opportunitiesQueryOptions(accountId, ioNumber),
        // PROJ-011: mapped here, once, for every screen that looks one up.
        select: (answer) => answer.data.map(mapOpportunity),
      });
      return bestOpportunity(opportunities);
    },
    [accountId, queryClient],
  );
}
