/**
 * A read that needs an id the screen may not have yet — a new record, a route id that is not one,
 * an id that another read has not answered — is held by react-query's `skipToken` until the id is
 * known: nothing is sent, no `enabled` can be forgotten or overridden, and `refetch()` cannot send
 * it either. The generated hooks and key builders take a number, so a held read is keyed by id 0,
 * which no record has and which, its queryFn being `skipToken`, is never asked for.
 *
 *   const group = idRead(adGroupId);
 *   useGetAdGroup(accountId, group.id, { query: { ...group.hold, meta } });
 *   useQuery({ ...planQueryOptions(accountId, plan.id), ...plan.hold });
 */
import { skipToken, type SkipToken } from '@tanstack/react-query';

/** The id no record has: the key of a held read. */
const HELD_ID = 0;

export interface IdRead {
  /** The id to build the read with (HELD_ID while it is missing). */
  id: number;
  /** Spread into the read's options, after the generated ones: `skipToken` while the id is missing. */
  hold: { queryFn?: SkipToken };
}

export function idRead(id: number | null | undefined): IdRead {
  return id === null || id === undefined ? { id: HELD_ID, hold: { queryFn: skipToken } } : { id, hold: {} };
}
