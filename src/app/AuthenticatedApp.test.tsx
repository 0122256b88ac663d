import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetHttp } from '@/api/http';
import { TEST_CONFIG } from '@/testing/config';
import { renderWithProviders } from '@/testing/render';
import { useGetLine } from '@generated/campaign-build/campaign-build';
import { AuthenticatedApp } from './AuthenticatedApp';

/** A line answer that breaks its schema: the id is no number. */
const server = setupServer(
  mock.get(`${TEST_CONFIG.apiBaseUrl}/api/v1/campaign-build/accounts/1001/lines/3001`, () =>
    HttpResponse.json({ lineId: 'not-a-number' }),
  ),
);
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetHttp();
});
afterAll(() => {
  server.close();
});

function LineReader() {
  const line = useGetLine(1001, 3001);
  return <p>{line.isFetched ? 'line read' : 'reading'}</p>;
}

const signedInApp = [{ element: <AuthenticatedApp menu={[]} />, children: [{ index: true, element: <LineReader /> }] }];
const WARNING = 'The server answered in an unexpected format';

describe('the signed-in app', () => {
  it('ACCESS-040 API-026 with validate-api-response-schema on, an answer that breaks its schema shows the warning', async () => {
    renderWithProviders(signedInApp, { flags: { 'validate-api-response-schema': true } });
    expect((await screen.findAllByText(WARNING)).length).toBeGreaterThan(0);
  });

  it('ACCESS-040 with the flag off the same answer is not checked', async () => {
    renderWithProviders(signedInApp);
    expect(await screen.findByText('line read')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    });
  });
});
