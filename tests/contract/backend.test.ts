// @vitest-environment node
/**
 * Every operation of every spec, run against the stateful fake backend with the seed: each answers
 * its documented success status, and its answer parses with the generated zod schema. The
 * harness sends a fresh Idempotency-Key with every POST, as the app does per intended create.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createPerformanceRows, createSeed } from '../../src/mocks/seed';
import { startTestBackend, type TestBackend } from '../../src/mocks/server/testing';
import { GENERATED_SERVICES, type OperationInfo } from '../../src/mocks/services';
import { ADMIN, sampleMediaType, samplePath, sampleRequests } from './samples';

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

interface Case {
  service: string;
  operation: OperationInfo;
}

/** Deletes run last, so the records other operations read are still there. */
const CASES: Case[] = GENERATED_SERVICES.flatMap((service) =>
  service.operations.map((operation) => ({ service: service.name, operation })),
).sort((x, y) => Number(x.operation.method === 'DELETE') - Number(y.operation.method === 'DELETE'));

let stack: TestBackend;
const schemas = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  stack = startTestBackend(createSeed, createPerformanceRows);
  for (const service of GENERATED_SERVICES) {
    schemas.set(
      service.name,
      (await import(`../../generated/${service.name}/${service.name}.zod.ts`)) as Record<string, unknown>,
    );
  }
}, 30_000);
afterAll(() => {
  stack.close();
});

describe('every operation of every spec against the fake backend', () => {
  it('has a sample request for every operation', () => {
    const samples = sampleRequests(stack.store.db);
    expect(CASES.map((c) => c.operation.operationId).filter((id) => !(id in samples))).toEqual([]);
  });

  it.each(CASES)(
    '$service $operation.operationId answers its success status with a body its zod schema accepts',
    async ({ service, operation }) => {
      // Built from the state as it is now: earlier operations have changed it.
      const sample = sampleRequests(stack.store.db)[operation.operationId];
      if (!sample) throw new Error(`no sample request for ${operation.operationId}`);
      const answer = await stack.call(operation.method, samplePath(operation, sample), {
        as: sample.as ?? ADMIN,
        body: sample.body,
        ...sampleMediaType(operation),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(operation.successStatus);
      if (operation.answerMediaType) {
        expect(answer.headers.get('Content-Type') ?? '').toContain(operation.answerMediaType);
        const schema = schemas.get(service)?.[`${pascal(operation.operationId)}Response`] as ZodType | undefined;
        expect(schema, `${pascal(operation.operationId)}Response`).toBeDefined();
        const parsed = schema?.safeParse(answer.body);
        expect(parsed?.success, parsed?.error?.message).toBe(true);
      }
      if (operation.pagedByHeaders) {
        expect(answer.headers.get('pagination-totalcount')).toMatch(/^\d+$/);
        expect(answer.headers.get('pagination-totalpages')).toMatch(/^\d+$/);
      }
    },
  );
});
