/**
 * The scheduled reports' faults (issue 15, "Bad input and faults"), the whole app signed in as the
 * reporter against the local stack's seed (src/testing/app.tsx): the fault matrix on the list
 * (500, 429 with Retry-After, 403, 404, network down, malformed body, a 5 s answer, 401), on the
 * create save (the form keeps every field), on one report's read, and a failed pause.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '@/mocks/personas';
import { findTitle, renderApp, setupSeededBackend } from '@/testing/app';
import {
  expectSessionExpiredLogout,
  FAULT_TEXT,
  faultCases,
  findAlertSaying,
  injectFault,
  type FaultTarget,
} from '@/testing/faults';

const seeded = setupSeededBackend();
afterEach(() => {
  vi.unstubAllGlobals();
});

const A = '/advertiser/1001';
const LIST = `${A}/reporting/reports`;
const email = PERSONAS.reporter.email;
const REPORTS_API = '/api/v1/reports-api/accounts/1001/scheduled-reports';

describe('the fault matrix on the scheduled reports list', () => {
  const target: FaultTarget = { email, path: REPORTS_API, method: 'GET' };

  for (const fault of faultCases('query')) {
    it(`REPORT-021 API-005 ${fault.name}: the list says what failed with Retry; the page stays`, async () => {
      fault.arm(seeded.backend, target);
      const { user } = renderApp(LIST, { who: 'reporter' });
      const alert = await findAlertSaying('The scheduled reports could not be loaded');
      expect(alert).toHaveTextContent(`The scheduled reports could not be loaded: ${fault.text}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Scheduled reports' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'New scheduled report' })).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('table', { name: 'Scheduled reports' }, { timeout: 10_000 })).toBeInTheDocument();
    });
  }

  it('REPORT-021 a 5 s answer shows the loading state, then the list', async () => {
    injectFault(seeded.backend, target, { latencyMs: 5_000 });
    renderApp(LIST, { who: 'reporter' });
    await findTitle('Scheduled reports');
    expect(screen.getByText('Loading…').closest('[role=status]')).not.toBeNull();
    expect(await screen.findByRole('table', { name: 'Scheduled reports' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('AUTH-016 a 401 on the list shows the session-expired warning and logs out', async () => {
    injectFault(seeded.backend, target, { status: 401 });
    const app = renderApp(LIST, { who: 'reporter' });
    await expectSessionExpiredLogout(app.pathname);
  });
});

describe('the fault matrix on a scheduled report’s create', () => {
  const target: FaultTarget = { email, path: REPORTS_API, method: 'POST' };

  for (const fault of faultCases('save')) {
    it(`REPORT-021 ${fault.name}: the save says what failed above the form and keeps every field`, async () => {
      const { user, pathname } = renderApp(`${LIST}/create?cols=campaignId,roas`, { who: 'reporter' });
      await findTitle('New scheduled report');
      await user.type(screen.getByLabelText(/^Name/), 'Faulty weekly');
      await user.selectOptions(screen.getByLabelText(/^Frequency/), 'Weekly');
      await user.selectOptions(await screen.findByLabelText(/^Day of the week/), 'Friday');
      await user.type(screen.getByLabelText(/^Recipients/), 'board@acme.example');
      fault.arm(seeded.backend, target);
      await user.click(screen.getByRole('button', { name: 'Create scheduled report' }));
      // Above the form, where the save happened.
      const alert = await findAlertSaying(`The scheduled report could not be created: ${fault.text}`);
      expect(alert.nextElementSibling).toBe(screen.getByRole('form', { name: 'New scheduled report' }));
      expect(pathname()).toBe(`${LIST}/create`);
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Faulty weekly');
      expect(screen.getByLabelText(/^Day of the week/)).toHaveValue('Friday');
      expect(screen.getByLabelText(/^Recipients/)).toHaveValue('board@acme.example');
      expect(screen.getByRole('checkbox', { name: 'ROAS' })).toBeChecked();
    });
  }

  it('AUTH-016 a 401 on the save shows the session-expired warning and logs out', async () => {
    const app = renderApp(`${LIST}/create`, { who: 'reporter' });
    await findTitle('New scheduled report');
    await app.user.type(screen.getByLabelText(/^Name/), 'Expired');
    await app.user.type(screen.getByLabelText(/^Recipients/), 'board@acme.example');
    injectFault(seeded.backend, target, { status: 401 });
    await app.user.click(screen.getByRole('button', { name: 'Create scheduled report' }));
    await expectSessionExpiredLogout(app.pathname);
  });
});

describe('one scheduled report', () => {
  it('REPORT-021 a failed read says so with Retry', async () => {
    injectFault(seeded.backend, { email, path: `${REPORTS_API}/9401`, method: 'GET' }, { status: 500 });
    const { user } = renderApp(`${LIST}/9401`, { who: 'reporter' });
    const alert = await findAlertSaying('The scheduled reports could not be loaded');
    expect(alert).toHaveTextContent(FAULT_TEXT.server);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findTitle('Daily delivery (selected campaigns)')).toBeInTheDocument();
  });

  it('REPORT-021 a failed pause says so and keeps the report as it was', async () => {
    const { user } = renderApp(`${LIST}/9401`, { who: 'reporter' });
    await findTitle('Daily delivery (selected campaigns)');
    injectFault(seeded.backend, { email, path: `${REPORTS_API}/9401`, method: 'PATCH' }, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(
      await screen.findByText(`The change failed: ${FAULT_TEXT.server}`, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(within(screen.getByRole('main')).getByText('Active')).toBeInTheDocument();
  });
});
