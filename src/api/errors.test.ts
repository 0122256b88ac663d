import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromText, extractErrorMessage, parseRetryAfter } from './api-error';
import { isClientError } from './api-failures';
import { errorMessage, errorText } from './errors';

const problem = (body: Record<string, unknown>, status = 400) =>
  apiErrorFromText({
    status,
    statusText: 'Bad Request',
    contentType: 'application/problem+json',
    retryAfter: null,
    text: JSON.stringify({ type: 'about:blank', title: 'Bad Request', status, ...body }),
  });

describe('error catalogue', () => {
  it('API-013 AD_ASSETS_4XX_VALIDATION_FAILURE shows the server detail, or the copy-too-long message for COPY_TOO_LONG', () => {
    const other = problem({ code: 'AD_ASSETS_4XX_VALIDATION_FAILURE', detail: 'Logo image is missing' });
    expect(errorText(other)).toBe('Logo image is missing');
    const bySubcode = problem({
      code: 'AD_ASSETS_4XX_VALIDATION_FAILURE',
      detail: 'Validation failed',
      extensions: { subcode: 'COPY_TOO_LONG' },
    });
    const byDetail = problem({
      code: 'AD_ASSETS_4XX_VALIDATION_FAILURE',
      detail: 'Reward details must not exceed 1000 characters',
    });
    for (const error of [bySubcode, byDetail]) {
      expect(errorMessage(error).key).toBe('adsmanager.ERROR_COPY_TOO_LONG');
      expect(errorText(error)).toBe('Creative copy is too long: reward details must not exceed 1000 characters');
    }
  });

  it('API-014 CAMPAIGN_BUILD_4XX_CONFLICT shows the detail, or the plan-name-conflict message for PLAN_NAME_CONFLICT', () => {
    expect(
      errorText(problem({ code: 'CAMPAIGN_BUILD_4XX_CONFLICT', detail: 'Campaign 5001 was changed meanwhile' }, 409)),
    ).toBe('Campaign 5001 was changed meanwhile');
    const bySubcode = problem(
      { code: 'CAMPAIGN_BUILD_4XX_CONFLICT', detail: 'Conflict', extensions: { subcode: 'PLAN_NAME_CONFLICT' } },
      409,
    );
    const byDetail = problem(
      { code: 'CAMPAIGN_BUILD_4XX_CONFLICT', detail: "A plan with name 'Q3' already exists in account 1001" },
      409,
    );
    for (const error of [bySubcode, byDetail]) {
      expect(errorText(error)).toBe('A plan with this name already exists in this account');
    }
  });

  it("API-015 JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE shows 'Input segments duplicate found'", () => {
    expect(errorText(problem({ code: 'JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE', detail: 'dup: 4, 4' }))).toBe(
      'Input segments duplicate found',
    );
  });

  it('API-016 JARVIS_IO_VALIDATION_FAILURE shows the unsupported-IO message with the ionumber', () => {
    const withField = problem({
      code: 'JARVIS_IO_VALIDATION_FAILURE',
      detail: 'unsupported',
      extensions: { ioNumber: 'IO-7781' },
    });
    expect(errorText(withField)).toBe('Current IO Projection does not support this IO: IO-7781');
    const inDetail = problem({ code: 'JARVIS_IO_VALIDATION_FAILURE', detail: 'Projection does not support IO 55123' });
    expect(errorText(inDetail)).toBe('Current IO Projection does not support this IO: 55123');
  });

  it("API-017 OPS_PUBLISHERS_RESTRICT_TO_SERVES_UNSUPPORTED shows 'Gate to Serves action is not supported for Legacy OPS Banks'", () => {
    expect(errorText(problem({ code: 'OPS_PUBLISHERS_RESTRICT_TO_SERVES_UNSUPPORTED', detail: 'x' }))).toBe(
      'Gate to Serves action is not supported for Legacy OPS Banks',
    );
  });

  it('API-018 ADS_MANAGER_TVC_AD_GROUP_POPULATIONS_INVALID shows the server detail', () => {
    const error = problem({
      code: 'ADS_MANAGER_TVC_AD_GROUP_POPULATIONS_INVALID',
      title: 'TVC_AD_GROUPS_MISSING_TEST_POPULATION',
      detail: 'TVC ad groups missing test population',
    });
    expect(error.title).toBe('TVC_AD_GROUPS_MISSING_TEST_POPULATION');
    expect(errorText(error)).toBe('TVC ad groups missing test population');
    expect(errorText(problem({ code: 'ADS_MANAGER_TVC_AD_GROUP_POPULATIONS_INVALID' }))).toBe(
      'TVC ad groups missing test population',
    );
  });

  it('API-019 ADS_MANAGER_VERIFICATION_FAILURE (400) shows the server detail', () => {
    const error = problem({
      code: 'ADS_MANAGER_VERIFICATION_FAILURE',
      detail: 'Campaign 900000001 failed verification: no creative',
    });
    expect(error.status).toBe(400);
    expect(errorText(error)).toBe('Campaign 900000001 failed verification: no creative');
  });

  it("API-020 RMS_REDEMPTION_UPLOAD_FAILURE carries a list as detail and shows the first item's detail", () => {
    const error = problem({
      code: 'RMS_REDEMPTION_UPLOAD_FAILURE',
      detail: [
        { detail: 'Row 3: unknown reason code 2048', field: 'reasonCode' },
        { detail: 'Row 9: amount is negative', field: 'amount' },
      ],
    });
    expect(error.items).toHaveLength(2);
    expect(errorText(error)).toBe('Row 3: unknown reason code 2048');
  });

  it("API-021 any other code shows the HTTP error's own message, else the generic internal-server-error message", () => {
    expect(errorText(problem({ code: 'SOMETHING_NEW', detail: 'Budget exceeds the line' }))).toBe(
      'Budget exceeds the line',
    );
    const bare = apiErrorFromText({
      status: 502,
      statusText: 'Bad Gateway',
      contentType: 'text/plain',
      retryAfter: null,
      text: '',
    });
    expect(errorText(bare)).toBe('Something went wrong on our side. Please try again.');
    expect(errorText(new Error('boom'))).toBe('Something went wrong on our side. Please try again.');
    expect(errorText(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' }))).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });
});

describe('HTTP error message extraction', () => {
  const extract = (text: string, contentType: string | null = 'application/json', statusText = 'Bad Request') =>
    extractErrorMessage({ status: 400, statusText, contentType, text });

  it('API-023 the problem detail comes first, then Detail, Message, error, message, title, Errors, errors in that order', () => {
    expect(extract(JSON.stringify({ detail: 'From detail', Message: 'no' }))).toBe('From detail');
    expect(extract(JSON.stringify({ Detail: 'From Detail', Message: 'no', error: 'no' }))).toBe('From Detail');
    expect(extract(JSON.stringify({ Message: 'From Message', error: 'no' }))).toBe('From Message');
    expect(extract(JSON.stringify({ error: 'From error', message: 'no' }))).toBe('From error');
    expect(extract(JSON.stringify({ message: 'From message', title: 'no' }))).toBe('From message');
    expect(extract(JSON.stringify({ title: 'From title', Errors: ['no'] }))).toBe('From title');
    expect(extract(JSON.stringify({ Errors: ['First problem', 'Second problem'] }))).toBe(
      'First problem; Second problem',
    );
    expect(extract(JSON.stringify({ errors: { name: ['is required'], budget: 'too low' } }))).toBe(
      'name: is required; budget: too low',
    );
  });

  it('API-023 a plain or HTML text of at least 10 characters is the message; shorter ones fall back to the status text', () => {
    expect(extract('Upstream service unavailable', 'text/plain')).toBe('Upstream service unavailable');
    expect(extract('<html><body><h1>Gateway</h1><p>timed out upstream</p></body></html>', 'text/html')).toBe(
      'Gateway timed out upstream',
    );
    expect(extract('oops', 'text/plain', 'Service Unavailable')).toBe('Service Unavailable');
    expect(extract('', null, '')).toBe('HTTP 400');
  });

  it('API-024 statuses 400 to 499 inclusive are client errors; 399 and 500 are not', () => {
    expect([399, 400, 404, 499, 500].map(isClientError)).toEqual([false, true, true, true, false]);
  });

  it('API-005 Retry-After is read as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 00:00:10 GMT', Date.parse('Sun, 22 Nov 2026 00:00:00 GMT'))).toBe(10000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
