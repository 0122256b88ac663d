/** Problem-details answers of the fake backend, as `common/problem.yaml` defines them. */
import { HttpResponse } from 'msw';

export const PROBLEM_JSON = 'application/problem+json';

export interface ProblemInit {
  status: number;
  code: string;
  title?: string;
  detail?: string | { detail: string; field?: string }[];
  subcode?: string;
  field?: string;
  ioNumber?: string;
  /** A refused campaign status change: the statuses allowed instead (NS-88). */
  allowedTransitions?: string[];
  /** PRECONDITION_FAILED (NS-89): the record's ETag now, and who changed it last and when. */
  currentVersion?: string;
  updateUser?: string;
  updateDateTime?: string;
  headers?: Record<string, string>;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** The extension members a problem carries when given, in the order it answers them. */
const EXTENSIONS = [
  'allowedTransitions',
  'subcode',
  'field',
  'ioNumber',
  'currentVersion',
  'updateUser',
  'updateDateTime',
] as const;

export function problem(init: ProblemInit): Response {
  const { status, code, title, detail, headers = {} } = init;
  const extensions: Record<string, string | string[]> = {
    traceId: crypto.randomUUID().replace(/-/g, '').slice(0, 16),
  };
  for (const key of EXTENSIONS) {
    const value = init[key];
    if (value) extensions[key] = value;
  }
  return HttpResponse.json(
    { type: 'about:blank', title: title ?? TITLES[status] ?? 'Error', status, detail, code, extensions },
    { status, headers: { 'Content-Type': PROBLEM_JSON, ...headers } },
  );
}

/**
 * A problem answer thrown by an operation of `defineOperations` (operations.ts): the answer is
 * sent as it is, and a write that throws it is undone.
 */
export class ProblemError extends Error {
  constructor(readonly response: Response) {
    super(`problem ${response.status}`);
    this.name = 'ProblemError';
  }
}

/** Throws the problem answer: `db.x.find(…) ?? fail(notFound('X', id))`. */
export function fail(response: Response): never {
  throw new ProblemError(response);
}

/** Throws the 400 naming `field`, its detail led by the field: `invalid('name', 'must not be blank')`. */
export function invalid(field: string, detail: string): never {
  return fail(badRequest(`${field}: ${detail}`, field));
}

/** Throws the problem a check answers, if any: `failIf(checkFilters(…))`. */
export function failIf(refused: Response | undefined): void {
  if (refused) fail(refused);
}

export const unauthorized = (detail: string) => problem({ status: 401, code: 'UNAUTHORIZED', detail });
export const forbidden = (detail: string) => problem({ status: 403, code: 'FORBIDDEN', detail });
export const notFound = (what: string, id: string | number) =>
  problem({ status: 404, code: 'NOT_FOUND', detail: `${what} ${String(id)} not found` });
export const badRequest = (detail: string, field?: string) =>
  problem({ status: 400, code: 'VALIDATION_FAILURE', detail, field });
export const conflict = (code: string, detail: string, subcode?: string) =>
  problem({ status: 409, code, detail, subcode });

/** 204 for deletes and calls that answer nothing. */
export const noContent = () => new HttpResponse(null, { status: 204 });

/** 400 AD_ASSETS_4XX_VALIDATION_FAILURE of the creative and image calls. */
export const adAssetsFailure = (field: string, detail: string, subcode?: string): Response =>
  problem({ status: 400, code: 'AD_ASSETS_4XX_VALIDATION_FAILURE', detail, field, subcode });

/** 400 JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE (projections and targeting criteria). */
export const duplicateSegments = (field: string): Response =>
  problem({
    status: 400,
    code: 'JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE',
    detail: 'Input segments duplicate found',
    field,
  });
