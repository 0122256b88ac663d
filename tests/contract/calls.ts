/**
 * The HTTP calls of the requirement matrix (CALL rows), as the specs must hold them: method, full
 * path, query parameters, request body fields and the answer's fields. `calls.test.ts` checks each
 * row against openapi/. When a requirement call changes, change its row here and the spec.
 */
import type { Service } from '../../scripts/services';

export interface CallRow {
  id: string;
  service: Service;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Query parameters the row names. */
  query?: readonly string[];
  /** Request body media type (default application/json when `body` is given). */
  mediaType?: string;
  /** Top-level request body fields; `'array'` for a JSON array body. */
  body?: readonly string[] | 'array';
  /** The body holds exactly these fields (no more). */
  exactBody?: boolean;
  /** Fields the success answer holds; `'array'` for a list answer. */
  answer?: readonly string[] | 'array';
  /** The list answer carries pagination-totalcount and pagination-totalpages. */
  pagedByHeaders?: boolean;
  /**
   * The request body as a whole (JSON:API documents): each named member is required, with its
   * enum or its own members, and an object has exactly the members named.
   */
  bodyShape?: Shape;
  /** The success answer as a whole: as `bodyShape`, but an object may have more members (meta). */
  answerShape?: Shape;
  /** Error statuses the row names. */
  errors?: readonly number[];
  /** Problem codes the operation documents. */
  codes?: readonly string[];
}

/** A member's schema as a row names it: any value (`true`), an enum (its values) or an object (its members). */
export type Shape = true | readonly string[] | { readonly [member: string]: Shape };

const CAMPAIGN_SAVE_FIELDS = [
  'billingCap',
  'budget',
  'budgetDeliveryGoal',
  'budgetDiscountPercent',
  'campaignPricingModel',
  'currency',
  'endDateTime',
  'isOfferAutoActivated',
  'isTrackedLinkOffer',
  'lineId',
  'name',
  'planId',
  'scheduleType',
  'startDateTime',
] as const;

const REPORT_QUERY_FIELDS = [
  'cube',
  'selectFields',
  'filterExpressions',
  'sortBy',
  'curators',
  'rowsPerPage',
  'paginationStartIndex',
] as const;

const LIST = ['page', 'perPage', 'orderBy', 'filter'] as const;
const CB6 = '/api/v6/campaign-build-api';
const CB7 = '/api/v7/campaign-build-api';
const CB8 = '/api/v8/campaign-build-api';
const CB1 = '/api/v1/campaign-build';

export const CALLS: readonly CallRow[] = [
  // aura
  {
    id: 'CALL-001',
    service: 'aura',
    method: 'GET',
    path: '/api/v1/aura/users/{userEmail}/accounts',
    query: ['accountIds', 'bookingCountry', 'isTest', 'name', 'page', 'size', 'sort', 'type', 'managedByAccountType'],
    answer: ['items', 'totalElements', 'totalPages'],
  },
  {
    id: 'CALL-002',
    service: 'aura',
    method: 'PUT',
    path: '/api/v1/aura/accounts/{accountId}/brands',
    body: ['brandIds'],
    exactBody: true,
    answer: ['id', 'name', 'brands', 'bookingCountry'],
  },
  {
    id: 'CALL-003',
    service: 'aura',
    method: 'GET',
    path: '/api/v1/aura/accounts/{accountId}/users',
    query: ['page', 'size'],
    answer: 'array',
  },
  {
    id: 'CALL-004',
    service: 'aura',
    method: 'GET',
    path: '/api/v1/aura/accounts/{accountId}/users/{userEmail}',
    answer: ['email', 'permissions', 'roles'],
  },
  {
    id: 'CALL-005',
    service: 'aura',
    method: 'GET',
    path: '/api/v1/aura/accounts/{accountId}/users/me',
    answer: ['email', 'permissions', 'type'],
    errors: [401, 404],
  },
  {
    id: 'CALL-006',
    service: 'aura',
    method: 'POST',
    path: '/api/v1/aura/accounts/{accountId}/users',
    body: ['email', 'firstName', 'lastName', 'roleName'],
    exactBody: true,
  },
  {
    id: 'CALL-007',
    service: 'aura',
    method: 'POST',
    path: '/api/v1/aura/accounts/{accountId}/users/{userEmail}/invitation',
    answer: ['status'],
  },
  {
    id: 'CALL-008',
    service: 'aura',
    method: 'DELETE',
    path: '/api/v1/aura/accounts/{accountId}/users/{userEmail}/role',
  },
  // campaign-build: ad groups
  {
    id: 'CALL-009',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB6}/accounts/{accountId}/adgroups`,
    query: LIST,
    answer: 'array',
    pagedByHeaders: true,
  },
  {
    id: 'CALL-010',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB6}/accounts/{accountId}/adgroups/{adGroupId}`,
    answer: ['adGroupId', 'campaignId', 'name', 'adGroupStatus'],
  },
  {
    id: 'CALL-011',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB6}/adgroups/{adGroupId}`,
    answer: ['adGroupId', 'campaignId', 'accountId'],
    errors: [400, 404],
  },
  {
    id: 'CALL-012',
    service: 'campaign-build',
    method: 'POST',
    path: `${CB6}/accounts/{accountId}/adgroups`,
    body: ['name', 'campaignId', 'audienceId', 'targetingCriteriaId'],
    answer: ['adGroupId'],
  },
  {
    id: 'CALL-013',
    service: 'campaign-build',
    method: 'PATCH',
    path: `${CB6}/accounts/{accountId}/adgroups/{adGroupId}`,
    body: ['name'],
    answer: ['adGroupId'],
  },
  {
    id: 'CALL-014',
    service: 'campaign-build',
    method: 'DELETE',
    path: `${CB6}/accounts/{accountId}/adgroups/{adGroupId}`,
  },
  {
    id: 'CALL-015',
    service: 'campaign-build',
    method: 'POST',
    path: `${CB6}/accounts/{accountId}/adgroups/{adGroupId}/duplicate`,
    answer: ['adGroupId'],
  },
  {
    id: 'CALL-016',
    service: 'campaign-build',
    method: 'PUT',
    path: `${CB1}/accounts/{accountId}/campaigns/{campaignId}/adgroups/order`,
    body: ['userPriorityOrder'],
    exactBody: true,
  },
  {
    id: 'CALL-017',
    service: 'campaign-build',
    method: 'POST',
    path: `${CB6}/accounts/{accountId}/campaigns/{campaignId}/import-adgroups`,
    body: ['sourceAdGroupIds', 'adGroupIds'],
    answer: ['createdAdGroupIds'],
  },
  // campaign-build: ads
  {
    id: 'CALL-018',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB7}/accounts/{accountId}/ads`,
    query: LIST,
    answer: 'array',
    pagedByHeaders: true,
  },
  {
    id: 'CALL-019',
    service: 'campaign-build',
    method: 'POST',
    path: `${CB7}/accounts/{accountId}/ads`,
    body: ['adGroupId', 'name', 'creativeId'],
    answer: ['adId'],
  },
  {
    id: 'CALL-020',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB7}/accounts/{accountId}/ads/{adId}`,
    answer: ['adId', 'adGroupId', 'adStatus', 'creativeId'],
  },
  {
    id: 'CALL-021',
    service: 'campaign-build',
    method: 'PATCH',
    path: `${CB7}/accounts/{accountId}/ads/{adId}`,
    body: ['name', 'creativeId'],
    answer: ['adId'],
  },
  { id: 'CALL-022', service: 'campaign-build', method: 'DELETE', path: `${CB7}/accounts/{accountId}/ads/{adId}` },
  {
    id: 'CALL-023',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB7}/ads/{adId}`,
    answer: ['adId', 'adGroupId', 'accountId'],
    errors: [400, 404],
  },
  {
    id: 'CALL-024',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB7}/ads/{adId}/redeemingmerchants`,
    answer: ['brands', 'productCategoryAnnotations', 'purchaseChannelAnnotations', 'isAnnotationOverridden'],
  },
  {
    id: 'CALL-025',
    service: 'campaign-build',
    method: 'POST',
    path: `${CB7}/accounts/{accountId}/ads/{adId}/redeemingmerchants`,
    body: ['brands', 'productCategoryAnnotations', 'purchaseChannelAnnotations', 'isAnnotationOverridden'],
  },
  {
    id: 'CALL-026',
    service: 'campaign-build',
    method: 'PUT',
    path: `${CB7}/accounts/{accountId}/ads/{adId}/redeemingmerchants`,
    body: ['brands', 'productCategoryAnnotations', 'purchaseChannelAnnotations', 'isAnnotationOverridden'],
  },
  // campaign-build: campaigns
  {
    id: 'CALL-027',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB7}/accounts/{accountId}/campaigns`,
    query: ['filter', 'includePlanDetails', 'orderBy', 'page', 'perPage'],
    answer: 'array',
    pagedByHeaders: true,
  },
  {
    id: 'CALL-028',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB7}/accounts/{accountId}/campaigns/{campaignId}`,
    query: ['includePublisherSchedules', 'campaignTypes'],
    answer: ['campaignId', 'name', 'campaignStatus', 'campaignType', 'publisherSchedules'],
  },
  {
    id: 'CALL-029',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB7}/campaigns/{campaignId}`,
    answer: ['campaignId', 'accountId'],
    errors: [400, 404],
  },
  {
    id: 'CALL-030',
    service: 'campaign-build',
    method: 'POST',
    path: `${CB7}/accounts/{accountId}/campaigns`,
    body: CAMPAIGN_SAVE_FIELDS,
    exactBody: true,
    answer: ['campaignId'],
  },
  {
    id: 'CALL-031',
    service: 'campaign-build',
    method: 'DELETE',
    path: `${CB7}/accounts/{accountId}/campaigns/{campaignId}`,
  },
  {
    id: 'CALL-032',
    service: 'campaign-build',
    method: 'POST',
    path: `${CB7}/accounts/{accountId}/campaigns/{campaignId}/duplicate`,
    answer: ['campaignId'],
  },
  {
    id: 'CALL-033',
    service: 'campaign-build',
    method: 'PUT',
    path: `${CB7}/accounts/{accountId}/campaigns/{campaignId}/status`,
    // NS-88 adds the note of a return to Draft.
    body: ['note', 'status'],
    exactBody: true,
  },
  // campaign-build: audiences, fees
  {
    id: 'CALL-034',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB8}/accounts/{accountId}/audiences/{audienceId}`,
    answer: ['audienceId', 'customAudiences', 'purchaseBehavior', 'locations'],
  },
  {
    id: 'CALL-035',
    service: 'campaign-build',
    method: 'PATCH',
    path: `${CB8}/accounts/{accountId}/audiences/{audienceId}`,
    body: ['name', 'locations'],
    answer: ['audienceId'],
  },
  {
    id: 'CALL-036',
    service: 'campaign-build',
    method: 'POST',
    path: `${CB8}/accounts/{accountId}/audiences`,
    body: ['name', 'audienceSegmentationTypeId'],
    answer: ['audienceId'],
  },
  {
    id: 'CALL-037',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB6}/accounts/{accountId}/adgroups/{adGroupId}/pricingmodels`,
    answer: 'array',
  },
  {
    id: 'CALL-038',
    service: 'campaign-build',
    method: 'POST',
    path: `${CB6}/accounts/{accountId}/pricingmodels`,
    body: ['adGroupId', 'currency', 'feeAmount', 'feePercent', 'feeCap', 'targetRoas'],
    answer: ['pricingModelId'],
  },
  {
    id: 'CALL-039',
    service: 'campaign-build',
    method: 'PATCH',
    path: `${CB6}/accounts/{accountId}/pricingmodels/{pricingModelId}`,
    body: ['feeAmount', 'feePercent', 'feeCap'],
    answer: ['pricingModelId'],
  },
  // campaign-build: lines, plans
  {
    id: 'CALL-040',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB1}/accounts/{accountId}/lines`,
    query: ['status'],
    answer: 'array',
  },
  {
    id: 'CALL-041',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB1}/accounts/{accountId}/lines/{lineId}`,
    answer: ['lineId', 'status', 'startDateTime', 'endDateTime'],
    errors: [404],
  },
  {
    id: 'CALL-042',
    service: 'campaign-build',
    method: 'PUT',
    path: `${CB1}/accounts/{accountId}/plans/{planId}/accept`,
    body: 'array',
  },
  {
    id: 'CALL-043',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB1}/accounts/{accountId}/plans`,
    query: ['name', 'page', 'size', 'sort'],
  },
  {
    id: 'CALL-044',
    service: 'campaign-build',
    method: 'GET',
    path: `${CB1}/accounts/{accountId}/plans/{planId}`,
    answer: ['planId', 'name', 'status'],
  },
  {
    id: 'CALL-045',
    service: 'campaign-build',
    method: 'PATCH',
    path: `${CB1}/accounts/{accountId}/plans/{planId}`,
    body: ['name', 'ioNumber'],
    exactBody: true,
    answer: ['planId'],
    codes: ['CAMPAIGN_BUILD_4XX_CONFLICT', 'PLAN_NAME_CONFLICT'],
  },
  {
    id: 'CALL-046',
    service: 'campaign-build',
    method: 'POST',
    path: `${CB1}/accounts/{accountId}/plans`,
    body: ['name', 'ioNumber'],
    answer: ['planId'],
    codes: ['CAMPAIGN_BUILD_4XX_CONFLICT', 'PLAN_NAME_CONFLICT'],
  },
  // ads-manager
  {
    id: 'CALL-047',
    service: 'ads-manager',
    method: 'PATCH',
    path: '/api/v1/ads-manager/accounts/{accountId}/campaigns/{campaignId}',
    body: CAMPAIGN_SAVE_FIELDS,
    exactBody: true,
    answer: ['campaignId'],
  },
  {
    id: 'CALL-048',
    service: 'ads-manager',
    method: 'POST',
    path: '/api/v1/ads-manager/creatives',
    body: ['creativeVersion', 'merchantName', 'rewardType', 'country'],
    answer: ['id'],
  },
  {
    id: 'CALL-049',
    service: 'ads-manager',
    method: 'GET',
    path: '/api/v1/ads-manager/accounts/{accountId}/ads/{adId}/rewards',
    answer: ['rewardId', 'rmsResponse'],
  },
  {
    id: 'CALL-050',
    service: 'ads-manager',
    method: 'POST',
    path: '/api/v1/ads-manager/accounts/{accountId}/ads/{adId}/rewards',
    mediaType: 'application/vnd.api+json',
    body: ['data'],
    answer: ['data'],
  },
  // rms
  {
    id: 'CALL-051',
    service: 'rms',
    method: 'PATCH',
    path: '/api/v1/rms/accounts/{accountId}/reward/{rewardId}',
    mediaType: 'application/vnd.api+json',
    body: ['data'],
    bodyShape: { data: { type: ['reward'], id: true, attributes: true } },
    answer: ['data'],
    // The reward resource, as the reward reads answer it.
    answerShape: { data: { type: ['reward'], id: true, attributes: true, relationships: true } },
  },
  // advertiser-assets
  {
    id: 'CALL-052',
    service: 'advertiser-assets',
    method: 'GET',
    path: '/api/v2/advertiser-assets/creatives/{creativeId}',
    query: ['creativeVersion'],
    answer: ['id', 'merchantName', 'rewardType', 'adCopy', 'images', 'links', 'beacons'],
  },
  {
    id: 'CALL-053',
    service: 'advertiser-assets',
    method: 'POST',
    path: '/api/v2/advertiser-assets/images',
    mediaType: 'multipart/form-data',
    body: ['accountId', 'imageCategory', 'incomingImage'],
    exactBody: true,
    answer: ['id', 'versions'],
  },
  // ad-targeting
  {
    id: 'CALL-054',
    service: 'ad-targeting',
    method: 'POST',
    path: '/api/v1/ad-targeting-api/accounts/{accountId}/criteria-base-types',
    body: ['targetingCriteriaIds'],
    answer: ['results'],
  },
  {
    id: 'CALL-055',
    service: 'ad-targeting',
    method: 'GET',
    path: '/api/v1/ad-targeting-api/accounts/{accountId}/criteria/{id}',
    answer: ['targetingCriteriaId', 'criteriaDefinition'],
  },
  {
    id: 'CALL-056',
    service: 'ad-targeting',
    method: 'POST',
    path: '/api/v1/ad-targeting-api/accounts/{accountId}/criteria',
    body: ['criteriaDefinition'],
    answer: ['targetingCriteriaId'],
  },
  {
    id: 'CALL-057',
    service: 'ad-targeting',
    method: 'GET',
    path: '/api/v1/targeting/brands/{brandId}/audience-segmentation-types',
    query: ['brandIds', 'isoCountryCode', 'scope'],
    answer: 'array',
  },
  {
    id: 'CALL-058',
    service: 'ad-targeting',
    method: 'GET',
    path: '/api/v1/targeting/audience-segmentation-types-by-id/{segmentationTypeId}/predefined-segment-type',
    answer: ['segmentationTypeId'],
  },
  {
    id: 'CALL-059',
    service: 'ad-targeting',
    method: 'GET',
    path: '/api/v1/targeting/audience-segmentation-types-by-id/{segmentationTypeId}/standard-segment-type',
    query: ['brandId'],
    answer: ['segmentationTypeId'],
  },
  {
    id: 'CALL-060',
    service: 'ad-targeting',
    method: 'POST',
    path: '/api/v1/targeting/audience-segmentation-types-by-id/predefined-segment-type',
    body: ['brandId', 'baseType'],
    answer: ['segmentationTypeId'],
  },
  // bank-approval
  {
    id: 'CALL-061',
    service: 'bank-approval',
    method: 'GET',
    path: '/api/v2/bank-approval-api/campaigns',
    query: ['filter', 'page', 'perPage'],
    answer: 'array',
  },
  {
    id: 'CALL-062',
    service: 'bank-approval',
    method: 'GET',
    path: '/api/v2/bank-approval-api/campaigns/{campaignId}',
    answer: ['campaignId', 'approvals'],
  },
  {
    id: 'CALL-063',
    service: 'bank-approval',
    method: 'GET',
    path: '/api/v2/bank-approval-api/campaigns/{campaignId}/flags',
    answer: 'array',
  },
  // reports-api
  {
    id: 'CALL-064',
    service: 'reports-api',
    method: 'POST',
    path: '/api/v1/reports-api/accounts/{accountId}/registry/performance/schemas/advertiser/query',
    body: REPORT_QUERY_FIELDS,
    exactBody: true,
    answer: ['header', 'rows', 'curators'],
  },
  {
    id: 'CALL-065',
    service: 'reports-api',
    method: 'POST',
    path: '/api/v1/reports-api/accounts/{accountId}/registry/performance/schemas/internal/query',
    body: REPORT_QUERY_FIELDS,
    exactBody: true,
    answer: ['header', 'rows', 'curators'],
  },
];
