import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, configureHttp, http, paginationOf, resetHttp, type HttpAnswer } from '@/api/http';
import { createHandlers, VERIFICATION_FAILURE_CAMPAIGN_ID } from './handlers';
import { GENERATED_SERVICES } from './services';

const server = setupServer(...createHandlers());
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  resetHttp();
});
afterAll(() => {
  server.close();
});

const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name.includes('Email') ? 'a@b.com' : '1001'));

describe('mock backend', () => {
  const paged = GENERATED_SERVICES.flatMap((service) =>
    service.operations.filter((op) => op.pagedByHeaders).map((op) => ({ service: service.name, ...op })),
  );

  it('API-008 the header-paged lists are the ad group, ad, campaign and approval lists, among others', () => {
    expect(paged.map((op) => op.operationId)).toEqual(
      expect.arrayContaining([
        'listAdGroups',
        'listAds',
        'listCampaigns',
        'listCampaignApprovals',
        'listAuditChangeRecords',
      ]),
    );
  });

  it.each(paged)(
    'API-008 $service $operationId answers pagination-totalcount and pagination-totalpages',
    async (op) => {
      configureHttp({ baseUrl: 'http://mock.test' });
      const answer = await http<HttpAnswer<unknown[]>>(`${concrete(op.path)}?page=1&perPage=3`, { method: 'GET' });
      const pagination = paginationOf(answer);
      expect(pagination).toBeDefined();
      if (!pagination) return;
      expect(answer.data.length).toBeLessThanOrEqual(3);
      expect(pagination.totalPages).toBe(Math.ceil(pagination.totalCount / 3));
      expect(pagination.totalCount).toBeGreaterThanOrEqual(answer.data.length);
    },
  );

  it('API-022 saving the documented test campaign answers ADS_MANAGER_VERIFICATION_FAILURE with status 400', async () => {
    configureHttp({ baseUrl: 'http://mock.test' });
    const save = (campaignId: number) =>
      http<HttpAnswer>(`/api/v1/ads-manager/accounts/1001/campaigns/${campaignId}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Spring cash back' }),
      });
    const error = await save(VERIFICATION_FAILURE_CAMPAIGN_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'ADS_MANAGER_VERIFICATION_FAILURE' });
    expect((error as ApiError).detail).toContain(String(VERIFICATION_FAILURE_CAMPAIGN_ID));
    await expect(save(5001)).resolves.toMatchObject({ status: 200 });
  });
});
