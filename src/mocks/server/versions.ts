/**
 * NS-89: optimistic concurrency of the fake backend. A record of a versioned collection (a
 * campaign, ad group, ad, reward, plan or scheduled report) has a version the store moves on with
 * every write that changes it (db/store.ts); its reads and writes answer it as a strong ETag
 * (`"7"`), and a write sent with `If-Match` naming another version is refused with 412 before
 * anything is written (operations.ts runs the check inside the write's transaction).
 */
import type { Store } from '../db/store';
import type { Db, VersionedKind } from '../db/types';
import type { Session } from './backend';
import type { Versioned } from './operations';
import { badRequest, fail, problem } from './respond';

export const ETAG = 'ETag';
export const IF_MATCH = 'If-Match';

/** The If-Match header's limit (common/concurrency.yaml). */
const IF_MATCH_MAX = 255;

const NOUNS: Record<VersionedKind, string> = {
  campaigns: 'campaign',
  adGroups: 'ad group',
  ads: 'ad',
  rewards: 'reward',
  plans: 'plan',
  scheduledReports: 'scheduled report',
};

/** A version as a strong entity tag: `"7"`. */
export const etagOf = (version: number) => `"${version}"`;

/**
 * Whether an If-Match value matches the current tag (RFC 9110 §13.1.1): `*` matches any existing
 * version; otherwise one of its comma-separated tags must equal it by strong comparison (a weak
 * `W/"7"` never does).
 */
export function ifMatchHolds(ifMatch: string, current: string): boolean {
  const value = ifMatch.trim();
  if (value === '*') return true;
  return value.split(',').some((tag) => tag.trim() === current);
}

interface Stamped {
  updateUser?: unknown;
  updateDateTime?: unknown;
}

/** The 412 answer: the record's version now, and who changed it last and when. */
export function preconditionFailed(kind: VersionedKind, current: string, record: Stamped): Response {
  const user = typeof record.updateUser === 'string' ? record.updateUser : undefined;
  const when = typeof record.updateDateTime === 'string' ? record.updateDateTime : undefined;
  return problem({
    status: 412,
    code: 'PRECONDITION_FAILED',
    detail: `The ${NOUNS[kind]} was changed${user ? ` by ${user}` : ''} since you opened it`,
    currentVersion: current,
    updateUser: user,
    updateDateTime: when,
    headers: { [ETAG]: current },
  });
}

/**
 * Throws 412 when the record the operation writes is at another version than `ifMatch` names (400
 * for an empty or overlong header); nothing when it matches or there is no such record (the
 * handler answers its 404).
 */
export function checkIfMatch<P>(
  store: Pick<Store, 'version'>,
  version: Versioned<P>,
  context: { path: P; db: Db; session: Session },
  ifMatch: string,
): void {
  if (ifMatch.trim() === '' || ifMatch.length > IF_MATCH_MAX) {
    fail(badRequest(`${IF_MATCH}: must be an entity tag of 1 to ${IF_MATCH_MAX} characters, or *`, IF_MATCH));
  }
  const record = version.find(context);
  if (!record) return;
  const current = etagOf(store.version(version.kind, record));
  if (!ifMatchHolds(ifMatch, current)) fail(preconditionFailed(version.kind, current, record));
}
