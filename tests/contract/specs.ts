/**
 * Loads the eight specs for contract tests: bundled (references into openapi/common/ pulled in)
 * and read through a small resolver that follows local `$ref`s lazily, so self-referencing
 * schemas are fine.
 */
import { join, resolve } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { SERVICES, type Service } from '../../scripts/services';

export type Json = Record<string, unknown>;

export interface Spec {
  service: Service;
  document: Json;
  /** Follows `$ref` until a non-reference object. */
  deref: (node: unknown) => Json;
}

const root = resolve(import.meta.dirname, '../..');

export async function loadSpecs(): Promise<Map<Service, Spec>> {
  const config = await createConfig({});
  const specs = new Map<Service, Spec>();
  for (const service of SERVICES) {
    const { bundle: result } = await bundle({ ref: join(root, 'openapi', `${service}.yaml`), config });
    const document = result.parsed as Json;
    const deref = (node: unknown): Json => {
      let current = node;
      for (let hops = 0; hops < 20; hops += 1) {
        if (!isJson(current)) return {};
        const ref = current.$ref;
        if (typeof ref !== 'string') return current;
        current = ref
          .replace(/^#\//, '')
          .split('/')
          .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
          .reduce<unknown>((node, key) => (isJson(node) ? node[key] : undefined), document);
      }
      throw new Error('reference cycle');
    };
    specs.set(service, { service, document, deref });
  }
  return specs;
}

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface SpecOperation {
  path: string;
  method: string;
  operation: Json;
}

export function operationsOf(spec: Spec): SpecOperation[] {
  const paths = isJson(spec.document.paths) ? spec.document.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => isJson(item) && isJson(item[method])).map((method) => ({
      path,
      method: method.toUpperCase(),
      operation: (item as Json)[method] as Json,
    })),
  );
}

/** Property names of an object schema (or of its array items). */
export function propertiesOf(spec: Spec, schema: unknown): string[] {
  const resolved = spec.deref(schema);
  if (resolved.type === 'array') return propertiesOf(spec, resolved.items);
  return isJson(resolved.properties) ? Object.keys(resolved.properties) : [];
}
