import type { Faker } from '@faker-js/faker';
import { defineConfig, type Options } from 'orval';
import { SERVICES, queryKeyFunctionName, type Service } from './scripts/services';

/**
 * One react-query target and one zod target per service. `scripts/generate.ts` bundles each spec
 * (orval does not follow references into openapi/common/) into BUNDLE_DIR and writes into OUT_DIR;
 * both default to the committed locations so `npx orval` alone also works after a bundle.
 */
const bundleDir = process.env.ORVAL_BUNDLE_DIR ?? '.cache/bundled';
const outDir = process.env.ORVAL_OUT_DIR ?? 'generated';
const only = process.env.ORVAL_ONLY?.split(',');

/**
 * Mock values orval's faker cannot derive from the schema (it ignores maxItems on enum arrays).
 * The functions are written into the generated MSW files, where `faker` is in scope; it is only
 * declared here (importing faker would cost every codegen run a second).
 */
declare const faker: Faker;
const rewardModelConfig = () =>
  JSON.stringify({
    currencyUnit: 'USD',
    mccList: [],
    minSpend: 0.2,
    minVisits: 1,
    rewardAmount: 5,
    rewardCap: 50,
    rewardPercent: 0.1,
  });

const mockProperties = {
  rewardModelConfigValue: rewardModelConfig,
  defaultConfigValue: rewardModelConfig,
  rewardAnnotations: () =>
    faker.helpers.arrayElement([null, [faker.helpers.arrayElement(['FlashDeal', 'ReserveExcl'])]]),
};

const reactQueryTarget = (service: Service): Options => ({
  input: { target: `${bundleDir}/${service}.yaml` },
  output: {
    target: `${outDir}/${service}/${service}.ts`,
    schemas: `${outDir}/${service}/model`,
    client: 'react-query',
    httpClient: 'fetch',
    // Header parameters (the Idempotency-Key of every create) become typed arguments of the call.
    headers: true,
    mode: 'single',
    clean: false,
    mock: { indexMockFiles: true, generators: [{ type: 'msw', delay: false }] },
    override: {
      mock: { properties: mockProperties },
      mutator: { path: 'src/api/http.ts', name: 'http' },
      fetch: { includeHttpResponseReturnType: true, forceSuccessResponse: true },
      query: {
        version: 5,
        signal: true,
        shouldExportKeys: true,
        queryKey: { path: 'src/api/query-keys.ts', name: queryKeyFunctionName(service) },
      },
    },
  },
});

const zodTarget = (service: Service): Options => ({
  input: { target: `${bundleDir}/${service}.yaml` },
  output: {
    target: `${outDir}/${service}/${service}.zod.ts`,
    client: 'zod',
    mode: 'single',
    clean: false,
    override: {
      zod: {
        version: 4,
        strict: { body: true },
        coerce: { query: true },
      },
    },
  },
});

export default defineConfig(
  Object.fromEntries(
    SERVICES.filter((service) => !only || only.includes(service)).flatMap((service) => [
      [service, reactQueryTarget(service)],
      [`${service}-zod`, zodTarget(service)],
    ]),
  ),
);
