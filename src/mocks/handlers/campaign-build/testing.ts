/** Helpers of the campaign-build handler tests. */
import { expect } from 'vitest';
import type { ZodType, z } from 'zod';
import type { CallAnswer, TestBackend } from '../../server/testing';

export const V6 = '/api/v6/campaign-build-api';
export const V7 = '/api/v7/campaign-build-api';
export const V8 = '/api/v8/campaign-build-api';
export const V1 = '/api/v1/campaign-build';

export interface ProblemBody {
  status: number;
  code: string;
  detail?: string;
  extensions?: { field?: string; subcode?: string; traceId?: string };
}

/** The answer's body parsed with the generated zod schema (throws with the issues otherwise). */
export function parsed<S extends ZodType>(schema: S, answer: CallAnswer): z.output<S> {
  return schema.parse(answer.body);
}

export function expectProblem(answer: CallAnswer, status: number, field?: string): ProblemBody {
  const body = answer.body as ProblemBody;
  expect({ status: answer.status, bodyStatus: body.status }).toEqual({ status, bodyStatus: status });
  expect(answer.headers.get('Content-Type')).toContain('application/problem+json');
  if (field !== undefined) expect(body.extensions?.field).toBe(field);
  return body;
}

/** Runs `call` and checks it left the stored state exactly as it was. */
export async function unchanged(stack: TestBackend, call: () => Promise<CallAnswer>): Promise<CallAnswer> {
  const before = JSON.stringify(stack.store.db);
  const answer = await call();
  expect(JSON.stringify(stack.store.db)).toBe(before);
  return answer;
}
