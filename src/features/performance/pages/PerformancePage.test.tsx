import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportQuery } from '@generated/reports-api/model';
import { renderApp, setupSeededBackend } from '@/testing/app';
import { recordRequests } from '@/testing/requests';

setupSeededBackend({ withPerformance: true });
// jsdom draws no canvas: the chart itself is checked in the browser (tests/e2e/reporting.spec.ts).
vi.mock('../components/ReportChart', () => ({ default: () => null }));
afterEach(() => {
  vi.restoreAllMocks();
});

const A = '/advertiser/1001';
const REPORT = `${A}/performance/campaigns`;
const reportTable = () => screen.findByRole('table', { name: 'Campaign performance' }, { timeout: 10_000 });
async function headers(): Promise<string[]> {
  const table = await reportTable();
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent.trim());
}
/** The rows' texts, header and totals left out, once the report shows rows. */
async function bodyRows(): Promise<string[][]> {
  const table = await reportTable();
  await waitFor(
    () => {
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    },
    { timeout: 10_000 },
  );
  const [body] = within(table).getAllByRole('rowgroup').slice(1, 2);
  return within(body ?? table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0 && row.getAttribute('aria-rowindex') !== null)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent.trim()),
    );
}
const TIME_FIELDS = ['day', 'weekStartDate', 'month'];
/** The chart's query: a time field and at most two metrics, in time order. */
const isChartQuery = (body: ReportQuery) =>
  body.selectFields.length <= 3 &&
  TIME_FIELDS.includes(body.selectFields[0]?.field ?? '') &&
  body.sortBy[0]?.field === body.selectFields[0]?.field;
/** The table's report queries sent so far: where to and what. */
function reportQueries(requests: ReturnType<typeof recordRequests>) {
  return requests({ method: 'POST' })
    .filter(({ url }) => url.includes('performance'))
    .map(({ url, body }) => ({ path: url, body: body as ReportQuery }))
    .filter(({ body }) => !isChartQuery(body));
}
async function lastQuery(requests: ReturnType<typeof recordRequests>) {
  await waitFor(
    () => {
      expect(reportQueries(requests).length).toBeGreaterThan(0);
    },
    { timeout: 10_000 },
  );
  const last = reportQueries(requests).at(-1);
  if (!last) throw new Error('no report query');
  return last;
}
async function openColumns(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByText(/^Columns \(\d+\)/));
  return screen.findByRole('group', { name: 'Columns' });
}

describe('the performance report', () => {
  it('REPORT-001 REPORT-010 lands on the report with a row per campaign, the totals row and data as of', async () => {
    renderApp(REPORT, { who: 'admin' });
    expect(await headers()).toEqual([
      'Campaign Id',
      'Campaign name',
      'Impressions',
      'Reach',
      'Engagements',
      'Purchases',
      'Revenue',
      'ROAS',
      'Ad spend',
    ]);
    const rows = await bodyRows();
    expect(rows[0]?.slice(0, 2)).toEqual(['5001', 'Spring cash back 2026']);
    // Totals from the totalmetrics curator; the data-completeness date from datacompleteness.
    const footer = within(await reportTable())
      .getAllByRole('rowgroup')
      .at(-1);
    expect(footer && within(footer).getByText('Totals')).toBeInTheDocument();
    expect(screen.getByTestId('data-as-of')).toHaveTextContent('Data as of 11/20/2026');
    // Each campaign row leads to its review.
    expect(within(await reportTable()).getByRole('link', { name: 'Spring cash back 2026' })).toHaveAttribute(
      'href',
      `${A}/campaign/5001/review`,
    );
  });

  it('REPORT-011 REPORT-012 REPORT-013 REPORT-015 REPORT-016 REPORT-017 an internal user queries the internal schema as part 3 §7 says', async () => {
    const requests = recordRequests();
    renderApp(REPORT, { who: 'admin' });
    const { path, body } = await lastQuery(requests);
    expect(path).toBe('/api/v1/reports-api/accounts/1001/registry/performance/schemas/internal/query');
    expect(body.cube).toBe('campaign_performance');
    expect(body.selectFields).toEqual(
      [
        'campaignId',
        'campaignName',
        'impressions',
        'reach',
        'engagements',
        'purchases',
        'revenue',
        'roas',
        'adSpend',
      ].map((field) => ({ field })),
    );
    // Only the date range: no campaign, pricing model or line filter while none is chosen.
    expect(body.filterExpressions).toEqual([
      {
        field: 'day',
        operator: 'between',
        from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect(body.sortBy).toEqual([{ field: 'campaignId', order: 'Asc' }]);
    expect(body.curators).toEqual({ datacompleteness: true, totalmetrics: true });
    expect(body.rowsPerPage).toBeGreaterThan(0);
  });

  it('REPORT-001 coming back to the same report within 2 minutes shows it without asking again; another range asks again', async () => {
    const requests = recordRequests();
    const { router } = renderApp(REPORT, { who: 'admin' });
    await bodyRows();
    const asked = reportQueries(requests).length;
    await act(() => router.navigate(`${A}/campaigns`));
    await screen.findByRole('heading', { level: 1, name: 'Campaigns' });
    await act(() => router.navigate(REPORT));
    expect((await bodyRows())[0]?.slice(0, 2)).toEqual(['5001', 'Spring cash back 2026']);
    expect(reportQueries(requests)).toHaveLength(asked);
    await act(() => router.navigate(`${REPORT}?range=custom&from=2026-10-01&to=2026-10-31`));
    await waitFor(
      () => {
        expect(reportQueries(requests).length).toBeGreaterThan(asked);
      },
      { timeout: 10_000 },
    );
  });

  it('REPORT-011 an external user queries the advertiser schema', async () => {
    const requests = recordRequests();
    renderApp(REPORT, { who: 'viewer' });
    expect((await lastQuery(requests)).path).toBe(
      '/api/v1/reports-api/accounts/1001/registry/performance/schemas/advertiser/query',
    );
  });

  it('REPORT-013 REPORT-015 a custom range, a campaign, a pricing model and lines from the link are sent as filters', async () => {
    const requests = recordRequests();
    renderApp(`${REPORT}?range=custom&from=2026-10-01&to=2026-10-31&campaign=5001&model=CPS&line=3001,3002`, {
      who: 'admin',
    });
    const { body } = await lastQuery(requests);
    expect(body.filterExpressions).toEqual([
      { field: 'day', operator: 'between', from: '2026-10-01', to: '2026-10-31' },
      { field: 'campaignId', operator: 'in', values: [5001] },
      { field: 'pricingModel', operator: 'in', values: ['CPS'] },
      { field: 'lineId', operator: 'in', values: [3001, 3002] },
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
  });

  it('REPORT-014 REPORT-006 the day-of-week filter goes only with the week start column, which the week breakdown requires', async () => {
    const requests = recordRequests();
    const { user } = renderApp(`${REPORT}?weekstart=Monday`, { who: 'admin' });
    expect((await lastQuery(requests)).body.filterExpressions.map((f) => f.field)).toEqual(['day']);
    await user.selectOptions(screen.getByLabelText('Break down by'), 'week');
    await waitFor(async () => {
      expect((await lastQuery(requests)).body.filterExpressions).toContainEqual({
        field: 'weekStartDate',
        operator: '=',
        value: 'Monday',
      });
    });
    expect(screen.getByLabelText('Weeks start on')).toHaveValue('Monday');
    const columns = await openColumns(user);
    expect(
      within(columns).getByRole('checkbox', { name: /Week start\s*\(required by the breakdown\)/ }),
    ).toBeDisabled();
    expect(within(columns).getByRole('checkbox', { name: /Week end\s*\(required by the breakdown\)/ })).toBeChecked();
  });

  it('REPORT-016 without the Campaign Id column the default sort is Campaign Name ascending', async () => {
    const requests = recordRequests();
    renderApp(`${REPORT}?cols=campaignName,impressions`, { who: 'admin' });
    expect((await lastQuery(requests)).body.sortBy).toEqual([{ field: 'campaignName', order: 'Asc' }]);
    expect(await headers()).toEqual(['Campaign name', 'Impressions']);
  });

  it('REPORT-005 REPORT-002 REPORT-003 internal users are offered every field with the internal-only ones', async () => {
    const { user } = renderApp(REPORT, { who: 'admin' });
    await reportTable();
    const offered = within(await openColumns(user))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent ?? '');
    for (const name of ['Revenue (post-view)', 'ROAS (post-engagement)', 'Line Id', 'Line number', 'Post-serve spend'])
      expect(offered.some((text) => text.startsWith(name))).toBe(true);
    expect(screen.getByRole('checkbox', { name: /Revenue \(post-view\)\s*\(internal\)/ })).toBeInTheDocument();
    expect(offered).toHaveLength(42);
  });

  it('REPORT-005 external users are never offered internal-only columns, not even from a link', async () => {
    const requests = recordRequests();
    const { user } = renderApp(`${REPORT}?cols=campaignId,revenuePostView,lineId,postServeSpend,revenue`, {
      who: 'reporter',
    });
    expect(await headers()).toEqual(['Campaign Id', 'Revenue']);
    expect((await lastQuery(requests)).body.selectFields).toEqual([{ field: 'campaignId' }, { field: 'revenue' }]);
    const offered = within(await openColumns(user))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent ?? '');
    for (const name of ['post-view', 'Line Id', 'Line number', 'Post-serve'])
      expect(offered.filter((text) => text.includes(name))).toEqual([]);
    expect(offered).toContain('ROAS (post-engagement)');
  });

  it('REPORT-008 a pricing model column set puts its columns in place; CPM has none', async () => {
    const { user } = renderApp(REPORT, { who: 'admin' });
    await reportTable();
    await openColumns(user);
    const set = screen.getByLabelText('Column set');
    expect(within(set).queryByRole('option', { name: 'CPM columns' })).toBeNull();
    await user.selectOptions(set, 'CPS');
    await waitFor(async () => {
      expect(await headers()).toEqual([
        'Campaign Id',
        'Campaign name',
        'Pricing model',
        'Impressions',
        'Engagements',
        'Engagement rate',
        'Purchases',
        'Revenue',
        'AOV',
        'ROAS',
        'Ad spend',
        'Reward cost',
        'Fee',
        'Media fees',
      ]);
    });
  });

  it('REPORT-004 REPORT-007 month values show as month names, dates, currency and ROAS in their formats', async () => {
    renderApp(
      `${REPORT}?range=custom&from=2026-09-01&to=2026-10-31&campaign=5001&by=month&cols=campaignId,revenue,roas`,
      {
        who: 'admin',
      },
    );
    const rows = await bodyRows();
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['5001', 'September'],
      ['5001', 'October'],
    ]);
    expect(rows[0]?.[2]).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(rows[0]?.[3]).toMatch(/^\d+\.\d{2}×$/);
  });

  it('CAMP-030 the campaign filter offers the reporting-eligible campaigns and filters the report by them', async () => {
    const requests = recordRequests();
    const { user } = renderApp(REPORT, { who: 'admin' });
    await bodyRows();
    await user.click(screen.getByText('All campaigns'));
    const choice = await screen.findByRole('checkbox', { name: 'Spring cash back 2026 (5001)' }, { timeout: 10_000 });
    expect(requests({ method: 'GET', path: '/accounts/1001/campaigns/reporting-eligible' })).toHaveLength(1);
    await user.click(choice);
    await waitFor(async () => {
      expect((await lastQuery(requests)).body.filterExpressions).toContainEqual({
        field: 'campaignId',
        operator: 'in',
        values: [5001],
      });
    });
    // The chip names what is chosen.
    expect(screen.getByText('Spring cash back 2026', { selector: 'summary span' })).toBeInTheDocument();
  });

  it('REPORT-001 the pricing-model chip names the models chosen: two by name, more as +N', async () => {
    const { user } = renderApp(REPORT, { who: 'admin' });
    await bodyRows();
    await user.click(screen.getByText('All pricing models'));
    for (const model of ['CPS', 'CPM', 'CPE']) await user.click(screen.getByRole('checkbox', { name: model }));
    expect(await screen.findByText('CPS, CPM +1', { selector: 'summary span' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'CPE' }));
    expect(await screen.findByText('CPS, CPM', { selector: 'summary span' })).toBeInTheDocument();
  });

  it('REPORT-001 a start after the end says so and keeps the previous result on screen', async () => {
    renderApp(`${REPORT}?range=custom&from=2026-10-01&to=2026-10-31`, { who: 'admin' });
    const before = await bodyRows();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-15' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    const problem = await screen.findByText(/The start date must be on or before the end date\./);
    expect(problem.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(await bodyRows()).toEqual(before);
  });

  it('REPORT-001 no column chosen says so and keeps the previous result on screen', async () => {
    const { user } = renderApp(`${REPORT}?cols=campaignName`, { who: 'admin' });
    const before = await bodyRows();
    const columns = await openColumns(user);
    await user.click(within(columns).getByRole('checkbox', { name: 'Campaign name' }));
    expect((await screen.findByText(/Choose at least one column\./)).closest('[role="alert"]')).toBeInTheDocument();
    expect(await bodyRows()).toEqual(before);
  });

  it('REPORT-016 REPORT-015 a header click sorts the rows on screen both ways; a column filter leaves the matching rows', async () => {
    const { user } = renderApp(REPORT, { who: 'admin' });
    const table = await reportTable();
    const impressions = async () => (await bodyRows()).map((row) => Number((row[2] ?? '').replaceAll(',', '')));
    const ids = async () => (await bodyRows()).map((row) => row[0]);
    const answerOrder = await ids();
    expect(answerOrder).toHaveLength(6);
    const byImpressions = [...(await impressions())].sort((a, b) => a - b);
    const header = within(table).getByRole('button', { name: 'Impressions' });

    await user.click(header);
    const headerCell = within(table).getByRole('columnheader', { name: /Impressions/ });
    await waitFor(() => {
      expect(headerCell).toHaveAttribute('aria-sort');
    });
    const first = headerCell.getAttribute('aria-sort');
    const firstOrder = first === 'ascending' ? byImpressions : [...byImpressions].reverse();
    await waitFor(async () => {
      expect(await impressions()).toEqual(firstOrder);
    });
    await user.click(header);
    await waitFor(async () => {
      expect(await impressions()).toEqual([...firstOrder].reverse());
    });

    // The filter keeps the rows whose name holds the text, in the sorted order.
    const names = (await bodyRows()).map((row) => row[1] ?? '');
    const springs = names.filter((name) => name.toLowerCase().includes('spring'));
    expect(springs.length).toBeGreaterThan(0);
    expect(springs.length).toBeLessThan(names.length);
    await user.type(within(table).getByRole('searchbox', { name: 'Filter Campaign name' }), 'spring');
    await waitFor(async () => {
      expect((await bodyRows()).map((row) => row[1])).toEqual(springs);
    });
    expect(screen.getByText(`${String(springs.length)} of 6 rows`)).toBeInTheDocument();
  });

  it('REPORT-001 a wide report renders the columns in view and brings the others as it scrolls sideways; id and name stay frozen', async () => {
    const wide = [
      'campaignId',
      'campaignName',
      'impressions',
      'reach',
      'engagements',
      'engagementRate',
      'activations',
      'purchases',
      'purchasesPostEngagement',
      'revenue',
      'revenuePostEngagement',
      'aov',
      'roas',
      'adSpend',
      'rewardCost',
      'fee',
      'mediaFees',
    ];
    renderApp(`${REPORT}?range=custom&from=2026-10-01&to=2026-10-31&cols=${wide.join(',')}`, { who: 'admin' });
    const table = await reportTable();
    // Every header stays (sort, filter and width of each column); the rows hold the columns in view.
    expect(await headers()).toHaveLength(wide.length);
    expect(table).toHaveAttribute('aria-colcount', String(wide.length));
    const [first] = await bodyRows();
    expect(first?.[0]).toBe('5001');
    expect(first?.length).toBeLessThan(wide.length);
    const firstRow = () => within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow()).getByRole('cell', { name: '5001' })).toHaveAttribute('aria-colindex', '1');
    // At the left edge the frozen cells sit where they would anyway: not sticky, so not one
    // composited layer each (issue 27's paint budget).
    expect(within(firstRow()).getAllByRole('cell')[1]).not.toHaveStyle({ position: 'sticky' });

    const region = within(screen.getByRole('main')).getAllByRole('region', { name: 'Campaign performance' }).at(-1);
    if (!region) throw new Error('no scroll region');
    Object.defineProperty(region, 'scrollLeft', { configurable: true, value: 5_000 });
    fireEvent.scroll(region);
    // The columns scrolled past leave the row; the id and the name stay, frozen at the left edge.
    await waitFor(() => {
      expect(firstRow().querySelector('td[aria-colindex="3"]')).toBeNull();
    });
    const cells = within(firstRow()).getAllByRole('cell');
    expect(cells.slice(0, 2).map((cell) => cell.getAttribute('aria-colindex'))).toEqual(['1', '2']);
    expect(cells[0]).toHaveTextContent('5001');
    expect(cells[1]).toHaveStyle({ position: 'sticky' });
    expect(cells.at(-1)).toHaveAttribute('aria-colindex', String(wide.length));
  });
});

describe('the report of one campaign', () => {
  it('REPORT-020 REPORT-019 CAMP-030 reporting/campaign/{id} reports that campaign and its lines with remaining budget', async () => {
    const requests = recordRequests();
    renderApp(`${A}/reporting/campaign/5001`, { who: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campaign report' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const { body } = await lastQuery(requests);
    expect(body.filterExpressions).toContainEqual({ field: 'campaignId', operator: 'in', values: [5001] });
    expect((await bodyRows()).map((row) => row[0])).toEqual(['5001']);
    const lines = await screen.findByRole('table', { name: 'Lines of the campaign' }, { timeout: 10_000 });
    const [, first] = within(lines).getAllByRole('row');
    const cells = first
      ? within(first)
          .getAllByRole('cell')
          .map((cell) => cell.textContent)
      : [];
    const amount = (text: string | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));
    // remaining = budget − ad spend
    expect(amount(cells[2])).toBeCloseTo(amount(cells[0]) - amount(cells[1]), 2);
  });
});

describe('comparing with the previous period (issue 27)', () => {
  const compareRows = async (search: string) => {
    renderApp(`${REPORT}?${search}&compare=1&cols=campaignId,campaignName,revenue`, { who: 'admin' });
    const table = await reportTable();
    await waitFor(
      () => {
        expect(within(table).getAllByText(/^was /).length).toBeGreaterThan(1);
      },
      { timeout: 10_000 },
    );
    return within(table).getAllByText(/^was /);
  };

  it('REPORT-001 each row shows its value, the previous period value and the change; a complete period colours gains and losses', async () => {
    const lines = await compareRows('range=custom&from=2026-10-01&to=2026-10-31');
    expect(lines[0]?.textContent).toMatch(/^was \$[\d,]+\.\d{2}( · [+−-][\d.]+\s?%)?$/);
    const coloured = lines.filter((line) => line.dataset.delta === 'up' || line.dataset.delta === 'down');
    expect(coloured.length).toBeGreaterThan(0);
    for (const line of coloured)
      expect(line).toHaveClass(line.dataset.delta === 'up' ? 'text-emerald-700' : 'text-red-700');
    expect(screen.queryByText(/this period is not complete yet/)).toBeNull();
  });

  it('REPORT-001 a period past the data-as-of date is marked partial and its changes are grey, never a red loss', async () => {
    const lines = await compareRows('range=custom&from=2026-11-01&to=2026-11-30');
    expect(
      screen.getByText(/^\* Data as of 11\/20\/2026: this period is not complete yet, the previous one is\./),
    ).toBeInTheDocument();
    expect(lines.some((line) => line.dataset.delta === 'down')).toBe(true);
    for (const line of lines) {
      expect(line).toHaveClass('text-muted-foreground');
      expect(line).not.toHaveClass('text-red-700');
      expect(line.textContent).toMatch(/\*$/);
    }
  });
});

describe('export and saved views', () => {
  it('REPORT-001 NS-87 exports as CSV the rows and columns the table shows as data: header first, numbers as numbers, range and data as of in the name', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:report'),
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp(
      `${REPORT}?range=custom&from=2026-10-01&to=2026-10-31&cols=campaignId,campaignName,revenue&sort=-revenue`,
      {
        who: 'admin',
      },
    );
    const shown = await bodyRows();
    // Sorted by revenue, the rows are not in the answer's order (by id): the file follows the screen.
    const ids = shown.map((row) => Number(row[0]));
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      expect(click).toHaveBeenCalled();
    });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('performance-1001-2026-10-01_2026-10-31-asof-2026-11-20.csv');
    const [blob] = blobs;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => {
        resolve(typeof reader.result === 'string' ? reader.result : '');
      };
      if (blob) reader.readAsText(blob);
    });
    const [header, ...rows] = Papa.parse<unknown[]>(text.replace(/^\uFEFF/, ''), {
      newline: '\r\n',
      dynamicTyping: true,
      skipEmptyLines: true,
    }).data;
    expect(header).toEqual(['Campaign Id', 'Campaign name', 'Revenue (USD)']);
    // The same rows in the same order, no totals line; ids and money are numbers, not "$1,234.00".
    expect(rows).toHaveLength(shown.length);
    expect(rows.map((row) => String(row[0]))).toEqual(shown.map((row) => row[0]));
    for (const [index, row] of rows.entries()) {
      expect(typeof row[0]).toBe('number');
      const shownMoney = Number((shown[index]?.[2] ?? '').replace(/[^\d.-]/g, ''));
      if (row[2] !== null) expect(row[2]).toBeCloseTo(shownMoney, 2);
      if (row[2] !== null) expect(typeof row[2]).toBe('number');
    }
  });

  it('REPORT-001 saves the current choices as a view, reopens it and deletes it', async () => {
    const { user, router } = renderApp(`${REPORT}?by=month&cols=campaignId,roas`, { who: 'admin' });
    await bodyRows();
    await user.type(screen.getByLabelText('View name'), 'Monthly ROAS');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await router.navigate(REPORT);
    await waitFor(async () => {
      expect(await headers()).not.toContain('Month');
    });
    await user.selectOptions(screen.getByLabelText('Saved views'), 'Monthly ROAS');
    await waitFor(async () => {
      expect(await headers()).toEqual(['Campaign Id', 'Month', 'ROAS']);
    });
    expect(router.state.location.search).toBe('?by=month&cols=campaignId,roas');
    await user.click(screen.getByRole('button', { name: 'Delete view' }));
    expect(within(screen.getByLabelText('Saved views')).queryByRole('option', { name: 'Monthly ROAS' })).toBeNull();
  });

  it('REPORT-001 columns resize from the keyboard on their labelled edge, and the widths land in the URL', async () => {
    const { user, router } = renderApp(`${REPORT}?cols=campaignId,campaignName,impressions,roas`, { who: 'admin' });
    await bodyRows();
    const edge = screen.getByRole('separator', { name: 'Resize Impressions' });
    const table = await reportTable();
    const header = () => within(table).getByRole('columnheader', { name: /Impressions/ });
    const before = Number(edge.getAttribute('aria-valuenow'));
    expect(header()).toHaveStyle({ width: `${String(before)}px` });

    edge.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => {
      expect(header()).toHaveStyle({ width: `${String(before + 32)}px` });
    });
    expect(screen.getByRole('separator', { name: 'Resize Impressions' })).toHaveAttribute(
      'aria-valuenow',
      String(before + 32),
    );
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('widths')).toBe(
        `impressions:${String(before + 32)}`,
      );
    });
    // Home: the narrowest the column goes (80 px); no narrower with ←.
    await user.keyboard('{Home}{ArrowLeft}');
    await waitFor(() => {
      expect(header()).toHaveStyle({ width: '80px' });
    });
  });

  it('REPORT-001 a column resizes by dragging its header edge: the header follows the pointer, the width lands on release; a double click undoes it', async () => {
    const { router } = renderApp(`${REPORT}?cols=campaignId,campaignName,impressions,roas`, { who: 'admin' });
    await bodyRows();
    const table = await reportTable();
    const header = () => within(table).getByRole('columnheader', { name: /ROAS/ });
    const edge = screen.getByRole('separator', { name: 'Resize ROAS' });
    const before = Number(edge.getAttribute('aria-valuenow'));
    fireEvent.mouseDown(edge, { clientX: 500 });
    fireEvent.mouseMove(document, { clientX: 560 });
    await waitFor(() => {
      expect(header()).toHaveStyle({ width: `${String(before + 60)}px` });
    });
    // Not yet in the URL while the edge moves.
    expect(router.state.location.search).not.toContain('widths');
    fireEvent.mouseUp(document, { clientX: 560 });
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('widths')).toBe(`roas:${String(before + 60)}`);
    });
    // The table takes the width from the URL in the render that follows the URL's change.
    await waitFor(() => {
      expect(header()).toHaveStyle({ width: `${String(before + 60)}px` });
    });

    // A double click on the edge gives the column its content width back, and the URL forgets it.
    fireEvent.doubleClick(screen.getByRole('separator', { name: 'Resize ROAS' }));
    await waitFor(() => {
      expect(header()).toHaveStyle({ width: `${String(before)}px` });
    });
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).has('widths')).toBe(false);
    });
  });

  it('REPORT-001 columns move left and right from the column chooser by keyboard; the rows follow', async () => {
    const { user, router } = renderApp(`${REPORT}?cols=campaignId,campaignName,impressions,roas`, { who: 'admin' });
    await bodyRows();
    await openColumns(user);
    const order = screen.getByRole('group', { name: 'Column order' });
    expect(within(order).getByRole('button', { name: 'Move Campaign Id left' })).toBeDisabled();
    expect(within(order).getByRole('button', { name: 'Move ROAS right' })).toBeDisabled();
    within(order).getByRole('button', { name: 'Move ROAS left' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () => {
      expect(await headers()).toEqual(['Campaign Id', 'Campaign name', 'ROAS', 'Impressions']);
    });
    await user.click(within(order).getByRole('button', { name: 'Move Campaign name left' }));
    await waitFor(async () => {
      expect(await headers()).toEqual(['Campaign name', 'Campaign Id', 'ROAS', 'Impressions']);
    });
    expect(new URLSearchParams(router.state.location.search).get('order')).toBe(
      'campaignName,campaignId,roas,impressions',
    );
    // The rows follow their headers.
    const [first] = await bodyRows();
    expect(first?.[1]).toBe('5001');

    await user.click(within(order).getByRole('button', { name: 'Reset order and widths' }));
    await waitFor(async () => {
      expect(await headers()).toEqual(['Campaign Id', 'Campaign name', 'Impressions', 'ROAS']);
    });
    expect(new URLSearchParams(router.state.location.search).has('order')).toBe(false);
  });

  it('REPORT-001 a saved view keeps the column order and widths and restores them when opened', async () => {
    const { user, router } = renderApp(
      `${REPORT}?cols=campaignId,campaignName,impressions,roas&order=roas,campaignId&widths=campaignName:300,roas:120`,
      { who: 'admin' },
    );
    await bodyRows();
    expect(await headers()).toEqual(['ROAS', 'Campaign Id', 'Campaign name', 'Impressions']);
    expect(within(await reportTable()).getByRole('columnheader', { name: /Campaign name/ })).toHaveStyle({
      width: '300px',
    });
    await user.type(screen.getByLabelText('View name'), 'Wide names');
    await user.click(screen.getByRole('button', { name: 'Save view' }));

    await router.navigate(`${REPORT}?cols=campaignId,campaignName,impressions,roas`);
    await waitFor(async () => {
      expect(await headers()).toEqual(['Campaign Id', 'Campaign name', 'Impressions', 'ROAS']);
    });
    expect(within(await reportTable()).getByRole('columnheader', { name: /Campaign name/ })).not.toHaveStyle({
      width: '300px',
    });

    await user.selectOptions(screen.getByLabelText('Saved views'), 'Wide names');
    await waitFor(async () => {
      expect(await headers()).toEqual(['ROAS', 'Campaign Id', 'Campaign name', 'Impressions']);
    });
    await waitFor(async () => {
      expect(within(await reportTable()).getByRole('columnheader', { name: /Campaign name/ })).toHaveStyle({
        width: '300px',
      });
    });
    expect(within(await reportTable()).getByRole('columnheader', { name: /ROAS/ })).toHaveStyle({ width: '120px' });
  });

  it('REPORT-001 a view needs a name', async () => {
    const { user } = renderApp(REPORT, { who: 'admin' });
    await reportTable();
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    expect(screen.getByText('Name the view to save it.').closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByLabelText('View name')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the way into the builder (issue 28)', () => {
  it('NS-07a the landing report offers an agency writer "Create campaign", leading to campaign creation', async () => {
    renderApp('/advertiser/1003/performance/campaigns', { who: 'agencyManager' });
    expect(await screen.findByRole('link', { name: 'Create campaign' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/advertiser/1003/campaign/create',
    );
  });

  it('NS-07a a viewer without campaign.write, and an internal writer with the planner on, get no "Create campaign"', async () => {
    const viewer = renderApp(REPORT, { who: 'viewer' });
    await reportTable();
    expect(screen.queryByRole('link', { name: 'Create campaign' })).not.toBeInTheDocument();
    viewer.unmount();
    renderApp(REPORT, { who: 'admin', flags: { 'enable-campaign-planner': true } });
    await reportTable();
    expect(screen.queryByRole('link', { name: 'Create campaign' })).not.toBeInTheDocument();
  });
});
