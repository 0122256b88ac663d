/**
 * The route error element (part 1 §2.4): every route error becomes a screen, never a blank page.
 * Part of the first-page bundle, so the access errors come from their own module.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FeatureDeprecatedError, FeatureDisabledError, ForbiddenError, NotFoundError } from '@/access/errors';
import { ApiError } from '@/api/api-error';
import {
  FeatureDeprecatedPage,
  FeatureDisabledPage,
  ForbiddenPage,
  SessionEndedPage,
  UnexpectedErrorPage,
} from './error-pages';
import { ChunkReloadPage, isChunkLoadError } from './chunk-reload';
import { NotFoundPage } from './NotFoundPage';

export type ErrorScreenKind =
  'forbidden' | 'featureDisabled' | 'featureDeprecated' | 'notFound' | 'sessionEnded' | 'unexpected';

/** instanceof, or the error's name when it crossed a module copy (e.g. a stale chunk). */
const isError = (error: unknown, type: new (...args: never[]) => Error, name: string) =>
  error instanceof type || (error instanceof Error && error.name === name);

function byStatus(status: number): ErrorScreenKind {
  if (status === 401) return 'sessionEnded';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return 'unexpected';
}

/** Which screen an error gets. 401 is left to the session handling (which logs the user out). */
export function errorScreenKind(error: unknown): ErrorScreenKind {
  if (isError(error, ForbiddenError, 'ForbiddenError')) return 'forbidden';
  if (isError(error, FeatureDisabledError, 'FeatureDisabledError')) return 'featureDisabled';
  if (isError(error, FeatureDeprecatedError, 'FeatureDeprecatedError')) return 'featureDeprecated';
  if (isError(error, NotFoundError, 'NotFoundError')) return 'notFound';
  if (isRouteErrorResponse(error)) return byStatus(error.status);
  if (error instanceof ApiError) return byStatus(error.status);
  return 'unexpected';
}

/** Developer-facing details for errors the catalogue has no words for. */
function detailsOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.traceId === undefined ? undefined : `Trace id: ${error.traceId}`;
  if (isRouteErrorResponse(error)) return `${String(error.status)} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return undefined;
}

export function ErrorScreen({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) return <ChunkReloadPage />;
  switch (errorScreenKind(error)) {
    case 'forbidden':
      return <ForbiddenPage />;
    case 'featureDisabled':
      return <FeatureDisabledPage />;
    case 'featureDeprecated':
      return <FeatureDeprecatedPage />;
    case 'notFound':
      return <NotFoundPage />;
    case 'sessionEnded':
      return <SessionEndedPage />;
    case 'unexpected':
      return <UnexpectedErrorPage error={error} details={detailsOf(error)} />;
  }
}

export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}
