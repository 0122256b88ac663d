/**
 * The typed error every failed call throws, built from problem details (API-012) or, for any
 * other error answer, from the message rules of part 1 §8.2 (API-023, NS-29).
 */

export interface ProblemItem {
  detail: string;
  field?: string;
}

export interface ApiErrorInit {
  status: number;
  message: string;
  code?: string | undefined;
  title?: string | undefined;
  detail?: string | undefined;
  items?: readonly ProblemItem[] | undefined;
  traceId?: string | undefined;
  subcode?: string | undefined;
  field?: string | undefined;
  ioNumber?: string | undefined;
  retryAfterMs?: number | undefined;
  /** A 412's version of the entity now (its ETag), who changed it last and when (NS-89). */
  currentVersion?: string | undefined;
  updateUser?: string | undefined;
  updateDateTime?: string | undefined;
}

/** Codes the transport itself assigns when there is no problem body to read one from. */
export const TRANSPORT_CODES = {
  network: 'NETWORK_ERROR',
  malformed: 'MALFORMED_RESPONSE',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network down, connection dropped). */
  readonly status: number;
  readonly code: string | undefined;
  readonly title: string | undefined;
  /** The problem detail when it is a text. */
  readonly detail: string | undefined;
  /** The problem detail when it is a list (RMS_REDEMPTION_UPLOAD_FAILURE). */
  readonly items: readonly ProblemItem[];
  readonly traceId: string | undefined;
  readonly subcode: string | undefined;
  /** The request field a 400 names. */
  readonly field: string | undefined;
  readonly ioNumber: string | undefined;
  /** From Retry-After on a 429, in milliseconds. */
  readonly retryAfterMs: number | undefined;
  /** A 412 (PRECONDITION_FAILED): the entity's ETag now, who changed it last and when (NS-89). */
  readonly currentVersion: string | undefined;
  readonly updateUser: string | undefined;
  readonly updateDateTime: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.items = init.items ?? [];
    this.traceId = init.traceId;
    this.subcode = init.subcode;
    this.field = init.field;
    this.ioNumber = init.ioNumber;
    this.retryAfterMs = init.retryAfterMs;
    this.currentVersion = init.currentVersion;
    this.updateUser = init.updateUser;
    this.updateDateTime = init.updateDateTime;
  }
}

/**
 * The event the transport's unexpected failures are announced with on window (./api-failures.ts);
 * monitoring listens for it (NS-22).
 */
export const API_FAILURE_EVENT = 'ads-manager:api-failure';

export interface ApiFailure {
  error: ApiError;
  /** The call: its method and its path without the query. */
  request: { method: string; path: string };
}

export interface ErrorAnswer {
  status: number;
  statusText: string;
  contentType: string | null;
  retryAfter: string | null;
  text: string;
}

export function apiErrorFromText(answer: ErrorAnswer): ApiError {
  const json = parseJson(answer.text);
  const problem = isRecord(json) ? json : undefined;
  const extensions = isRecord(problem?.extensions) ? problem.extensions : {};
  const items = Array.isArray(problem?.detail) ? problem.detail.flatMap(toProblemItem) : undefined;
  return new ApiError({
    status: answer.status,
    message: extractErrorMessage(answer),
    code: stringOf(problem?.code),
    title: stringOf(problem?.title),
    detail: stringOf(problem?.detail),
    items,
    traceId: stringOf(extensions.traceId) ?? stringOf(problem?.traceId),
    subcode: stringOf(extensions.subcode),
    field: stringOf(extensions.field),
    ioNumber: stringOf(extensions.ioNumber) ?? stringOf(extensions.ionumber),
    retryAfterMs: parseRetryAfter(answer.retryAfter),
    currentVersion: stringOf(extensions.currentVersion),
    updateUser: stringOf(extensions.updateUser),
    updateDateTime: stringOf(extensions.updateDateTime),
  });
}

/** Fields read, in this order, from a JSON error body after the problem detail (API-023). */
const MESSAGE_FIELDS = ['Detail', 'Message', 'error', 'message', 'title', 'Errors', 'errors'] as const;
/** Shorter plain texts are status noise ("Bad Gateway"), not messages. */
const MIN_PLAIN_TEXT_LENGTH = 10;

/**
 * NS-29: problem detail first, then the JSON fields in the listed order, then the text content
 * of a plain or HTML body of at least 10 characters, then the status text.
 */
export function extractErrorMessage(
  answer: Pick<ErrorAnswer, 'status' | 'statusText' | 'contentType' | 'text'>,
): string {
  const json = parseJson(answer.text);
  if (isRecord(json)) {
    const detail = json.detail;
    if (typeof detail === 'string' && detail.trim() !== '') return detail.trim();
    if (Array.isArray(detail)) {
      const first = detail.flatMap(toProblemItem)[0];
      if (first) return first.detail;
    }
    for (const field of MESSAGE_FIELDS) {
      const message = flattenMessage(json[field]);
      if (message) return message;
    }
  } else if (typeof json === 'string' && json.trim().length >= MIN_PLAIN_TEXT_LENGTH) {
    return json.trim();
  } else if (json === undefined) {
    const content = textContent(answer.text, answer.contentType);
    if (content.length >= MIN_PLAIN_TEXT_LENGTH) return content;
  }
  return answer.statusText.trim() || `HTTP ${answer.status}`;
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

function flattenMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    const parts = value.map(flattenMessage).filter((part): part is string => part !== undefined);
    return parts.length > 0 ? parts.join('; ') : undefined;
  }
  if (isRecord(value)) {
    const parts = Object.entries(value)
      .map(([key, inner]) => {
        const message = flattenMessage(inner);
        return message === undefined ? undefined : `${key}: ${message}`;
      })
      .filter((part): part is string => part !== undefined);
    return parts.length > 0 ? parts.join('; ') : undefined;
  }
  return undefined;
}

function textContent(text: string, contentType: string | null): string {
  const isHtml = contentType?.includes('html') ?? /^\s*</.test(text);
  const content = isHtml ? text.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ') : text;
  return content.replace(/\s+/g, ' ').trim();
}

function toProblemItem(value: unknown): ProblemItem[] {
  if (typeof value === 'string') return [{ detail: value }];
  if (isRecord(value) && typeof value.detail === 'string') {
    const field = stringOf(value.field);
    return [field === undefined ? { detail: value.detail } : { detail: value.detail, field }];
  }
  return [];
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
