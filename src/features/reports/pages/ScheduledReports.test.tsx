import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduledReportCreate } from '@generated/reports-api/model';
import { findTitle, renderApp, setupSeededBackend } from '@/testing/app';
import { recordRequests } from '@/testing/requests';

setupSeededBackend();

const A = '/advertiser/1001';

describe('scheduled reports (NS-61)', () => {
  it('REPORT-021 the list shows the account scheduled reports with their schedule and status, each linking to its page', async () => {
    renderApp(`${A}/reporting/reports`, { who: 'reporter' });
    await findTitle('Scheduled reports');
    const table = await screen.findByRole('table', { name: 'Scheduled reports' }, { timeout: 10_000 });
    const link = await within(table).findByRole('link', { name: 'Monthly ROAS by campaign (selected campaigns)' });
    expect(link.getAttribute('href')).toMatch(/^\/advertiser\/1001\/reporting\/reports\/\d+$/);
    const row = link.closest('tr');
    expect(row && within(row).getByText('Monthly on day 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New scheduled report' })).toHaveAttribute(
      'href',
      `${A}/reporting/reports/create`,
    );
  });

  it('REPORT-021 a reader without reporting.write sees the list but cannot create', async () => {
    renderApp(`${A}/reporting/reports`, { who: 'viewer' });
    await screen.findByRole('table', { name: 'Scheduled reports' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'New scheduled report' })).toBeNull();
  });

  it('REPORT-021 creates a weekly report from the report choices: recipients validated, then saved, paused, resumed and deleted', async () => {
    const requests = recordRequests();
    const { user, pathname } = renderApp(`${A}/reporting/reports/create?cols=campaignId,roas&campaign=5001`, {
      who: 'reporter',
    });
    await findTitle('New scheduled report');
    expect(screen.getByRole('checkbox', { name: 'Campaign Id' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'ROAS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Impressions' })).not.toBeChecked();

    await user.type(screen.getByLabelText(/^Name/), 'Weekly ROAS for the board');
    await user.selectOptions(screen.getByLabelText(/^Frequency/), 'Weekly');
    await user.selectOptions(await screen.findByLabelText(/^Day of the week/), 'Monday');
    await user.type(screen.getByLabelText(/^Recipients/), 'board@acme.example, not-an-address');
    await user.click(screen.getByRole('button', { name: 'Create scheduled report' }));
    expect(await screen.findByText('not-an-address is not an e-mail address.')).toBeInTheDocument();
    expect(requests({ method: 'POST', path: '/scheduled-reports' })).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Recipients/));
    await user.type(screen.getByLabelText(/^Recipients/), 'board@acme.example');
    await user.click(screen.getByRole('button', { name: 'Create scheduled report' }));
    await findTitle('Weekly ROAS for the board');
    const [created] = requests({ method: 'POST', path: '/scheduled-reports' });
    const body = created?.body as ScheduledReportCreate;
    expect(body).toMatchObject({
      name: 'Weekly ROAS for the board',
      selectFields: ['campaignId', 'roas'],
      frequency: 'Weekly',
      dayOfWeek: 'Monday',
      recipients: ['board@acme.example'],
    });
    expect(body.filterExpressions).toEqual([{ field: 'campaignId', operator: 'in', values: [5001] }]);
    expect(pathname()).toMatch(/^\/advertiser\/1001\/reporting\/reports\/\d+$/);
    expect(screen.getByText('Weekly on Monday')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete "Weekly ROAS for the board"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findTitle('Scheduled reports');
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Weekly ROAS for the board' })).toBeNull();
    });
  });

  it('REPORT-021 the page of one report shows its schedule, range, recipients and columns', async () => {
    renderApp(`${A}/reporting/reports/9401`, { who: 'viewer' });
    await findTitle('Daily delivery (selected campaigns)');
    const main = screen.getByRole('main');
    for (const text of ['Active', 'Daily', 'Last 7 days', 'riley.reporter@acme-outfitters.example'])
      expect(within(main).getByText(text)).toBeInTheDocument();
    expect(within(main).getByText(/^Day, Campaign name, Ad group, Impressions/)).toBeInTheDocument();
    // Vera reads (reporting.read) but does not change.
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('REPORT-021 Edit opens the form filled in; saving sends every field in one PATCH; the next run names the zone', async () => {
    const requests = recordRequests();
    const { user, pathname } = renderApp(`${A}/reporting/reports/9401`, { who: 'reporter' });
    await findTitle('Daily delivery (selected campaigns)');
    const main = screen.getByRole('main');
    // Filters in words; the next run in the account's zone (New York), in the future.
    expect(within(main).getByText(/^Campaigns: \d+, \d+$/)).toBeInTheDocument();
    const nextRun = within(main).getByText('Next run').nextElementSibling?.textContent ?? '';
    expect(nextRun).toMatch(/^\w{3}, \d\d\/\d\d\/\d{4}, 6:00 AM E[SD]T$/);
    expect(Date.parse(nextRun.replace(/^\w{3}, /, '').replace(',', ''))).toBeGreaterThan(Date.now() - 86_400_000);

    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await findTitle('Edit "Daily delivery (selected campaigns)"');
    expect(pathname()).toBe(`${A}/reporting/reports/9401/edit`);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Daily delivery (selected campaigns)');
    expect(screen.getByLabelText(/^Frequency/)).toHaveValue('Daily');
    expect(screen.getByLabelText(/^Recipients/)).toHaveValue('riley.reporter@acme-outfitters.example');
    expect(screen.getByRole('checkbox', { name: 'Day' })).toBeChecked();

    await user.selectOptions(screen.getByLabelText(/^Frequency/), 'Weekly');
    await user.selectOptions(await screen.findByLabelText(/^Day of the week/), 'Friday');
    await user.type(screen.getByLabelText(/^Recipients/), ', not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('not-an-address is not an e-mail address.')).toBeInTheDocument();
    expect(requests({ method: 'PATCH', path: '/scheduled-reports/9401' })).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Recipients/));
    await user.type(screen.getByLabelText(/^Recipients/), 'riley.reporter@acme-outfitters.example, board@acme.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await findTitle('Daily delivery (selected campaigns)');
    expect(pathname()).toBe(`${A}/reporting/reports/9401`);
    const [patch] = requests({ method: 'PATCH', path: '/scheduled-reports/9401' });
    expect(Object.keys(patch?.body as object).sort()).toEqual([
      'dateRange',
      'dayOfMonth',
      'dayOfWeek',
      'filterExpressions',
      'frequency',
      'name',
      'recipients',
      'selectFields',
    ]);
    expect(patch?.body).toMatchObject({
      frequency: 'Weekly',
      dayOfWeek: 'Friday',
      dayOfMonth: null,
      recipients: ['riley.reporter@acme-outfitters.example', 'board@acme.example'],
    });
    const after = screen.getByRole('main');
    expect(await within(after).findByText('Weekly on Friday')).toBeInTheDocument();
    expect(within(after).getByText('riley.reporter@acme-outfitters.example, board@acme.example')).toBeInTheDocument();
    expect(within(after).getByText('Next run').nextElementSibling?.textContent).toMatch(/^Fri, .* 6:00 AM E[SD]T$/);
  });

  it('REPORT-021 a report that does not exist says so', async () => {
    renderApp(`${A}/reporting/reports/999999`, { who: 'reporter' });
    expect(await findTitle('This scheduled report does not exist.')).toBeInTheDocument();
  });
});
