// @vitest-environment node
import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { SERVICES } from '../../scripts/services';

/** Each generated factory is run with these faker seeds, so optional and nullable branches occur. */
const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);

type Module = Record<string, unknown>;

async function loadGenerated(service: string): Promise<{ mocks: Module; schemas: Module }> {
  const [mocks, schemas] = await Promise.all([
    import(`../../generated/${service}/${service}.msw.ts`) as Promise<Module>,
    import(`../../generated/${service}/${service}.zod.ts`) as Promise<Module>,
  ]);
  return { mocks, schemas };
}

const isSchema = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

describe('generated MSW mock answers parse with the generated zod schemas', () => {
  it.each(SERVICES)('%s: every mock answer factory has a response schema and parses with it', async (service) => {
    const { mocks, schemas } = await loadGenerated(service);
    const factories = Object.entries(mocks).filter(([name]) => /^get\w+ResponseMock$/.test(name));
    expect(factories.length).toBeGreaterThan(0);
    for (const [name, factory] of factories) {
      const schemaName = name.replace(/^get/, '').replace(/Mock$/, '');
      const schema = schemas[schemaName];
      expect(isSchema(schema), `${service}: ${schemaName} for ${name}`).toBe(true);
      if (!isSchema(schema) || typeof factory !== 'function') continue;
      for (const seed of SEEDS) {
        faker.seed(seed);
        const answer = (factory as () => unknown)();
        const result = schema.safeParse(answer);
        expect(result.success, `${service}.${name} (seed ${seed}): ${result.error?.message ?? ''}`).toBe(true);
      }
    }
  });

  it.each(SERVICES)('%s: every operation with a JSON answer has a mock factory and an MSW handler', async (service) => {
    const { mocks } = await loadGenerated(service);
    const { operations } = (await import(`../../generated/${service}/operations.ts`)) as {
      operations: readonly { operationId: string; answerMediaType: string | null }[];
    };
    for (const operation of operations) {
      const pascal = operation.operationId.charAt(0).toUpperCase() + operation.operationId.slice(1);
      expect(typeof mocks[`get${pascal}MockHandler`], `${operation.operationId} handler`).toBe('function');
      if (operation.answerMediaType?.includes('json')) {
        expect(typeof mocks[`get${pascal}ResponseMock`], `${operation.operationId} factory`).toBe('function');
      }
    }
  });
});
