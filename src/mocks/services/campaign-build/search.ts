/**
 * NS-86: campaigns, ad groups and ads found by name in every account the user may read campaigns
 * of (the command palette). What the user may not see stays out (another user's drafts, NS-85).
 */
import type { Db } from '../../db/types';
import type { Session } from '../../server/backend';
import { mayRead, seesCampaign, type Operations, type Schemas } from './common';

type Match = Schemas['BuildSearchMatch'];

const KIND_ORDER: Readonly<Record<Match['type'], number>> = { campaign: 0, adGroup: 1, ad: 2 };

/**
 * The matches of `text` that `session` may open: the preferred account's first, then campaigns,
 * ad groups, ads, then by name and id.
 */
export function searchBuildEntities(
  db: Db,
  session: Session,
  { q, preferAccountId, limit = 20 }: { q: string; preferAccountId?: number | undefined; limit?: number | undefined },
): Match[] {
  const needle = q.trim().toLocaleLowerCase();
  const accountIds = new Set(db.campaigns.map((campaign) => campaign.accountId));
  const readable = new Set([...accountIds].filter((accountId) => mayRead(session, accountId)));
  const visibleCampaigns = new Map(
    db.campaigns
      .filter((campaign) => readable.has(campaign.accountId) && seesCampaign(session, campaign))
      .map((campaign) => [campaign.campaignId, campaign]),
  );
  const visibleGroups = new Map(
    db.adGroups.filter((group) => visibleCampaigns.has(group.campaignId)).map((group) => [group.adGroupId, group]),
  );
  const named = (name: string | null | undefined) => (name ?? '').toLocaleLowerCase().includes(needle);
  const matches: Match[] = [];
  for (const { campaignId, accountId, name } of visibleCampaigns.values()) {
    if (named(name)) matches.push({ type: 'campaign', id: campaignId, name, accountId, campaignId });
  }
  for (const { adGroupId, campaignId, accountId, name } of visibleGroups.values()) {
    if (named(name)) matches.push({ type: 'adGroup', id: adGroupId, name, accountId, campaignId, adGroupId });
  }
  for (const { adId, name, accountId, adGroupId } of db.ads) {
    const group = visibleGroups.get(adGroupId);
    if (group && named(name)) {
      matches.push({ type: 'ad', id: adId, name, accountId, campaignId: group.campaignId, adGroupId });
    }
  }
  const preferred = (match: Match) => (match.accountId === preferAccountId ? 0 : 1);
  return matches
    .sort(
      (a, b) =>
        preferred(a) - preferred(b) ||
        KIND_ORDER[a.type] - KIND_ORDER[b.type] ||
        a.name.localeCompare(b.name) ||
        a.id - b.id,
    )
    .slice(0, limit);
}

export const searchOperations = {
  searchBuildEntities: {
    access: {},
    read: ({ query, session, db }) => searchBuildEntities(db, session, query),
  },
} satisfies Operations;
