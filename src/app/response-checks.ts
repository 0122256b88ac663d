/**
 * API-026: which answers are checked against their generated schemas (flag
 * validate-api-response-schema): line and campaign reads and the campaign save. Only the paths
 * live here; the schemas are large and load (src/app/response-schemas.ts) when a checked
 * answer arrives.
 */
export type CheckedAnswer = 'lines' | 'line' | 'campaigns' | 'campaign' | 'campaignGlobal' | 'campaignSave';

/**
 * A path template as a pattern. Every parameter of the checked paths is an integer id in the spec
 * (accountId, campaignId, lineId), so a parameter matches digits only: a literal sibling path such
 * as …/campaigns/reporting-eligible is another operation, with another answer, and is not checked
 * as a campaign.
 */
const template = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '\\d+')}$`);

const CHECKED_ANSWERS: readonly { method: string; pattern: RegExp; answer: CheckedAnswer }[] = [
  { method: 'GET', pattern: template('/api/v1/campaign-build/accounts/{accountId}/lines'), answer: 'lines' },
  { method: 'GET', pattern: template('/api/v1/campaign-build/accounts/{accountId}/lines/{lineId}'), answer: 'line' },
  {
    method: 'GET',
    pattern: template('/api/v7/campaign-build-api/accounts/{accountId}/campaigns'),
    answer: 'campaigns',
  },
  {
    method: 'GET',
    pattern: template('/api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}'),
    answer: 'campaign',
  },
  { method: 'GET', pattern: template('/api/v7/campaign-build-api/campaigns/{campaignId}'), answer: 'campaignGlobal' },
  {
    method: 'PATCH',
    pattern: template('/api/v1/ads-manager/accounts/{accountId}/campaigns/{campaignId}'),
    answer: 'campaignSave',
  },
];

/** The checked answer a call returns, or undefined when its answer is not checked. */
export function checkedAnswerOf(method: string, path: string): CheckedAnswer | undefined {
  return CHECKED_ANSWERS.find((entry) => entry.method === method && entry.pattern.test(path))?.answer;
}

/** True when the answer matches its schema, or when the call is not one of the checked ones. */
export async function validateResponse(method: string, path: string, data: unknown): Promise<boolean> {
  const answer = checkedAnswerOf(method, path);
  if (answer === undefined) return true;
  const { RESPONSE_SCHEMAS } = await import('./response-schemas');
  return RESPONSE_SCHEMAS[answer].safeParse(data).success;
}
