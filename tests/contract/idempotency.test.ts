// @vitest-environment node
/**
 * Idempotent creates (openapi/common/idempotency.yaml): every create of the specs takes a required
 * Idempotency-Key and documents the 422 IDEMPOTENCY_KEY_REUSED, and the fake backend keeps that
 * promise for every one of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerformanceRows, createSeed } from '../../src/mocks/seed';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_REPLAYED } from '../../src/mocks/server/idempotency';
import {
  expectProblem,
  startTestBackend,
  unchanged,
  type CallOptions,
  type TestBackend,
} from '../../src/mocks/server/testing';
import { GENERATED_SERVICES } from '../../src/mocks/services';
import { ADMIN, sampleMediaType, samplePath, sampleRequests } from './samples';
import { isJson, loadSpecs, operationsOf } from './specs';

const CREATES = GENERATED_SERVICES.flatMap((service) =>
  service.operations
    .filter((operation) => operation.method === 'POST' && operation.successStatus === 201)
    .map((operation) => ({ service: service.name, operation })),
);

describe('every create of the specs takes an Idempotency-Key', () => {
  it('a POST answering 201 requires the header and documents 422; no other operation has them', async () => {
    const specs = await loadSpecs();
    const seen: string[] = [];
    for (const spec of specs.values()) {
      for (const { method, operation } of operationsOf(spec)) {
        const responses = isJson(operation.responses) ? operation.responses : {};
        const create = method === 'POST' && '201' in responses;
        const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map((p) => spec.deref(p));
        const key = parameters.find((p) => p.in === 'header' && p.name === IDEMPOTENCY_KEY);
        const id = String(operation.operationId);
        if (create) seen.push(id);
        expect(key?.required, `${id}: Idempotency-Key`).toBe(create ? true : undefined);
        expect('422' in responses, `${id}: 422`).toBe(create);
      }
    }
    expect(seen.sort()).toEqual(CREATES.map(({ operation }) => operation.operationId).sort());
    expect(seen).toHaveLength(23);
  });
});

describe('the fake backend keeps the promise for every create', () => {
  let stack: TestBackend;
  beforeAll(() => {
    stack = startTestBackend(createSeed, createPerformanceRows);
  }, 30_000);
  afterAll(() => {
    stack.close();
  });

  it.each(CREATES)(
    '$service $operation.operationId: no key 400, first answer kept, replayed for the same body, 422 for another',
    async ({ operation }) => {
      const sample = sampleRequests(stack.store.db)[operation.operationId];
      if (!sample) throw new Error(`no sample request for ${operation.operationId}`);
      const path = samplePath(operation, sample);
      const send = (key: string | null, body: unknown = sample.body, options: CallOptions = {}) =>
        stack.call('POST', path, {
          as: sample.as ?? ADMIN,
          body,
          idempotencyKey: key,
          ...(body === sample.body ? sampleMediaType(operation) : {}),
          ...options,
        });
      expectProblem(await unchanged(stack, () => send(null)), 400, { field: IDEMPOTENCY_KEY });

      const key = crypto.randomUUID();
      const first = await send(key);
      expect(first.status, JSON.stringify(first.body)).toBe(201);

      const replayed = await unchanged(stack, () => send(key));
      expect({ status: replayed.status, body: replayed.body }).toEqual({ status: first.status, body: first.body });
      expect(replayed.headers.get(IDEMPOTENCY_REPLAYED)).toBe('true');
      expectProblem(await unchanged(stack, () => send(key, { another: 'body' })), 422, {
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    },
  );
});
