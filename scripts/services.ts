/** The eight services: one OpenAPI file, one generated folder and one query-key prefix each. */
export const SERVICES = [
  'aura',
  'campaign-build',
  'ads-manager',
  'rms',
  'advertiser-assets',
  'ad-targeting',
  'bank-approval',
  'reports-api',
] as const;

export type Service = (typeof SERVICES)[number];

/** `campaign-build` → `campaignBuildQueryKey`, the export of src/api/query-keys.ts orval calls. */
export const queryKeyFunctionName = (service: Service): string =>
  `${service.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}QueryKey`;
