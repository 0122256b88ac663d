import { describe, expect, it } from 'vitest';
import { breakingChanges } from '../../scripts/spec-breaking';

/** A one-operation spec whose request and answer are the same small schema. */
function spec(
  edit: (parts: { request: Schema; answer: Schema; parameter: Record<string, unknown> }) => void = () => {},
) {
  const schema = (): Schema => ({
    type: 'object',
    required: ['id'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      status: { type: 'string', enum: ['ON', 'OFF', 'PAUSED'] },
    },
  });
  const parts = {
    request: schema(),
    answer: schema(),
    parameter: { name: 'page', in: 'query', required: false, schema: { type: 'integer' } },
  };
  edit(parts);
  return {
    openapi: '3.1.0',
    info: { title: 'Example', version: '1.0.0' },
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          parameters: [parts.parameter],
          requestBody: { content: { 'application/json': { schema: parts.request } } },
          responses: { '200': { description: 'The thing', content: { 'application/json': { schema: parts.answer } } } },
        },
      },
      '/things/{id}': {
        delete: {
          operationId: 'deleteThing',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { '204': { description: 'Gone' } },
        },
      },
    },
  };
}

interface Schema {
  type: string;
  required: string[];
  properties: { status: { type: string; enum: string[] } } & Record<string, { type: string; enum?: string[] }>;
}

const descriptions = (after: unknown) =>
  breakingChanges(spec(), after).map((change) => `${change.where}: ${change.description}`);

describe('the breaking-change check of a spec against its release (npm run spec:breaking)', () => {
  it('finds nothing between a spec and itself, nor for an added optional field or a new answer field', () => {
    expect(descriptions(spec())).toEqual([]);
    expect(
      descriptions(
        spec(({ request, answer }) => {
          request.properties.note = { type: 'string' };
          answer.properties.createdAt = { type: 'string' };
        }),
      ),
    ).toEqual([]);
  });

  it('a removed operation breaks its callers', () => {
    const after = spec() as { paths: Record<string, unknown> };
    delete after.paths['/things/{id}'];
    expect(descriptions(after)).toEqual([expect.stringMatching(/^DELETE \/things\/\{id\}: .*Removed.*operation/)]);
  });

  it('a field removed from an answer breaks the callers that read it', () => {
    const after = spec(({ answer }) => {
      delete answer.properties.name;
    });
    expect(descriptions(after)).toEqual([
      expect.stringMatching(/^POST \/things: .*Removed.*property `name`.*Response 200/),
    ]);
  });

  it('a narrowed enum in a request and a new required field or parameter break the senders', () => {
    const after = spec(({ request, parameter }) => {
      request.properties.status.enum = ['ON', 'OFF'];
      request.required.push('name');
      parameter.required = true;
    });
    const found = descriptions(after);
    expect(found).toHaveLength(3);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/things: .*`status`.*Request Body/),
        expect.stringMatching(/^POST \/things: .*required.*`name`.*Request Body/),
        expect.stringMatching(/^POST \/things: .*required.*`page`/),
      ]),
    );
  });
});

describe('the breaking-change check through shared and recursive schemas', () => {
  const withCategories = (edit: (category: { required: string[]; properties: Record<string, unknown> }) => void) => {
    const category = {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer' },
        label: { type: 'string' },
        subCategories: { type: 'array', items: { $ref: '#/components/schemas/Category' } },
      },
    };
    edit(category);
    return {
      openapi: '3.1.0',
      info: { title: 'Example', version: '1.0.0' },
      paths: {
        '/categories': {
          put: {
            operationId: 'replaceCategories',
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Category' } } } },
            responses: {
              '200': {
                description: 'Saved',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Category' } } },
              },
            },
          },
        },
      },
      components: { schemas: { Category: category } },
    };
  };

  it('a change to a recursive shared schema is judged once at each request and answer that uses it', () => {
    const found = breakingChanges(
      withCategories(() => {}),
      withCategories((category) => {
        category.required.push('label');
        category.properties.label = { type: 'string', maxLength: 20 };
      }),
    ).map((change) => `${change.where}: ${change.description}`);
    // Both narrow what a sender may send; neither breaks a reader of the answer.
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PUT \/categories: .*required.*`label`.*Request Body/),
        expect.stringMatching(/^PUT \/categories: .*maxLength.*`label`.*Request Body/),
      ]),
    );
  });
});
