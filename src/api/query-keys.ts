/**
 * Query keys of the generated hooks, prefixed by service: `[service, url, params?]`.
 * The url already holds the path parameters, so invalidating `[service, url]` hits every
 * page and filter of one list, and `[service]` everything of one service.
 * orval calls one function per service (it reads their arity, hence the explicit arrows).
 */
export type ServiceQueryKey = readonly [service: string, url: string, params?: unknown];

type KeyProps = Readonly<Record<string, unknown>> & { readonly params?: unknown };
interface KeyContext {
  url: string;
  queryOptions?: unknown;
}

const serviceKey = (service: string, props: KeyProps, { url }: KeyContext): ServiceQueryKey =>
  props.params === undefined ? [service, url] : [service, url, props.params];

export const auraQueryKey = (props: KeyProps, context: KeyContext) => serviceKey('aura', props, context);
export const campaignBuildQueryKey = (props: KeyProps, context: KeyContext) =>
  serviceKey('campaign-build', props, context);
export const adsManagerQueryKey = (props: KeyProps, context: KeyContext) => serviceKey('ads-manager', props, context);
export const rmsQueryKey = (props: KeyProps, context: KeyContext) => serviceKey('rms', props, context);
export const advertiserAssetsQueryKey = (props: KeyProps, context: KeyContext) =>
  serviceKey('advertiser-assets', props, context);
export const adTargetingQueryKey = (props: KeyProps, context: KeyContext) => serviceKey('ad-targeting', props, context);
export const bankApprovalQueryKey = (props: KeyProps, context: KeyContext) =>
  serviceKey('bank-approval', props, context);
export const reportsApiQueryKey = (props: KeyProps, context: KeyContext) => serviceKey('reports-api', props, context);
