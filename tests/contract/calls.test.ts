// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from './calls';
import { isJson, loadSpecs, operationsOf, propertiesOf, type Spec } from './specs';

let specs: Awaited<ReturnType<typeof loadSpecs>>;
beforeAll(async () => {
  specs = await loadSpecs();
});

function find(spec: Spec, method: string, path: string) {
  return operationsOf(spec).find((op) => op.method === method && op.path === path);
}

function checkCall(id: string) {
  const row = CALLS.find((call) => call.id === id);
  if (!row) throw new Error(`no contract row ${id}`);
  const spec = specs.get(row.service);
  if (!spec) throw new Error(`no spec for ${row.service}`);
  const found = find(spec, row.method, row.path);
  expect(found, `${row.method} ${row.path} in openapi/${row.service}.yaml`).toBeDefined();
  if (!found) return;
  const { operation } = found;

  expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
  expect(operation.tags).toHaveLength(1);
  expect(String(operation.description)).toContain(row.id);

  const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map((p) => spec.deref(p));
  const pathParams = [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  expect(
    parameters
      .filter((p) => p.in === 'path')
      .map((p) => p.name)
      .sort(),
  ).toEqual([...pathParams].sort());
  const queryParams = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  for (const name of row.query ?? []) expect(queryParams, `query parameter ${name}`).toContain(name);
  for (const parameter of parameters) {
    expect(parameter.description, `description of ${String(parameter.name)}`).toBeTruthy();
  }

  const requestBody = spec.deref(operation.requestBody);
  const content = isJson(requestBody.content) ? requestBody.content : {};
  if (row.body === undefined) {
    expect(operation.requestBody).toBeUndefined();
  } else {
    const mediaType = row.mediaType ?? 'application/json';
    expect(Object.keys(content)).toEqual([mediaType]);
    const schema = spec.deref((content[mediaType] as { schema?: unknown }).schema);
    if (row.body === 'array') {
      expect(schema.type).toBe('array');
    } else {
      const fields = propertiesOf(spec, schema);
      for (const field of row.body) expect(fields, `body field ${field}`).toContain(field);
      if (row.exactBody) expect([...fields].sort()).toEqual([...row.body].sort());
      if (mediaType === 'application/json') expect(schema.additionalProperties).toBe(false);
    }
  }

  const responses = isJson(operation.responses) ? operation.responses : {};
  const success = Object.keys(responses).filter((status) => status.startsWith('2'));
  expect(success).toHaveLength(1);
  const answer = spec.deref(responses[success[0] as string]);
  const answerContent = isJson(answer.content) ? answer.content : {};
  if (row.answer !== undefined) {
    const [mediaType, media] = Object.entries(answerContent)[0] ?? [];
    expect(mediaType).toBeDefined();
    const schema = spec.deref((media as { schema?: unknown }).schema);
    if (row.answer === 'array') expect(schema.type).toBe('array');
    else for (const field of row.answer) expect(propertiesOf(spec, schema), `answer field ${field}`).toContain(field);
  }
  if (row.pagedByHeaders) {
    expect(Object.keys(isJson(answer.headers) ? answer.headers : {})).toEqual(
      expect.arrayContaining(['pagination-totalcount', 'pagination-totalpages']),
    );
  }

  const errorStatuses = Object.keys(responses).filter((status) => /^[45]/.test(status));
  for (const status of ['401', '403', '429', '500', ...(row.errors ?? []).map(String)]) {
    expect(errorStatuses, `error answer ${status}`).toContain(status);
  }
  for (const status of errorStatuses) {
    const error = spec.deref(responses[status]);
    expect(Object.keys(isJson(error.content) ? error.content : {})).toEqual(['application/problem+json']);
  }
  if (row.codes) {
    const text = JSON.stringify(operation) + JSON.stringify(errorStatuses.map((s) => spec.deref(responses[s])));
    for (const code of row.codes) expect(text, `problem code ${code}`).toContain(code);
  }
}

describe('every CALL row is an operation of its service spec', () => {
  it('CALL-001 GET /api/v1/aura/users/{userEmail}/accounts', () => {
    checkCall('CALL-001');
  });

  it('CALL-002 PUT /api/v1/aura/accounts/{accountId}/brands', () => {
    checkCall('CALL-002');
  });

  it('CALL-003 GET /api/v1/aura/accounts/{accountId}/users', () => {
    checkCall('CALL-003');
  });

  it('CALL-004 GET /api/v1/aura/accounts/{accountId}/users/{userEmail}', () => {
    checkCall('CALL-004');
  });

  it('CALL-005 GET /api/v1/aura/accounts/{accountId}/users/me', () => {
    checkCall('CALL-005');
  });

  it('CALL-006 POST /api/v1/aura/accounts/{accountId}/users', () => {
    checkCall('CALL-006');
  });

  it('CALL-007 POST /api/v1/aura/accounts/{accountId}/users/{userEmail}/invitation', () => {
    checkCall('CALL-007');
  });

  it('CALL-008 DELETE /api/v1/aura/accounts/{accountId}/users/{userEmail}/role', () => {
    checkCall('CALL-008');
  });

  it('CALL-009 GET /api/v6/campaign-build-api/accounts/{accountId}/adgroups', () => {
    checkCall('CALL-009');
  });

  it('CALL-010 GET /api/v6/campaign-build-api/accounts/{accountId}/adgroups/{adGroupId}', () => {
    checkCall('CALL-010');
  });

  it('CALL-011 GET /api/v6/campaign-build-api/adgroups/{adGroupId}', () => {
    checkCall('CALL-011');
  });

  it('CALL-012 POST /api/v6/campaign-build-api/accounts/{accountId}/adgroups', () => {
    checkCall('CALL-012');
  });

  it('CALL-013 PATCH /api/v6/campaign-build-api/accounts/{accountId}/adgroups/{adGroupId}', () => {
    checkCall('CALL-013');
  });

  it('CALL-014 DELETE /api/v6/campaign-build-api/accounts/{accountId}/adgroups/{adGroupId}', () => {
    checkCall('CALL-014');
  });

  it('CALL-015 POST /api/v6/campaign-build-api/accounts/{accountId}/adgroups/{adGroupId}/duplicate', () => {
    checkCall('CALL-015');
  });

  it('CALL-016 PUT /api/v1/campaign-build/accounts/{accountId}/campaigns/{campaignId}/adgroups/order', () => {
    checkCall('CALL-016');
  });

  it('CALL-017 POST /api/v6/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}/import-adgroups', () => {
    checkCall('CALL-017');
  });

  it('CALL-018 GET /api/v7/campaign-build-api/accounts/{accountId}/ads', () => {
    checkCall('CALL-018');
  });

  it('CALL-019 POST /api/v7/campaign-build-api/accounts/{accountId}/ads', () => {
    checkCall('CALL-019');
  });

  it('CALL-020 GET /api/v7/campaign-build-api/accounts/{accountId}/ads/{adId}', () => {
    checkCall('CALL-020');
  });

  it('CALL-021 PATCH /api/v7/campaign-build-api/accounts/{accountId}/ads/{adId}', () => {
    checkCall('CALL-021');
  });

  it('CALL-022 DELETE /api/v7/campaign-build-api/accounts/{accountId}/ads/{adId}` }', () => {
    checkCall('CALL-022');
  });

  it('CALL-023 GET /api/v7/campaign-build-api/ads/{adId}', () => {
    checkCall('CALL-023');
  });

  it('CALL-024 GET /api/v7/campaign-build-api/ads/{adId}/redeemingmerchants', () => {
    checkCall('CALL-024');
  });

  it('CALL-025 POST /api/v7/campaign-build-api/accounts/{accountId}/ads/{adId}/redeemingmerchants', () => {
    checkCall('CALL-025');
  });

  it('CALL-026 PUT /api/v7/campaign-build-api/accounts/{accountId}/ads/{adId}/redeemingmerchants', () => {
    checkCall('CALL-026');
  });

  it('CALL-027 GET /api/v7/campaign-build-api/accounts/{accountId}/campaigns', () => {
    checkCall('CALL-027');
  });

  it('CALL-028 GET /api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}', () => {
    checkCall('CALL-028');
  });

  it('CALL-029 GET /api/v7/campaign-build-api/campaigns/{campaignId}', () => {
    checkCall('CALL-029');
  });

  it('CALL-030 POST /api/v7/campaign-build-api/accounts/{accountId}/campaigns', () => {
    checkCall('CALL-030');
  });

  it('CALL-031 DELETE /api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}', () => {
    checkCall('CALL-031');
  });

  it('CALL-032 POST /api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}/duplicate', () => {
    checkCall('CALL-032');
  });

  it('CALL-033 PUT /api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}/status', () => {
    checkCall('CALL-033');
  });

  it('CALL-034 GET /api/v8/campaign-build-api/accounts/{accountId}/audiences/{audienceId}', () => {
    checkCall('CALL-034');
  });

  it('CALL-035 PATCH /api/v8/campaign-build-api/accounts/{accountId}/audiences/{audienceId}', () => {
    checkCall('CALL-035');
  });

  it('CALL-036 POST /api/v8/campaign-build-api/accounts/{accountId}/audiences', () => {
    checkCall('CALL-036');
  });

  it('CALL-037 GET /api/v6/campaign-build-api/accounts/{accountId}/adgroups/{adGroupId}/pricingmodels', () => {
    checkCall('CALL-037');
  });

  it('CALL-038 POST /api/v6/campaign-build-api/accounts/{accountId}/pricingmodels', () => {
    checkCall('CALL-038');
  });

  it('CALL-039 PATCH /api/v6/campaign-build-api/accounts/{accountId}/pricingmodels/{pricingModelId}', () => {
    checkCall('CALL-039');
  });

  it('CALL-040 GET /api/v1/campaign-build/accounts/{accountId}/lines', () => {
    checkCall('CALL-040');
  });

  it('CALL-041 GET /api/v1/campaign-build/accounts/{accountId}/lines/{lineId}', () => {
    checkCall('CALL-041');
  });

  it('CALL-042 PUT /api/v1/campaign-build/accounts/{accountId}/plans/{planId}/accept', () => {
    checkCall('CALL-042');
  });

  it('CALL-043 GET /api/v1/campaign-build/accounts/{accountId}/plans', () => {
    checkCall('CALL-043');
  });

  it('CALL-044 GET /api/v1/campaign-build/accounts/{accountId}/plans/{planId}', () => {
    checkCall('CALL-044');
  });

  it('CALL-045 PATCH /api/v1/campaign-build/accounts/{accountId}/plans/{planId}', () => {
    checkCall('CALL-045');
  });

  it('CALL-046 POST /api/v1/campaign-build/accounts/{accountId}/plans', () => {
    checkCall('CALL-046');
  });

  it('CALL-047 PATCH /api/v1/ads-manager/accounts/{accountId}/campaigns/{campaignId}', () => {
    checkCall('CALL-047');
  });

  it('CALL-048 POST /api/v1/ads-manager/creatives', () => {
    checkCall('CALL-048');
  });

  it('CALL-049 GET /api/v1/ads-manager/accounts/{accountId}/ads/{adId}/rewards', () => {
    checkCall('CALL-049');
  });

  it('CALL-050 POST /api/v1/ads-manager/accounts/{accountId}/ads/{adId}/rewards', () => {
    checkCall('CALL-050');
  });

  it('CALL-051 PATCH /api/v1/rms/accounts/{accountId}/reward/{rewardId}', () => {
    checkCall('CALL-051');
  });

  it('CALL-052 GET /api/v2/advertiser-assets/creatives/{creativeId}', () => {
    checkCall('CALL-052');
  });

  it('CALL-053 POST /api/v2/advertiser-assets/images', () => {
    checkCall('CALL-053');
  });

  it('CALL-054 POST /api/v1/ad-targeting-api/accounts/{accountId}/criteria-base-types', () => {
    checkCall('CALL-054');
  });

  it('CALL-055 GET /api/v1/ad-targeting-api/accounts/{accountId}/criteria/{id}', () => {
    checkCall('CALL-055');
  });

  it('CALL-056 POST /api/v1/ad-targeting-api/accounts/{accountId}/criteria', () => {
    checkCall('CALL-056');
  });

  it('CALL-057 GET /api/v1/targeting/brands/{brandId}/audience-segmentation-types', () => {
    checkCall('CALL-057');
  });

  it('CALL-058 GET /api/v1/targeting/audience-segmentation-types-by-id/{segmentationTypeId}/predefined-segment-type', () => {
    checkCall('CALL-058');
  });

  it('CALL-059 GET /api/v1/targeting/audience-segmentation-types-by-id/{segmentationTypeId}/standard-segment-type', () => {
    checkCall('CALL-059');
  });

  it('CALL-060 POST /api/v1/targeting/audience-segmentation-types-by-id/predefined-segment-type', () => {
    checkCall('CALL-060');
  });

  it('CALL-061 GET /api/v2/bank-approval-api/campaigns', () => {
    checkCall('CALL-061');
  });

  it('CALL-062 GET /api/v2/bank-approval-api/campaigns/{campaignId}', () => {
    checkCall('CALL-062');
  });

  it('CALL-063 GET /api/v2/bank-approval-api/campaigns/{campaignId}/flags', () => {
    checkCall('CALL-063');
  });

  it('CALL-064 POST /api/v1/reports-api/accounts/{accountId}/registry/performance/schemas/advertiser/query', () => {
    checkCall('CALL-064');
  });

  it('CALL-065 POST /api/v1/reports-api/accounts/{accountId}/registry/performance/schemas/internal/query', () => {
    checkCall('CALL-065');
  });

  it('every CALL row names a distinct operation and all 65 /api calls are listed', () => {
    expect(CALLS).toHaveLength(65);
    expect(new Set(CALLS.map((row) => `${row.method} ${row.path}`)).size).toBe(65);
    expect(new Set(CALLS.map((row) => row.id)).size).toBe(65);
  });

  it('operationIds are unique across the eight specs and every operation has a summary and a description', () => {
    const ids = [...specs.values()].flatMap((spec) => operationsOf(spec).map((op) => op.operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const spec of specs.values()) {
      for (const { operation } of operationsOf(spec)) {
        expect(operation.summary).toBeTruthy();
        expect(operation.description).toBeTruthy();
      }
    }
  });
});
