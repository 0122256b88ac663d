import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findTitle, renderApp, setupSeededBackend } from '@/testing/app';
import { recordRequests } from '@/testing/requests';

setupSeededBackend();

const A = '/advertiser/1001';

async function fillRequest(user: ReturnType<typeof renderApp>['user'], campaignId: string) {
  const campaign = screen.getByLabelText(/^Campaign/);
  await within(campaign).findByRole('option', { name: new RegExp(`\\(${campaignId}\\)$`) }, { timeout: 10_000 });
  await user.selectOptions(campaign, campaignId);
  await user.type(screen.getByLabelText(/^Requested start/), '2026-12-01');
  await user.type(screen.getByLabelText(/^Requested end/), '2026-12-31');
}

describe('TVC requests (NS-62)', () => {
  it('TVC-001 reporting/tvc-requests lists the account TVC requests, each linking to its page', async () => {
    renderApp(`${A}/reporting/tvc-requests`, { who: 'sales' });
    await findTitle('TVC requests');
    const table = await screen.findByRole('table', { name: 'TVC requests' }, { timeout: 10_000 });
    const link = await within(table).findByRole('link', { name: '9301' });
    expect(link).toHaveAttribute('href', `${A}/reporting/tvc-request/9301`);
    expect(screen.getByRole('link', { name: 'New TVC request' })).toHaveAttribute(
      'href',
      `${A}/reporting/tvc-request/create`,
    );
  });

  it('TVC-003 reporting/tvc-request/{id} shows one request; a missing one says so', async () => {
    const app = renderApp(`${A}/reporting/tvc-request/9301`, { who: 'sales' });
    await findTitle('TVC request 9301');
    expect(await within(screen.getByRole('main')).findByText('Requested dates')).toBeInTheDocument();
    await app.go(`${A}/reporting/tvc-request/999999`);
    await findTitle('This TVC request does not exist.');
  });

  it('TVC-002 TVC-003 reporting/tvc-request/create opens creation (not a request named create) and submits a request', async () => {
    const requests = recordRequests();
    const { user, pathname } = renderApp(`${A}/reporting/tvc-request/create`, { who: 'admin' });
    await findTitle('New TVC request');
    await fillRequest(user, '5001');
    await user.click(screen.getByRole('button', { name: 'Submit TVC request' }));
    const heading = await findTitle(/^TVC request \d+$/);
    expect(pathname()).toBe(`${A}/reporting/tvc-request/${heading.textContent.replace('TVC request ', '')}`);
    const [created] = requests({ method: 'POST', path: '/tvc-requests' });
    expect(created?.body).toMatchObject({
      campaignId: 5001,
      requestedStartDate: '2026-12-01',
      requestedEndDate: '2026-12-31',
    });
    expect(created?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('TVC-004 a campaign with an ad group without test population fails the eligibility check at the campaign field; the form stays', async () => {
    const { user, pathname } = renderApp(`${A}/reporting/tvc-request/create`, { who: 'admin' });
    await findTitle('New TVC request');
    await fillRequest(user, '5002');
    await user.click(screen.getByRole('button', { name: 'Submit TVC request' }));
    expect(await screen.findByText('TVC ad groups missing test population')).toBeInTheDocument();
    const campaign = screen.getByLabelText(/^Campaign/);
    expect(campaign).toHaveAttribute('aria-invalid', 'true');
    expect(campaign).toHaveFocus();
    expect(campaign).toHaveValue('5002');
    expect(screen.getByLabelText(/^Requested start/)).toHaveValue('2026-12-01');
    expect(pathname()).toBe(`${A}/reporting/tvc-request/create`);
  });

  it('TVC-001 external users never reach the TVC screens', async () => {
    renderApp(`${A}/reporting/tvc-requests`, { who: 'viewer' });
    await findTitle('Unauthorized');
  });
});
