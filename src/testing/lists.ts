/**
 * What the tests of list screens share: the requests the screen made, and the rows of a table as
 * a user reads them.
 *
 *   const requests = recordRequests();
 *   …
 *   requests({ path: '/accounts/1001/campaigns' }).at(-1)?.url.searchParams.get('orderBy');
 *   tableRows('Plans').map((cells) => cells[0]);
 */
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
}

/**
 * Starts recording the app's requests (a spy on fetch, undone by vi.restoreAllMocks). The returned
 * function lists them in order; `path` keeps those whose pathname ends with it.
 */
export function recordRequests() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return ({ method, path }: { method?: string; path?: string } = {}): RecordedRequest[] =>
    fetchSpy.mock.calls
      .map(([input, init]) => ({
        method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
        // Relative URLs (the shell's own probes) are read against the page's origin.
        url: new URL(input instanceof Request ? input.url : String(input), window.location.href),
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      }))
      .filter(
        (request) =>
          (method === undefined || request.method === method) &&
          (path === undefined || request.url.pathname.endsWith(path)),
      );
}

/** The body rows of the table named `name`, each as the texts of its cells (header rows left out). */
export function tableRows(name: string): (string | null)[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell'))
    .filter((cells) => cells.length > 0)
    .map((cells) => cells.map((cell) => cell.textContent));
}
