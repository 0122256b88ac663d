/**
 * The fault matrix in component tests (what tests/e2e/fixtures/fault-matrix.ts is for browser
 * tests): the error answers every screen meets, each armed for the next request(s) of a screen.
 * 500, 429, network down, a malformed body, latency and 401 are the fake backend's injected faults
 * (`injectFault`, with the backend of `setupSeededBackend`); 403 and 404, which the backend cannot
 * inject, are answered in place of the request by a stand-in for fetch (`answerWithProblem`; undo
 * it with `vi.unstubAllGlobals()` after each test).
 *
 *   const seeded = setupSeededBackend();
 *   for (const fault of faultCases('query')) it(fault.name, async () => {
 *     fault.arm(seeded.backend, { email, path: '/redemptions/us/summaries' });
 *     …expect the screen's message to contain fault.text
 *   });
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Backend, Fault } from '@/mocks/server/backend';
import { FAULT_TEXT } from './fault-text';

export { FAULT_TEXT };

/** The requests a fault is for: this user's, whose path contains `path` (and of `method`). */
export interface FaultTarget {
  email: string;
  path: string;
  method?: string;
}

export interface FaultCase {
  name: string;
  /** What the screen's message says about it. */
  text: string;
  arm: (backend: Backend, target: FaultTarget) => void;
}

/** A fault of the fake backend for the next `times` requests of `target`. */
export function injectFault(backend: Backend, { email, path, method }: FaultTarget, fault: Fault, times = 1): void {
  backend.faults.push({ email, path, ...(method === undefined ? {} : { method }), fault, times });
}

/** The next request of `target` is answered with a problem of `status` without reaching the backend. */
export function answerWithProblem({ path, method }: FaultTarget, status: 403 | 404, detail: string): void {
  const passOn = globalThis.fetch;
  let answered = false;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const requestMethod = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!answered && url.pathname.includes(path) && (method === undefined || method === requestMethod)) {
      answered = true;
      const problem = { title: status === 403 ? 'Forbidden' : 'Not Found', status, detail };
      return Promise.resolve(
        new Response(JSON.stringify(problem), { status, headers: { 'Content-Type': 'application/problem+json' } }),
      );
    }
    return passOn(input, init);
  });
}

/**
 * The error answers of the matrix. A query meets a 429 three times (the first try and its two
 * retries, after the Retry-After of 1 s); a save is not retried and meets it once.
 */
export function faultCases(kind: 'query' | 'save'): FaultCase[] {
  const inject =
    (fault: Fault, times = 1) =>
    (backend: Backend, target: FaultTarget) => {
      injectFault(backend, target, fault, times);
    };
  return [
    { name: '500', text: FAULT_TEXT.server, arm: inject({ status: 500 }) },
    {
      name: kind === 'query' ? '429 with Retry-After, on the first try and both retries' : '429 (not retried)',
      text: FAULT_TEXT.rateLimited,
      arm: inject({ status: 429, retryAfter: 1 }, kind === 'query' ? 3 : 1),
    },
    {
      name: '403',
      text: FAULT_TEXT.forbidden,
      arm: (_, target) => {
        answerWithProblem(target, 403, FAULT_TEXT.forbidden);
      },
    },
    {
      name: '404',
      text: FAULT_TEXT.notFound,
      arm: (_, target) => {
        answerWithProblem(target, 404, FAULT_TEXT.notFound);
      },
    },
    { name: 'network down', text: FAULT_TEXT.network, arm: inject({ drop: true }) },
    { name: 'malformed body', text: FAULT_TEXT.malformed, arm: inject({ malformed: true }) },
  ];
}

/** The alert that says `text`, once it shows (the shell may show alerts of its own, such as the ad blocker notice). */
export async function findAlertSaying(text: string | RegExp): Promise<HTMLElement> {
  const says = (alert: HTMLElement) =>
    typeof text === 'string' ? alert.textContent.includes(text) : text.test(alert.textContent);
  return waitFor(
    () => {
      const found = screen.getAllByRole('alert').find(says);
      if (!found) throw new Error(`no alert says ${String(text)}`);
      return found;
    },
    { timeout: 15_000 },
  );
}

/** AUTH-016: after a 401, the session-expired warning shows and the app logs out to /login. */
export async function expectSessionExpiredLogout(pathname: () => string): Promise<void> {
  expect(await screen.findByText(FAULT_TEXT.sessionExpired, undefined, { timeout: 10_000 })).toBeInTheDocument();
  await vi.waitFor(
    () => {
      expect(pathname()).toBe('/login');
    },
    { timeout: 10_000 },
  );
}
