import { http as mock, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttp, http, paginationOf, resetHttp, type HttpAnswer } from './http';

const BASE = 'http://api.test';
const server = setupServer();
const seen: Request[] = [];

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
beforeEach(() => {
  seen.length = 0;
  server.events.on('request:start', ({ request }) => seen.push(request.clone()));
  configureHttp({ baseUrl: BASE });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetHttp();
});
afterAll(() => {
  server.close();
});

const call = <T = unknown>(url: string, init?: RequestInit) => http<HttpAnswer<T>>(url, init);

describe('transport', () => {
  it('API-001 every call carries the bearer token, read fresh before each call', async () => {
    server.use(mock.get(`${BASE}/api/v1/x`, () => HttpResponse.json({ ok: true })));
    let token = 'first-token';
    configureHttp({ getAccessToken: () => Promise.resolve(token) });
    await call('/api/v1/x');
    token = 'renewed-token';
    await call('/api/v1/x');
    expect(seen.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer first-token', 'Bearer renewed-token']);
  });

  it('API-001 a signed-out caller sends no Authorization header', async () => {
    server.use(mock.get(`${BASE}/api/v1/x`, () => HttpResponse.json({})));
    configureHttp({ getAccessToken: () => null });
    await call('/api/v1/x');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('API-002 requests have no timeout: a slow answer still arrives and no timer signal is attached', async () => {
    server.use(
      mock.get(`${BASE}/api/v1/slow`, async () => {
        await delay(200);
        return HttpResponse.json({ late: true });
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const answer = await call<{ late: boolean }>('/api/v1/slow');
    expect(answer.data).toEqual({ late: true });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.signal ?? null).toBeNull();
  });

  it("API-002 only the caller's signal aborts a request, and the abort is not turned into an ApiError", async () => {
    server.use(
      mock.get(`${BASE}/api/v1/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = call('/api/v1/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('API-006 GET, POST, PUT, PATCH and DELETE go out with their method and JSON body, and answer the envelope', async () => {
    server.use(
      mock.all(`${BASE}/api/v1/things`, async ({ request }) => {
        const text = await request.text();
        return HttpResponse.json({ method: request.method, body: text ? (JSON.parse(text) as unknown) : null });
      }),
    );
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({ name: 'A' });
      const answer = await call<{ method: string; body: unknown }>('/api/v1/things', {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body,
      });
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual({ method, body: body ? { name: 'A' } : null });
      expect(answer.headers).toBeInstanceOf(Headers);
    }
  });

  it('API-006 post and patch with no content answer data undefined with status 204', async () => {
    server.use(
      mock.post(`${BASE}/api/v1/things/1/invitation`, () => new HttpResponse(null, { status: 204 })),
      mock.patch(`${BASE}/api/v1/things/1`, () => new HttpResponse(null, { status: 204 })),
      mock.delete(`${BASE}/api/v1/things/1`, () => new HttpResponse(null, { status: 204 })),
    );
    const posted = await call('/api/v1/things/1/invitation', { method: 'POST' });
    const patched = await call('/api/v1/things/1', { method: 'PATCH', body: JSON.stringify({ name: 'B' }) });
    const deleted = await call('/api/v1/things/1', { method: 'DELETE' });
    for (const answer of [posted, patched, deleted]) {
      expect(answer).toMatchObject({ status: 204, data: undefined });
    }
  });

  it('API-006 a form post sends multipart form data with the browser boundary, not a JSON content type', async () => {
    server.use(
      mock.post(`${BASE}/api/v2/images`, async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.json({ category: form.get('imageCategory'), type: request.headers.get('Content-Type') });
      }),
    );
    const form = new FormData();
    form.append('imageCategory', 'Logo');
    form.append('incomingImage', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    const answer = await call<{ category: string; type: string }>('/api/v2/images', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: form,
    });
    expect(answer.data.category).toBe('Logo');
    expect(answer.data.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('API-007 get with metadata reads pagination-totalcount and pagination-totalpages', async () => {
    server.use(
      mock.get(`${BASE}/api/v7/campaigns`, () =>
        HttpResponse.json([{ campaignId: 1 }], {
          headers: { 'pagination-totalcount': '42', 'pagination-totalpages': '5' },
        }),
      ),
      mock.get(`${BASE}/api/v7/plain`, () => HttpResponse.json([])),
    );
    const answer = await call('/api/v7/campaigns');
    expect(paginationOf(answer)).toEqual({ totalCount: 42, totalPages: 5 });
    expect(paginationOf(await call('/api/v7/plain'))).toBeUndefined();
  });

  it('API-009 patch sends no request when the patch body is empty', async () => {
    server.use(mock.patch(`${BASE}/api/v1/things/1`, () => HttpResponse.json({ changed: true })));
    for (const body of [undefined, '', '{}', JSON.stringify({ name: undefined })]) {
      const answer = await call('/api/v1/things/1', { method: 'PATCH', body });
      expect(answer).toMatchObject({ status: 204, data: undefined });
    }
    expect(seen).toHaveLength(0);
    await call('/api/v1/things/1', { method: 'PATCH', body: JSON.stringify({ name: null }) });
    expect(seen).toHaveLength(1);
  });

  it('API-010 the JSON:API transport sends and accepts application/vnd.api+json for get, put and patch', async () => {
    server.use(
      mock.all(`${BASE}/api/v1/rms/reward/9`, ({ request }) =>
        HttpResponse.json(
          { data: { type: 'reward', id: '9', attributes: {} }, accept: request.headers.get('Accept') },
          { headers: { 'Content-Type': 'application/vnd.api+json' } },
        ),
      ),
    );
    for (const method of ['GET', 'PUT', 'PATCH']) {
      const answer = await call<{ data: { id: string }; accept: string }>('/api/v1/rms/reward/9', {
        method,
        headers: { 'Content-Type': 'application/vnd.api+json' },
        body:
          method === 'GET' ? undefined : JSON.stringify({ data: { type: 'reward', id: '9', attributes: { a: 1 } } }),
      });
      expect(answer.data.data.id).toBe('9');
      expect(answer.data.accept).toContain('application/vnd.api+json');
    }
    expect(seen.filter((r) => r.method !== 'GET').map((r) => r.headers.get('Content-Type'))).toEqual([
      'application/vnd.api+json',
      'application/vnd.api+json',
    ]);
  });

  it('API-012 a problem-details answer becomes a typed ApiError with code, status, title, detail and traceId', async () => {
    server.use(
      mock.post(`${BASE}/api/v1/plans`, () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'A plan with name Q3 already exists in account 1001',
            code: 'CAMPAIGN_BUILD_4XX_CONFLICT',
            extensions: { traceId: 'trace-123', subcode: 'PLAN_NAME_CONFLICT' },
          },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const error = await call('/api/v1/plans', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CAMPAIGN_BUILD_4XX_CONFLICT',
      title: 'Conflict',
      detail: 'A plan with name Q3 already exists in account 1001',
      traceId: 'trace-123',
      subcode: 'PLAN_NAME_CONFLICT',
      message: 'A plan with name Q3 already exists in account 1001',
    });
  });

  it('NS-92 a 412 keeps the current version and who changed the entity when (the conflict panel reads them)', async () => {
    server.use(
      mock.patch(`${BASE}/api/v1/plans/7`, () =>
        HttpResponse.json(
          {
            title: 'Precondition Failed',
            status: 412,
            detail: 'The plan was changed by jane.doe@example.com since you opened it',
            code: 'PRECONDITION_FAILED',
            extensions: {
              currentVersion: '"8"',
              updateUser: 'jane.doe@example.com',
              updateDateTime: '2026-02-12T09:15:00Z',
            },
          },
          { status: 412, headers: { 'Content-Type': 'application/problem+json', ETag: '"8"' } },
        ),
      ),
    );
    const error = await call('/api/v1/plans/7', { method: 'PATCH', body: '{"name":"x"}' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 412,
      code: 'PRECONDITION_FAILED',
      currentVersion: '"8"',
      updateUser: 'jane.doe@example.com',
      updateDateTime: '2026-02-12T09:15:00Z',
    });
  });

  it('API-012 a 429 carries Retry-After as milliseconds', async () => {
    server.use(
      mock.get(`${BASE}/api/v1/x`, () =>
        HttpResponse.json(
          { title: 'Too Many Requests', status: 429, code: 'TOO_MANY_REQUESTS' },
          { status: 429, headers: { 'Retry-After': '3' } },
        ),
      ),
    );
    await expect(call('/api/v1/x')).rejects.toMatchObject({ status: 429, retryAfterMs: 3000 });
  });

  it('API-023 a network failure and a malformed body each become an ApiError, never a blank answer', async () => {
    server.use(
      mock.get(`${BASE}/api/v1/down`, () => HttpResponse.error()),
      mock.get(
        `${BASE}/api/v1/garbled`,
        () => new HttpResponse('{"campaignId": 1,', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(call('/api/v1/down')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    await expect(call('/api/v1/garbled')).rejects.toMatchObject({ status: 200, code: 'MALFORMED_RESPONSE' });
  });

  it('API-027 an answer with meta.valid false reports a schema mismatch; null and true do not', async () => {
    const onSchemaMismatch = vi.fn();
    configureHttp({ onSchemaMismatch });
    server.use(
      mock.get(`${BASE}/api/v1/rms/reward/:valid`, ({ params }) =>
        HttpResponse.json({ data: {}, meta: { valid: params.valid === 'null' ? null : params.valid === 'true' } }),
      ),
    );
    await call('/api/v1/rms/reward/true');
    await call('/api/v1/rms/reward/null');
    expect(onSchemaMismatch).not.toHaveBeenCalled();
    await call('/api/v1/rms/reward/false');
    expect(onSchemaMismatch).toHaveBeenCalledWith('GET', '/api/v1/rms/reward/false');
  });

  it('API-026 answers are checked against their schemas only when the flag is on', async () => {
    server.use(mock.get(`${BASE}/api/v1/lines/1`, () => HttpResponse.json({ lineId: 'not-a-number' })));
    const validateResponse = vi.fn(() => false);
    const onSchemaMismatch = vi.fn();
    let flagOn = false;
    configureHttp({ validateResponse, onSchemaMismatch, shouldValidateResponses: () => flagOn });
    await call('/api/v1/lines/1');
    expect(validateResponse).not.toHaveBeenCalled();
    flagOn = true;
    const answer = await call('/api/v1/lines/1?x=1');
    expect(validateResponse).toHaveBeenCalledWith('GET', '/api/v1/lines/1', { lineId: 'not-a-number' });
    expect(onSchemaMismatch).toHaveBeenCalledTimes(1);
    expect(answer.data).toEqual({ lineId: 'not-a-number' });
  });
  it('AUTH-016 every 401 answer is reported to onUnauthorized (with the request) before its ApiError is thrown', async () => {
    server.use(
      mock.get(`${BASE}/api/v1/aura/users/:email/accounts`, () =>
        HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 }),
      ),
      mock.get(`${BASE}/api/v1/x`, () => HttpResponse.json({ title: 'Forbidden', status: 403 }, { status: 403 })),
    );
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    const error = await call('/api/v1/aura/users/a@b.example/accounts?page=0').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error, {
      method: 'GET',
      path: '/api/v1/aura/users/a@b.example/accounts',
    });
    await expect(call('/api/v1/x')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('NS-22 every failed call, and only a failed call, is told to onFailure with the request before it is thrown', async () => {
    server.use(
      mock.get(`${BASE}/api/v1/fails/:status`, ({ params }) =>
        HttpResponse.json(
          { title: 'Failed', status: Number(params.status), extensions: { traceId: 't-1' } },
          { status: Number(params.status), headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
      mock.post(
        `${BASE}/api/v1/garbled`,
        () => new HttpResponse('<html>', { headers: { 'Content-Type': 'image/png' } }),
      ),
      mock.get(`${BASE}/api/v1/down`, () => HttpResponse.error()),
      mock.get(`${BASE}/api/v1/fine`, () => HttpResponse.json({ ok: true })),
    );
    const onFailure = vi.fn();
    configureHttp({ onFailure });
    await call('/api/v1/fine');
    expect(onFailure).not.toHaveBeenCalled();
    const failed = await call('/api/v1/fails/503?q=1').catch((e: unknown) => e);
    expect(onFailure).toHaveBeenLastCalledWith(failed, { method: 'GET', path: '/api/v1/fails/503' });
    expect(failed).toMatchObject({ status: 503, traceId: 't-1' });
    const garbled = await call('/api/v1/garbled', { method: 'POST' }).catch((e: unknown) => e);
    expect(onFailure).toHaveBeenLastCalledWith(garbled, { method: 'POST', path: '/api/v1/garbled' });
    expect(garbled).toMatchObject({ code: 'MALFORMED_RESPONSE' });
    const down = await call('/api/v1/down').catch((e: unknown) => e);
    expect(onFailure).toHaveBeenLastCalledWith(down, { method: 'GET', path: '/api/v1/down' });
    expect(onFailure).toHaveBeenCalledTimes(3);
  });
});
