// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICES, type Service } from '../../scripts/services';
import { CALLS, type CallRow, type Shape } from './calls';
import { isJson, loadSpecs, operationsOf, propertiesOf, type Spec } from './specs';

let specs: Awaited<ReturnType<typeof loadSpecs>>;
beforeAll(async () => {
  specs = await loadSpecs();
});

function find(spec: Spec, method: string, path: string) {
  return operationsOf(spec).find((op) => op.method === method && op.path === path);
}

const isEnum = (shape: Shape): shape is readonly string[] => Array.isArray(shape);

/** A schema against a row's shape (calls.ts `bodyShape`, `answerShape`); `exact`: no members but those named. */
function checkShape(spec: Spec, node: unknown, shape: Shape, where: string, exact: boolean) {
  if (shape === true) return;
  const schema = spec.deref(node);
  if (isEnum(shape)) {
    expect(schema.enum, `${where}: enum`).toEqual(shape);
    return;
  }
  const properties = isJson(schema.properties) ? schema.properties : {};
  const required: unknown[] = Array.isArray(schema.required) ? schema.required : [];
  for (const [member, inner] of Object.entries(shape)) {
    expect(Object.keys(properties), `${where}: member ${member}`).toContain(member);
    expect(required, `${where}: ${member} required`).toContain(member);
    checkShape(spec, properties[member], inner, `${where}.${member}`, exact);
  }
  if (exact) expect(Object.keys(properties).sort(), `${where}: members`).toEqual(Object.keys(shape).sort());
}

function checkCall(row: CallRow) {
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
    if (row.bodyShape) checkShape(spec, schema, row.bodyShape, 'body', true);
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
    if (row.answerShape) checkShape(spec, schema, row.answerShape, 'answer', false);
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

/**
 * The CALL rows of one service, one test each. The describe's title names the rows it checks (the
 * requirement coverage reads literal titles), and its first test holds that title to exactly the
 * rows of the service, so no row is checked unnamed or named unchecked.
 */
function callTable(service: Service) {
  const rows = CALLS.filter((row) => row.service === service);
  it('its title names exactly the CALL rows of the service', () => {
    const title = expect.getState().currentTestName ?? '';
    expect([...title.matchAll(/CALL-\d{3}/g)].map(([id]) => id)).toEqual(rows.map((row) => row.id));
  });
  it.each(rows)('$id $method $path', (row) => {
    checkCall(row);
  });
}

describe('every CALL row is an operation of its service spec', () => {
  describe('aura: CALL-001 CALL-002 CALL-003 CALL-004 CALL-005 CALL-006 CALL-007 CALL-008', () => {
    callTable('aura');
  });

  describe('campaign-build: CALL-009 CALL-010 CALL-011 CALL-012 CALL-013 CALL-014 CALL-015 CALL-016 CALL-017 CALL-018 CALL-019 CALL-020 CALL-021 CALL-022 CALL-023 CALL-024 CALL-025 CALL-026 CALL-027 CALL-028 CALL-029 CALL-030 CALL-031 CALL-032 CALL-033 CALL-034 CALL-035 CALL-036 CALL-037 CALL-038 CALL-039 CALL-040 CALL-041 CALL-042 CALL-043 CALL-044 CALL-045 CALL-046', () => {
    callTable('campaign-build');
  });

  describe('ads-manager: CALL-047 CALL-048 CALL-049 CALL-050', () => {
    callTable('ads-manager');
  });

  describe('rms: CALL-051', () => {
    callTable('rms');
  });

  describe('advertiser-assets: CALL-052 CALL-053', () => {
    callTable('advertiser-assets');
  });

  describe('ad-targeting: CALL-054 CALL-055 CALL-056 CALL-057 CALL-058 CALL-059 CALL-060', () => {
    callTable('ad-targeting');
  });

  describe('bank-approval: CALL-061 CALL-062 CALL-063', () => {
    callTable('bank-approval');
  });

  describe('reports-api: CALL-064 CALL-065', () => {
    callTable('reports-api');
  });

  it('every CALL row names a distinct operation and all 65 /api calls are listed', () => {
    expect(CALLS).toHaveLength(65);
    expect(new Set(CALLS.map((row) => `${row.method} ${row.path}`)).size).toBe(65);
    expect(new Set(CALLS.map((row) => row.id)).size).toBe(65);
    // The tables above: one per service.
    expect(new Set(CALLS.map((row) => row.service))).toEqual(new Set(SERVICES));
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
