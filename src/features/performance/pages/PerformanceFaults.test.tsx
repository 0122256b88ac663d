/**
 * The performance report's bad input and faults (issue 15, "Bad input and faults"), the whole app
 * signed in against the local stack's seed (src/testing/app.tsx): the fault matrix on the report's
 * query (500, 429 with Retry-After, 403, 404, network down, malformed body, a 5 s answer, 401), a
 * fault after a result (the result stays), a range beyond the data, a report past maxRows, and
 * malformed curators (the rows stay, the totals are said to be unavailable). A start after the end
 * and an empty column choice are in PerformancePage.test.tsx.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportResult } from '@generated/reports-api/model';
import { PERSONAS } from '@/mocks/personas';
import { renderApp, setupSeededBackend } from '@/testing/app';
import {
  expectSessionExpiredLogout,
  FAULT_TEXT,
  faultCases,
  findAlertSaying,
  injectFault,
  type FaultTarget,
} from '@/testing/faults';

const seeded = setupSeededBackend({ withPerformance: true });
// jsdom draws no canvas: the chart itself is checked in the browser (tests/e2e/reporting.spec.ts).
vi.mock('../components/ReportChart', () => ({ default: () => null }));
afterEach(() => {
  vi.unstubAllGlobals();
});

const A = '/advertiser/1001';
const REPORT = `${A}/performance/campaigns`;
/** October 2026: inside the seed's delivery (400 days up to 2026-11-20, the data-completeness date). */
const OCTOBER = `${REPORT}?range=custom&from=2026-10-01&to=2026-10-31`;
const QUERY: FaultTarget = {
  email: PERSONAS.admin.email,
  path: '/registry/performance/schemas/internal/query',
  method: 'POST',
};

const reportTable = () => screen.findByRole('table', { name: 'Campaign performance' }, { timeout: 10_000 });
/** The body rows' texts, once the report shows rows. */
async function bodyRows(): Promise<string[][]> {
  const table = await reportTable();
  await waitFor(
    () => {
      expect(table.querySelectorAll('tbody tr[aria-rowindex]').length).toBeGreaterThan(0);
    },
    { timeout: 10_000 },
  );
  return [...table.querySelectorAll('tbody tr[aria-rowindex]')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent.trim()),
  );
}
/** The report's next answers reach the page with `change` applied to their body (a server's malformed curators). */
function rewriteReportAnswers(change: (body: ReportResult) => unknown): void {
  const passOn = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await passOn(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes(QUERY.path) || !answer.ok) return answer;
    const body = change((await answer.json()) as ReportResult);
    return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
  });
}

describe('the fault matrix on the performance report', () => {
  for (const fault of faultCases('query')) {
    it(`REPORT-001 API-005 ${fault.name}: the report says what failed with Retry; the choices stay`, async () => {
      fault.arm(seeded.backend, QUERY);
      const { user } = renderApp(OCTOBER, { who: 'admin' });
      const alert = await findAlertSaying('The report could not be loaded');
      expect(alert).toHaveTextContent(`The report could not be loaded: ${fault.text}`);
      // The screen around the message: its title and the choices from the link.
      expect(screen.getByRole('heading', { level: 1, name: 'Campaign performance' })).toBeInTheDocument();
      expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
      expect(screen.getByLabelText('To')).toHaveValue('2026-10-31');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect((await bodyRows()).length).toBeGreaterThan(0);
      expect(screen.queryByText(/could not be loaded/)).toBeNull();
    });
  }

  it('REPORT-001 a 5 s answer shows the loading state, then the report', async () => {
    injectFault(seeded.backend, QUERY, { latencyMs: 5_000 });
    renderApp(OCTOBER, { who: 'admin' });
    expect(
      (await screen.findByText('Loading the report…', undefined, { timeout: 10_000 })).closest('[role=status]'),
    ).not.toBeNull();
    expect((await waitFor(bodyRows, { timeout: 15_000 })).length).toBeGreaterThan(0);
  });

  it('REPORT-001 while new choices load, the previous result stays dimmed under a status and the toolbar keeps its buttons', async () => {
    renderApp(OCTOBER, { who: 'admin' });
    const before = await bodyRows();
    // Every query from now on (the table's and the chart's) answers 3 s later.
    injectFault(seeded.backend, QUERY, { latencyMs: 3_000 }, 10);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-30' } });
    const status = await screen.findByText('Updating the report…', undefined, { timeout: 5_000 });
    expect(status.closest('[role=status]')).not.toBeNull();
    expect(screen.getByTestId('report-result')).toHaveClass('opacity-50');
    expect(await bodyRows()).toEqual(before);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await waitFor(
      () => {
        expect(screen.queryByText('Updating the report…')).toBeNull();
      },
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('report-result')).not.toHaveClass('opacity-50');
  });

  it('AUTH-016 a 401 on the report query shows the session-expired warning and logs out', async () => {
    injectFault(seeded.backend, QUERY, { status: 401 });
    const app = renderApp(OCTOBER, { who: 'admin' });
    await expectSessionExpiredLogout(app.pathname);
  });

  it('REPORT-001 a fault after a result says the report could not be updated and keeps the result on screen', async () => {
    renderApp(OCTOBER, { who: 'admin' });
    const before = await bodyRows();
    // The chart asks the same path once the table has rows: armed after its answer, for the next
    // table and chart queries.
    expect(await screen.findByText('Chart data as a table', undefined, { timeout: 10_000 })).toBeInTheDocument();
    injectFault(seeded.backend, QUERY, { status: 500 }, 2);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-15' } });
    expect(
      (
        await screen.findByText(
          `The report could not be updated: ${FAULT_TEXT.server}. The previous result is shown.`,
          undefined,
          { timeout: 10_000 },
        )
      ).closest('[role="alert"]'),
    ).toBeInTheDocument();
    expect(await bodyRows()).toEqual(before);
    // The choice stays as typed, so Retry or another change can run it.
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-15');
  });
});

describe('bad input on the performance report', () => {
  it('REPORT-001 a start before the earliest reportable day says so at the dates and keeps the previous result', async () => {
    renderApp(OCTOBER, { who: 'admin' });
    const before = await bodyRows();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    const problem = await screen.findByText(/^Reports reach back to .+\. Choose a later start date\./, undefined, {
      timeout: 10_000,
    });
    expect(problem.closest('[role="alert"]')).toBeInTheDocument();
    expect(problem).toHaveTextContent('The previous result is shown.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(await bodyRows()).toEqual(before);
  });

  it('REPORT-001 REPORT-010 a range that starts after the data-completeness date says so and keeps the previous result', async () => {
    const app = renderApp(OCTOBER, { who: 'admin' });
    const before = await bodyRows();
    expect(screen.getByTestId('data-as-of')).toHaveTextContent('Data as of 11/20/2026');
    // A link to days after the data (typing both dates would run the range in between first).
    await app.go(`${REPORT}?range=custom&from=2026-11-22&to=2026-11-23`);
    expect(
      (
        await screen.findByText(
          'There is no data after 11/20/2026 yet. Choose a range that starts on or before it. The previous result is shown.',
          undefined,
          { timeout: 10_000 },
        )
      ).closest('[role="alert"]'),
    ).toBeInTheDocument();
    expect(await bodyRows()).toEqual(before);
  });

  it('REPORT-018 a report past the server’s maxRows shows the rows it holds and says how to see every row', async () => {
    // A year of days × ad groups × DMAs: far more rows than the server's maxRows of 5,000.
    renderApp(`${REPORT}?range=custom&from=2025-11-21&to=2026-11-20&by=day&cols=adGroupName,dmaName,impressions`, {
      who: 'admin',
    });
    expect(
      await screen.findByText(
        'Showing the first 5000 rows, the most one report holds. Narrow the date range or the filters to see every row.',
        undefined,
        { timeout: 20_000 },
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByText('5000 rows')).toBeInTheDocument();
    expect((await bodyRows()).length).toBeGreaterThan(0);
  });
});

describe('malformed curators', () => {
  it('REPORT-010 an answer without the totals curator shows the rows and says the totals are unavailable', async () => {
    rewriteReportAnswers((body) => ({ ...body, curators: { datacompleteness: body.curators.datacompleteness } }));
    renderApp(OCTOBER, { who: 'admin' });
    expect((await bodyRows()).length).toBeGreaterThan(0);
    expect(screen.getByText('Totals are unavailable for this report.')).toHaveAttribute('role', 'status');
    // No totals row of empty cells, which would read as zeros.
    expect(within(await reportTable()).queryByText('Totals')).toBeNull();
    expect(screen.getByTestId('data-as-of')).toHaveTextContent('Data as of 11/20/2026');
  });

  it('REPORT-010 totals that are not a record of numbers and a completeness date that is not a date cost only themselves', async () => {
    rewriteReportAnswers((body) => ({
      ...body,
      curators: { totalmetrics: { totals: 'n/a' }, datacompleteness: { dataCompleteDate: 20261120 } },
    }));
    renderApp(OCTOBER, { who: 'admin' });
    expect((await bodyRows()).length).toBeGreaterThan(0);
    expect(screen.getByText('Totals are unavailable for this report.')).toBeInTheDocument();
    expect(screen.getByTestId('data-as-of')).toHaveTextContent('Data completeness unknown');
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
