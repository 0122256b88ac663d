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

describe('every CALL row is an operation of its service spec', () => {
  it.each(CALLS)('$id $method $path', (row) => {
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
