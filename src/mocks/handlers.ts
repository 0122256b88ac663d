/**
 * The fake backend's request handlers. At this stage they answer from the generated faker
 * factories; what the specs say a server adds on top lives here: pagination headers on every list
 * that pages by header (API-008), and the documented verification failure (API-022, NS-47).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  GENERATED_SERVICES,
  mockFactory,
  mockHandlerFactory,
  mswPath,
  type GeneratedService,
  type OperationInfo,
} from './services';

/** The seed campaign whose save always fails verification (NS-47). */
export const VERIFICATION_FAILURE_CAMPAIGN_ID = 900000001;
export const DEFAULT_PER_PAGE = 10;

export function pagingHeaders(totalCount: number, perPage: number): Record<string, string> {
  return {
    'pagination-totalcount': String(totalCount),
    'pagination-totalpages': String(Math.ceil(totalCount / perPage)),
  };
}

export function problem(status: number, code: string, title: string, detail: string): Response {
  return HttpResponse.json(
    { type: 'about:blank', title, status, detail, code, extensions: { traceId: crypto.randomUUID() } },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

function pagedListHandler(service: GeneratedService, operation: OperationInfo): RequestHandler | undefined {
  const factory = mockFactory(service, operation.operationId);
  if (!factory || operation.method !== 'GET') return undefined;
  return http.get(mswPath(operation.path), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
    const perPage = Math.max(1, Number(query.get('perPage') ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE);
    const all = factory();
    const items = Array.isArray(all) ? all : [];
    return HttpResponse.json(items.slice((page - 1) * perPage, page * perPage), {
      headers: pagingHeaders(items.length, perPage),
    });
  });
}

const verificationFailure = http.patch(
  mswPath('/api/v1/ads-manager/accounts/{accountId}/campaigns/{campaignId}'),
  ({ params }) => {
    if (Number(params.campaignId) !== VERIFICATION_FAILURE_CAMPAIGN_ID) return undefined;
    return problem(
      400,
      'ADS_MANAGER_VERIFICATION_FAILURE',
      'Bad Request',
      `Campaign ${VERIFICATION_FAILURE_CAMPAIGN_ID} failed verification: its line has no remaining budget`,
    );
  },
);

export function createHandlers(): RequestHandler[] {
  const paged = GENERATED_SERVICES.flatMap((service) =>
    service.operations
      .filter((operation) => operation.pagedByHeaders)
      .map((operation) => pagedListHandler(service, operation))
      .filter((handler): handler is RequestHandler => handler !== undefined),
  );
  const generated = GENERATED_SERVICES.flatMap((service) =>
    service.operations.map((operation) => mockHandlerFactory(service, operation.operationId)?.() as RequestHandler),
  );
  return [verificationFailure, ...paged, ...generated];
}
