/**
 * The TVC requests' faults (issue 15, "Bad input and faults"), the whole app signed in against the
 * local stack's seed (src/testing/app.tsx): the fault matrix on the list (500, 429 with
 * Retry-After, 403, 404, network down, malformed body, a 5 s answer, 401) as Sam (internal sales),
 * on the create save as the internal admin (the form keeps every field), the campaigns to choose
 * from failing, and one request's read failing.
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
const LIST = `${A}/reporting/tvc-requests`;
const CREATE = `${A}/reporting/tvc-request/create`;
const TVC_API = '/api/v1/ads-manager/accounts/1001/tvc-requests';

async function fillRequest(user: ReturnType<typeof renderApp>['user']) {
  const campaign = screen.getByLabelText(/^Campaign/);
  await within(campaign).findByRole('option', { name: /\(5001\)$/ }, { timeout: 10_000 });
  await user.selectOptions(campaign, '5001');
  await user.type(screen.getByLabelText(/^Requested start/), '2026-12-01');
  await user.type(screen.getByLabelText(/^Requested end/), '2026-12-31');
  await user.type(screen.getByLabelText(/^Notes/), 'Holiday flight');
}

describe('the fault matrix on the TVC requests list', () => {
  const target: FaultTarget = { email: PERSONAS.sales.email, path: TVC_API, method: 'GET' };

  for (const fault of faultCases('query')) {
    it(`TVC-001 API-005 ${fault.name}: the list says what failed with Retry; the page stays`, async () => {
      fault.arm(seeded.backend, target);
      const { user } = renderApp(LIST, { who: 'sales' });
      const alert = await findAlertSaying('The TVC requests could not be loaded');
      expect(alert).toHaveTextContent(`The TVC requests could not be loaded: ${fault.text}`);
      expect(screen.getByRole('heading', { level: 1, name: 'TVC requests' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'New TVC request' })).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('table', { name: 'TVC requests' }, { timeout: 10_000 })).toBeInTheDocument();
    });
  }

  it('TVC-001 a 5 s answer shows skeleton rows where the table will be (no spinner), then the list', async () => {
    injectFault(seeded.backend, target, { latencyMs: 5_000 });
    renderApp(LIST, { who: 'sales' });
    await findTitle('TVC requests');
    const loading = screen.getByText('Loading…').closest('[role=status]');
    expect(loading).toHaveAttribute('data-slot', 'skeleton-rows');
    expect(loading?.querySelectorAll('[data-slot="skeleton-row"]').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-slot="spinner"]')).toBeNull();
    expect(await screen.findByRole('table', { name: 'TVC requests' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('AUTH-016 a 401 on the list shows the session-expired warning and logs out', async () => {
    injectFault(seeded.backend, target, { status: 401 });
    const app = renderApp(LIST, { who: 'sales' });
    await expectSessionExpiredLogout(app.pathname);
  });
});

describe('the fault matrix on a TVC request’s create', () => {
  const target: FaultTarget = { email: PERSONAS.admin.email, path: TVC_API, method: 'POST' };

  for (const fault of faultCases('save')) {
    it(`TVC-002 ${fault.name}: the save says what failed above the form and keeps every field`, async () => {
      const { user, pathname } = renderApp(CREATE, { who: 'admin' });
      await findTitle('New TVC request');
      await fillRequest(user);
      fault.arm(seeded.backend, target);
      await user.click(screen.getByRole('button', { name: 'Submit TVC request' }));
      const alert = await findAlertSaying(`The TVC request could not be submitted: ${fault.text}`);
      expect(alert.nextElementSibling).toBe(screen.getByRole('form', { name: 'New TVC request' }));
      expect(pathname()).toBe(CREATE);
      expect(screen.getByLabelText(/^Campaign/)).toHaveValue('5001');
      expect(screen.getByLabelText(/^Requested start/)).toHaveValue('2026-12-01');
      expect(screen.getByLabelText(/^Requested end/)).toHaveValue('2026-12-31');
      expect(screen.getByLabelText(/^Notes/)).toHaveValue('Holiday flight');
    });
  }

  it('AUTH-016 a 401 on the save shows the session-expired warning and logs out', async () => {
    const app = renderApp(CREATE, { who: 'admin' });
    await findTitle('New TVC request');
    await fillRequest(app.user);
    injectFault(seeded.backend, target, { status: 401 });
    await app.user.click(screen.getByRole('button', { name: 'Submit TVC request' }));
    await expectSessionExpiredLogout(app.pathname);
  });

  it('TVC-002 the campaigns to choose from failing says so above the form', async () => {
    injectFault(
      seeded.backend,
      { email: PERSONAS.admin.email, path: '/accounts/1001/campaigns', method: 'GET' },
      { status: 500 },
    );
    renderApp(CREATE, { who: 'admin' });
    await findTitle('New TVC request');
    expect(await findAlertSaying(`The campaigns could not be loaded: ${FAULT_TEXT.server}`)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New TVC request' })).toBeInTheDocument();
  });
});

describe('one TVC request', () => {
  it('TVC-003 a failed read says so with Retry', async () => {
    injectFault(
      seeded.backend,
      { email: PERSONAS.sales.email, path: `${TVC_API}/9301`, method: 'GET' },
      { status: 500 },
    );
    const { user } = renderApp(`${A}/reporting/tvc-request/9301`, { who: 'sales' });
    const alert = await findAlertSaying('The TVC requests could not be loaded');
    expect(alert).toHaveTextContent(FAULT_TEXT.server);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(screen.getByRole('main')).findByText('Requested dates', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
