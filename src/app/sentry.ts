/**
 * The Sentry protocol behind the monitoring adapter (NS-22), in its own chunk: monitoring.ts loads
 * it on the first report. The SDK captures nothing by itself — no global handlers, no breadcrumbs,
 * no sessions, no tracing: monitoring.ts hands it every error it reports, so each arrives once.
 * Every event is scrubbed (./scrub.ts) before it is sent.
 */
import {
  captureException,
  dedupeIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  type ErrorEvent,
} from '@sentry/browser';
import { ApiError } from '@/api/api-error';
import type { MonitoringAdapter } from './monitoring';
import { scrubEvent } from './scrub';

export interface SentrySettings {
  dsn: string;
  /** The runtime configuration's environment: mock, dev-uat, uat or prod. */
  environment: string;
  /** The build version: the release the deploy step uploads the source maps under. */
  release: string;
}

export function createSentryMonitoring({ dsn, environment, release }: SentrySettings): MonitoringAdapter {
  init({
    dsn,
    environment,
    release,
    defaultIntegrations: false,
    integrations: [dedupeIntegration(), linkedErrorsIntegration(), httpContextIntegration()],
    sendClientReports: false,
    beforeBreadcrumb: () => null,
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
  });
  return {
    pageView: () => undefined,
    error(error, { source, request }) {
      const api =
        error instanceof ApiError
          ? { status: error.status, code: error.code, traceId: error.traceId, ...request }
          : undefined;
      captureException(error, {
        tags: {
          source,
          ...(api ? { status: String(api.status) } : {}),
          ...(api?.traceId ? { trace_id: api.traceId } : {}),
        },
        ...(api ? { contexts: { api } } : {}),
      });
    },
  };
}
