import { describe, expect, it } from 'vitest';
import { SearchBuildEntitiesResponse } from '@generated/campaign-build/campaign-build.zod';
import { expectProblem, parsed, withTestBackend } from '../../server/testing';
import { ADMIN, campaignBuildFixture, GB, MANAGER, NOBODY, US, V7, VIEWER } from '../../fixtures/campaign-build';

/**
 * NS-86: the name search of the command palette. In the fixture the manager holds US and GB, the
 * viewer US only; OTHER (campaign 5005 "Other campaign", ad group 6005, ad 7005) is nobody's but
 * the internal users'; draft 5002 (ad group 6003, ad 7004) is the manager's own.
 */
const stack = withTestBackend(campaignBuildFixture);

const search = async (as: string, query: string) => {
  const answer = await stack.call('GET', `${V7}/search?${query}`, { as });
  expect(answer.status).toBe(200);
  return parsed(SearchBuildEntitiesResponse, answer);
};
const keys = (matches: { type: string; id: number }[]) => matches.map((match) => `${match.type}:${match.id}`);

describe('searchBuildEntities (NS-86)', () => {
  it('finds campaigns, ad groups and ads by name, case-insensitively, with what opens them', async () => {
    const matches = await search(ADMIN, 'q=AD%20GROUP%20600');
    expect(keys(matches)).toEqual(['adGroup:6001', 'adGroup:6002', 'adGroup:6003', 'adGroup:6004', 'adGroup:6005']);
    const ad = (await search(ADMIN, 'q=ad%207003'))[0];
    expect(ad).toEqual({ type: 'ad', id: 7003, name: 'Ad 7003', accountId: GB, campaignId: 5004, adGroupId: 6004 });
  });

  it('answers only what the user may read: the accounts they hold, no other user’s draft', async () => {
    // The manager holds US and GB: OTHER's campaign is never found.
    expect(keys(await search(MANAGER, 'q=campaign'))).toEqual([]);
    expect(keys(await search(ADMIN, 'q=campaign'))).toEqual(['campaign:5005']);
    // The viewer holds US only; the manager's draft 5002 and what it holds are the manager's own.
    expect(keys(await search(VIEWER, 'q=ad%2070'))).toEqual(['ad:7001', 'ad:7002']);
    expect(keys(await search(MANAGER, 'q=ad%2070'))).toEqual(['ad:7001', 'ad:7002', 'ad:7003', 'ad:7004']);
    expect(await search(NOBODY, 'q=ad%2070')).toEqual([]);
  });

  it('puts the preferred account first, then campaigns, ad groups, ads, then by name; at most limit', async () => {
    const gbFirst = await search(MANAGER, `q=ad&preferAccountId=${String(GB)}`);
    expect(keys(gbFirst)).toEqual([
      'adGroup:6004',
      'ad:7003',
      'adGroup:6001',
      'adGroup:6002',
      'adGroup:6003',
      'ad:7001',
      'ad:7002',
      'ad:7004',
    ]);
    const usFirst = await search(MANAGER, `q=er&preferAccountId=${String(US)}`);
    expect(keys(usFirst)).toEqual(['campaign:5006', 'campaign:5002']);
    expect(keys(await search(MANAGER, 'q=ad&limit=2'))).toEqual(['adGroup:6001', 'adGroup:6002']);
  });

  it('refuses a text shorter than 2 characters and a limit over 50', async () => {
    expectProblem(await stack.call('GET', `${V7}/search?q=a`, { as: ADMIN }), 400);
    expectProblem(await stack.call('GET', `${V7}/search?q=ab&limit=51`, { as: ADMIN }), 400);
  });
});
