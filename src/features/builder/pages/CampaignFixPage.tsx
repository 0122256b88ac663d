/** Placeholder until this screen lands (replaced by the builder work). */
export function CampaignFixPage() {
  return null;
}
