/**
 * Idempotent creates (IETF httpapi draft "The Idempotency-Key HTTP Header Field";
 * `openapi/common/idempotency.yaml`): every create sends an `Idempotency-Key`, one per intended
 * create, and sends the same key again on every retry of that create. The server keeps key → first
 * answer, so a retry after a lost answer replays the first answer instead of creating twice.
 *
 * When a key is renewed (decided here, for every form):
 *   - after a success: the create happened, a further create is a new intention;
 *   - when the body changes: the draft says the same key with another body is an error (422
 *     IDEMPOTENCY_KEY_REUSED), so a changed body is a new intended create with a new key.
 * Any failure (a dropped connection, a timeout, a 5xx, a 400) keeps the key: the same body sent
 * again is the same create (the server keeps only successful answers, so a retry after a refusal is
 * processed afresh).
 */
import { useState } from 'react';

/** The header a create carries. */
export type IdempotencyHeaders = { 'Idempotency-Key': string };

/** A new key for one intended create (a duplicate of N copies makes N: one per copy). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The header of a create with `key`. */
export function idempotencyHeaders(key: string): IdempotencyHeaders {
  return { 'Idempotency-Key': key };
}

/** The keys of one form's creates: the same key for the same body until a success. */
export interface IdempotencyKeys {
  /** The key of the create of `body`: the previous one while the body is unchanged, else a new one. */
  keyFor(body: unknown): string;
  /** The create succeeded: the next create gets a new key. */
  succeeded(): void;
}

/**
 * A body as the transport sends it (`JSON.stringify`, as the generated client does): the server
 * fingerprints the bytes, so a retry is a retry only when they are the same.
 */
function bodyText(body: unknown): string {
  return body === undefined ? '' : JSON.stringify(body);
}

/** Sends the create of `body` with its key (the same on a retry of the same body); a success renews it. */
export async function sendCreate<Answer>(
  keys: IdempotencyKeys,
  body: unknown,
  send: (headers: IdempotencyHeaders) => Promise<Answer>,
): Promise<Answer> {
  const answer = await send(idempotencyHeaders(keys.keyFor(body)));
  keys.succeeded();
  return answer;
}

/** The key logic outside React (tests, bulk work); `useIdempotencyKey` keeps one per component. */
export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let current: { key: string; body: string } | undefined;
  return {
    keyFor(body) {
      const text = bodyText(body);
      if (current?.body !== text) current = { key: newKey(), body: text };
      return current.key;
    },
    succeeded() {
      current = undefined;
    },
  };
}

/** One form's create keys, kept for the life of the component (its retries share a key). */
export function useIdempotencyKey(): IdempotencyKeys {
  const [keys] = useState(createIdempotencyKeys);
  return keys;
}
