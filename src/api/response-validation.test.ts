import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { getGetCampaignResponseMock, getGetLineResponseMock } from '@generated/campaign-build/campaign-build.msw';
import { validateResponse } from './response-validation';

describe('response schema checks', () => {
  it('API-026 line and campaign answers are checked against their generated schemas', () => {
    faker.seed(7);
    const line = getGetLineResponseMock();
    const campaign = getGetCampaignResponseMock();
    expect(validateResponse('GET', '/api/v1/campaign-build/accounts/1001/lines/3001', line)).toBe(true);
    expect(
      validateResponse('GET', '/api/v1/campaign-build/accounts/1001/lines/3001', { ...line, status: 'ARCHIVED' }),
    ).toBe(false);
    expect(validateResponse('GET', '/api/v7/campaign-build-api/accounts/1001/campaigns/5001', campaign)).toBe(true);
    expect(validateResponse('GET', '/api/v7/campaign-build-api/campaigns/5001', { campaignId: 'x' })).toBe(false);
    expect(validateResponse('GET', '/api/v7/campaign-build-api/accounts/1001/campaigns', [campaign, { name: 3 }])).toBe(
      false,
    );
  });

  it('API-026 other answers are not checked', () => {
    expect(validateResponse('GET', '/api/v1/aura/accounts/1001/users', 'anything')).toBe(true);
    expect(validateResponse('DELETE', '/api/v7/campaign-build-api/accounts/1001/campaigns/5001', undefined)).toBe(true);
  });
});
