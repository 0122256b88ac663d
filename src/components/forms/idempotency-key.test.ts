import { createIdempotencyKeys, idempotencyHeaders, newIdempotencyKey } from './idempotency-key';

function counter() {
  let n = 0;
  return () => `key-${String(++n)}`;
}

describe('idempotent creates: one key per intended create', () => {
  it('a retry of the same body sends the same key, whatever the order of its members', () => {
    const keys = createIdempotencyKeys(counter());
    const first = keys.keyFor({ name: 'Spring', budget: 100 });
    expect(keys.keyFor({ budget: 100, name: 'Spring' })).toBe(first);
    expect(idempotencyHeaders(first)).toEqual({ 'Idempotency-Key': 'key-1' });
  });

  it('a changed body is another create and gets a new key (same key + other body would be 422)', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor({ name: 'Spring', lines: [1, 2] })).toBe('key-1');
    expect(keys.keyFor({ name: 'Spring', lines: [2, 1] })).toBe('key-2');
    expect(keys.keyFor({ name: 'Spring', lines: [2, 1] })).toBe('key-2');
  });

  it('after a success the next create of the same body gets a new key', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor(undefined)).toBe('key-1');
    keys.succeeded();
    expect(keys.keyFor(undefined)).toBe('key-2');
  });

  it('new keys are distinct UUIDs (one per copy of a duplicate)', () => {
    const made = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(made.size).toBe(20);
    for (const key of made)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
