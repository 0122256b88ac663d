import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { getGetCampaignResponseMock, getGetLineResponseMock } from '@generated/campaign-build/campaign-build.msw';
import { GENERATED_SERVICES } from '@/mocks/services';
import { checkedAnswerOf, validateResponse, type CheckedAnswer } from './response-checks';

/** The one operation each checked answer belongs to. */
const CHECKED_OPERATIONS: Readonly<Record<CheckedAnswer, string>> = {
  lines: 'listLines',
  line: 'getLine',
  campaigns: 'listCampaigns',
  campaign: 'getCampaign',
  campaignGlobal: 'getCampaignGlobal',
  campaignSave: 'saveCampaign',
};

/** A call of an operation as the app makes it: its path with every parameter an id. */
const callPath = (template: string) => template.replace(/\{\w+\}/g, '1001');

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

  it('API-026 each check applies to its own operation and to no other of any spec (literal paths included)', () => {
    const checked = GENERATED_SERVICES.flatMap((service) =>
      service.operations.map((operation) => ({
        call: `${operation.method} ${operation.path}`,
        answer: checkedAnswerOf(operation.method, callPath(operation.path)),
        expected: (Object.keys(CHECKED_OPERATIONS) as CheckedAnswer[]).find(
          (answer) => CHECKED_OPERATIONS[answer] === operation.operationId,
        ),
      })),
    );
    expect(checked.filter((c) => c.answer !== c.expected)).toEqual([]);
    expect(checked.filter((c) => c.expected !== undefined)).toHaveLength(Object.keys(CHECKED_OPERATIONS).length);
    // The campaign filter's reporting-eligible list is not a campaign (it answers a list).
    expect(checkedAnswerOf('GET', '/api/v7/campaign-build-api/accounts/1001/campaigns/reporting-eligible')).toBe(
      undefined,
    );
  });
});
