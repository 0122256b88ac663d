/** Placeholder until the campaign list lands (replaced by the campaigns work). */
export function CampaignsPage() {
  return null;
}
