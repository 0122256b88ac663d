/**
 * Who is offered "Create campaign" on the screens (issue 28 point 1, NS-07a): a user with
 * campaign.write in an account that has a line they may use, while the builder is on. An internal
 * user with the planner on builds campaigns inside plans (part 1 §2.5: the menu then offers
 * "New plan", never "New campaign"), so the screens do not offer it to them either.
 */
export interface CreateCampaignInput {
  canWrite: boolean;
  isInternal: boolean;
  plannerOn: boolean;
  /** Kill flag disable-campaign-build (NS-23). */
  buildKilled: boolean;
  /** The account has a line the user sees (ACTIVE for external users, any for internal ones). */
  hasLines: boolean;
}

export function mayCreateCampaign({
  canWrite,
  isInternal,
  plannerOn,
  buildKilled,
  hasLines,
}: CreateCampaignInput): boolean {
  if (!canWrite || buildKilled || !hasLines) return false;
  return !(isInternal && plannerOn);
}

/** Whether the lines answer matters at all: only when everything else already allows creating. */
export const linesDecide = (input: Omit<CreateCampaignInput, 'hasLines'>): boolean =>
  mayCreateCampaign({ ...input, hasLines: true });
