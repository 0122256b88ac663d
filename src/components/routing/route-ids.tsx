/**
 * Route ids of the campaign, plan, ad-group, ad and projection screens (part 2 §2, §8; WIZ-005, NS-35),
 * shared by the builder, plans and projections features (so none imports another for them).
 *
 * How a page uses it:
 *   - `useRouteId(kind)` reads `:campaignId` / `:planId` / `:adGroupId` / `:adId` / `:projectionId`. It returns the id,
 *     or undefined when the parameter is absent (the literal `create` route). An invalid id (not a
 *     positive integer, `parseIntegerId`) throws an `InvalidRouteIdError`.
 *   - Wrap the page in `<InvalidRouteIdBoundary>` (or export it through `withRouteIdBoundary(Page)`):
 *     the boundary renders `<InvalidRouteId kind>` for that error ('Invalid campaign id' … with a link
 *     back to the list) and rethrows every other error to the route's error screen.
 * The hook must be called below the boundary, i.e. in a child of the component that renders it.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import type { MessageKey } from '@/i18n';
import { parseIntegerId } from '@/lib/ids';
import { paths } from '@/lib/paths';

export type RouteIdKind = 'campaign' | 'plan' | 'adGroup' | 'ad' | 'projection';

const PARAM: Record<RouteIdKind, string> = {
  campaign: 'campaignId',
  plan: 'planId',
  adGroup: 'adGroupId',
  ad: 'adId',
  projection: 'projectionId',
};

const MESSAGE: Record<RouteIdKind, MessageKey> = {
  campaign: 'adsmanager.INVALID_CAMPAIGN_ID',
  plan: 'adsmanager.INVALID_PLAN_ID',
  adGroup: 'adsmanager.INVALID_AD_GROUP_ID',
  ad: 'adsmanager.INVALID_AD_ID',
  projection: 'adsmanager.INVALID_PROJECTION_ID',
};

/** Where the NS-35 message links back to: the list of the kind's screens. */
const BACK: Record<RouteIdKind, { to: (accountId: number) => string; label: MessageKey }> = {
  campaign: { to: paths.campaigns, label: 'adsmanager.INVALID_ROUTE_ID_BACK_CAMPAIGNS' },
  plan: { to: paths.plans, label: 'adsmanager.INVALID_ROUTE_ID_BACK_PLANS' },
  adGroup: { to: paths.campaigns, label: 'adsmanager.INVALID_ROUTE_ID_BACK_CAMPAIGNS' },
  ad: { to: paths.campaigns, label: 'adsmanager.INVALID_ROUTE_ID_BACK_CAMPAIGNS' },
  projection: { to: paths.projections, label: 'adsmanager.INVALID_ROUTE_ID_BACK_PROJECTIONS' },
};

/** Thrown by `useRouteId` for an id that is present but not a positive integer. */
export class InvalidRouteIdError extends Error {
  readonly kind: RouteIdKind;
  readonly value: string;
  constructor(kind: RouteIdKind, value: string) {
    super(`Invalid ${kind} id: ${value}`);
    this.name = 'InvalidRouteIdError';
    this.kind = kind;
    this.value = value;
  }
}

/** The outcome of reading one route id, without throwing (for callers that prefer a value). */
export type RouteIdResult =
  { status: 'absent' } | { status: 'valid'; id: number } | { status: 'invalid'; kind: RouteIdKind; value: string };

/** Reads a route id from raw route parameters (pure; used by `useRouteId`). */
export function readRouteId(params: Readonly<Record<string, string | undefined>>, kind: RouteIdKind): RouteIdResult {
  const value = params[PARAM[kind]];
  if (value === undefined) return { status: 'absent' };
  const id = parseIntegerId(value);
  return id === undefined ? { status: 'invalid', kind, value } : { status: 'valid', id };
}

/** The route id of `kind`; undefined when absent; throws `InvalidRouteIdError` when invalid. */
export function useRouteId(kind: RouteIdKind): number | undefined {
  const result = readRouteId(useParams(), kind);
  if (result.status === 'invalid') throw new InvalidRouteIdError(kind, result.value);
  return result.status === 'valid' ? result.id : undefined;
}

/** The NS-35 message for an invalid route id, with a link back to the list. */
export function InvalidRouteId({ kind }: { kind: RouteIdKind }) {
  const { t } = useTranslation();
  const account = parseIntegerId(useParams().accountId);
  const back = BACK[kind];
  const listPath = account === undefined ? paths.root : back.to(account);
  return (
    <section aria-labelledby="invalid-route-id" className="flex flex-col gap-3 py-8">
      <h1 id="invalid-route-id" className="text-2xl font-semibold text-foreground">
        {t(MESSAGE[kind])}
      </h1>
      <p className="text-muted-foreground">{t('adsmanager.INVALID_ROUTE_ID_TEXT')}</p>
      <p>
        <Link to={listPath} className="font-medium text-primary underline underline-offset-4">
          {t(back.label)}
        </Link>
      </p>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Changes of the location reset the boundary (the user followed a link to a valid id). */
  resetKey: string;
}

interface BoundaryState {
  error: Error | undefined;
  key: string;
}

class RouteIdBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof InvalidRouteIdError) return <InvalidRouteId kind={error.kind} />;
    // Other errors go on to the route's error screen.
    throw error;
  }
}

/** Renders `InvalidRouteId` when a child throws `InvalidRouteIdError`; rethrows other errors. */
export function InvalidRouteIdBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteIdBoundary resetKey={pathname}>{children}</RouteIdBoundary>;
}

/** `Page` inside an `InvalidRouteIdBoundary`, so it can call `useRouteId` directly. */
export function withRouteIdBoundary<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithRouteIdBoundary(props: P) {
    return (
      <InvalidRouteIdBoundary>
        <Page {...props} />
      </InvalidRouteIdBoundary>
    );
  }
  WithRouteIdBoundary.displayName = `withRouteIdBoundary(${Page.displayName ?? Page.name})`;
  return WithRouteIdBoundary;
}
