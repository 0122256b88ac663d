import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { getGetCampaignResponseMock, getGetLineResponseMock } from '@generated/campaign-build/campaign-build.msw';
import { validateResponse } from './response-checks';

describe('response schema checks', () => {
  it('API-026 line and campaign answers are checked against their generated schemas', async () => {
    faker.seed(7);
    const line = getGetLineResponseMock();
    const campaign = getGetCampaignResponseMock();
    expect(await validateResponse('GET', '/api/v1/campaign-build/accounts/1001/lines/3001', line)).toBe(true);
    expect(
      await validateResponse('GET', '/api/v1/campaign-build/accounts/1001/lines/3001', { ...line, status: 'ARCHIVED' }),
    ).toBe(false);
    expect(await validateResponse('GET', '/api/v7/campaign-build-api/accounts/1001/campaigns/5001', campaign)).toBe(
      true,
    );
    expect(await validateResponse('GET', '/api/v7/campaign-build-api/campaigns/5001', { campaignId: 'x' })).toBe(false);
    expect(
      await validateResponse('GET', '/api/v7/campaign-build-api/accounts/1001/campaigns', [campaign, { name: 3 }]),
    ).toBe(false);
  });

  it('API-026 other answers are not checked', async () => {
    expect(await validateResponse('GET', '/api/v1/aura/accounts/1001/users', 'anything')).toBe(true);
    expect(await validateResponse('DELETE', '/api/v7/campaign-build-api/accounts/1001/campaigns/5001', undefined)).toBe(
      true,
    );
  });
});
