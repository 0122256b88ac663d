/**
 * Bank approval in the app (NS-74): the campaign review's panel and the campaigns list's badge,
 * the whole app signed in as a persona of the local stack against its seed (src/testing/app.tsx).
 * Campaign 5001 (Acme Outfitters, 1001, America/New_York) went to five banks; PRAIRIECU flagged
 * its hero image and an audience (its campaign flag is fixed). Alex (agency) works in 1003–1008.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '@/mocks/personas';
import { renderApp, setupSeededBackend } from '@/testing/app';
import { FAULT_TEXT, faultCases, injectFault } from '@/testing/faults';
import { tableRows } from '@/testing/lists';
import { recordRequests } from '@/testing/requests';

const seeded = setupSeededBackend();
afterEach(() => {
  vi.unstubAllGlobals();
});

const REVIEW_5001 = '/advertiser/1001/campaign/5001/review';
const APPROVALS_API = '/api/v2/bank-approval-api/campaigns';

const panel = () => screen.findByRole('region', { name: 'Bank approval' }, { timeout: 10_000 });
const flagGroup = (name: string) => screen.getByRole('region', { name });

describe('the campaign review’s bank approval panel', () => {
  it('BANK-010 BANK-001 BANK-007 BANK-006 BANK-008 the internal admin sees each bank’s approval in the account’s time zone and the flags by kind', async () => {
    renderApp(REVIEW_5001, { who: 'admin' });
    const section = await panel();
    expect(await within(section).findByRole('table', { name: 'Approvals by bank' })).toBeInTheDocument();
    const rows = tableRows('Approvals by bank');
    expect(rows.map((cells) => cells[0])).toEqual([
      'NORTHBANK',
      'PRAIRIECU',
      'ATLANTICTRUST',
      'SUMMITFIN',
      'LIBERTYSAV',
    ]);
    // PRAIRIECU decided at 04:27 UTC on 14 Feb: 11:27 PM the day before in New York.
    expect(rows[1]).toEqual([
      'PRAIRIECU',
      'Flagged',
      '02/12/2026 8:27 AM',
      '02/17/2026 8:27 AM',
      '02/13/2026 11:27 PM',
      'Ansley Armstrong',
    ]);
    expect(within(section).getByText('Times in America/New_York.')).toBeInTheDocument();

    const assets = await within(section).findByRole('region', { name: 'Asset flags' });
    const heroFlag = within(assets)
      .getAllByRole('listitem')
      .find((item) => item.textContent.includes('PRAIRIECU'));
    expect(heroFlag).toHaveTextContent(/^Flagged/);
    expect(heroFlag).toHaveTextContent('Image · Hero image');
    expect(heroFlag).toHaveTextContent('Hero image shows a product the offer excludes.');

    const audiences = within(flagGroup('Audience flags')).getAllByRole('listitem');
    expect(audiences.find((item) => item.textContent.includes('PRAIRIECU'))).toHaveTextContent(/^Flagged/);
    expect(audiences.find((item) => item.textContent.includes('PRAIRIECU'))).toHaveTextContent('Ad groups 6003');
    const campaignFlags = within(flagGroup('Campaign flags')).getAllByRole('listitem');
    expect(campaignFlags.find((item) => item.textContent.includes('PRAIRIECU'))).toHaveTextContent(/^Fixed/);
  });

  it('BANK-007 a submission a bank has not acknowledged shows as unprocessed (NS-74)', async () => {
    renderApp('/advertiser/1001/campaign/5013/review', { who: 'sales' });
    await panel();
    await screen.findByRole('table', { name: 'Approvals by bank' });
    const statuses = Object.fromEntries(tableRows('Approvals by bank').map((cells) => [cells[0], cells[1]]));
    expect(statuses).toEqual({
      NORTHBANK: 'Resubmitted, unprocessed',
      PRAIRIECU: 'For review',
      ATLANTICTRUST: 'For review',
      SUMMITFIN: 'Unprocessed',
      LIBERTYSAV: 'Unprocessed',
    });
    // Nothing decided yet: the decision columns are empty.
    expect(tableRows('Approvals by bank')[0]?.slice(4)).toEqual(['—', '—']);
  });

  it('NS-74 a draft never sent to the banks says so, not an error', async () => {
    renderApp('/advertiser/1001/campaign/5015/review', { who: 'admin' });
    const section = await panel();
    expect(await within(section).findByText('This campaign has not been sent to the banks yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('BANK-010 an external user’s review has no bank approval panel and asks for none', async () => {
    const requests = recordRequests();
    renderApp('/advertiser/1003/campaign/5044/review', { who: 'agencyManager' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Fall favorites 2026/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Summary' });
    expect(screen.queryByRole('heading', { name: 'Bank approval' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Flagged/)).not.toBeInTheDocument();
    expect(requests().filter(({ url }) => url.startsWith(APPROVALS_API))).toEqual([]);
  });
});

describe('the campaigns list’s bank approval badge', () => {
  it('BANK-009 BANK-002 the internal user’s list reads the account’s approvals in pages of 10 and badges each campaign, linking to its panel', async () => {
    const requests = recordRequests();
    renderApp('/advertiser/1001/campaigns?status=Active', { who: 'sales' });
    const badge = await screen.findByRole('link', { name: 'Flagged by 1 of 5 banks' }, { timeout: 10_000 });
    expect(badge).toHaveAttribute('href', `${REVIEW_5001}#bank-approval`);
    const row = badge.closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByRole('link', { name: 'Spring cash back 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flagged by 1 of 4 banks' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5003/review#bank-approval',
    );
    expect(screen.getAllByRole('link', { name: /^Approved by (\d) of \1 banks$/ })).toHaveLength(3);
    // Account 1001 has 15 campaigns with approvals: pages 1 and 2 of 10, filtered by AccountId.
    const calls = requests({ method: 'GET', path: APPROVALS_API }).map(({ search }) => Object.fromEntries(search));
    expect(calls).toEqual([
      { filter: 'AccountId==1001', page: '1', perPage: '10' },
      { filter: 'AccountId==1001', page: '2', perPage: '10' },
    ]);
  });

  it('BANK-010 the external user’s list has no badges and asks for no approvals', async () => {
    const requests = recordRequests();
    renderApp('/advertiser/1003/campaigns', { who: 'agencyManager' });
    expect(await screen.findByRole('link', { name: 'Fall favorites 2026' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /banks$/ })).not.toBeInTheDocument();
    expect(requests().filter(({ url }) => url.startsWith(APPROVALS_API))).toEqual([]);
  });
});

describe('the fault matrix on the bank approval panel', () => {
  const email = PERSONAS.admin.email;

  for (const fault of faultCases('query')) {
    it(`BANK-010 ${fault.name}: the panel says what failed with Retry; the review stays`, async () => {
      // The flags are read after the approvals: a fault of the approvals path meets the approvals read.
      fault.arm(seeded.backend, { email, path: `${APPROVALS_API}/5001` });
      const app = renderApp(REVIEW_5001, { who: 'admin' });
      const section = await panel();
      if (fault.name === '404') {
        // No approvals: the campaign was not sent to the banks.
        expect(
          await within(section).findByText('This campaign has not been sent to the banks yet.', undefined, {
            timeout: 10_000,
          }),
        ).toBeInTheDocument();
        return;
      }
      const alert = await within(section).findByRole('alert', undefined, { timeout: 10_000 });
      expect(alert).toHaveTextContent(`The bank approvals could not be loaded: ${fault.text}`);
      expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
      await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await within(section).findByRole('table', { name: 'Approvals by bank' })).toBeInTheDocument();
    });
  }

  it('BANK-010 the flags failing keep the approvals and say so; Retry reads them', async () => {
    injectFault(seeded.backend, { email, path: `${APPROVALS_API}/5001/flags` }, { status: 500 });
    const app = renderApp(REVIEW_5001, { who: 'admin' });
    const section = await panel();
    const alert = await within(section).findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert).toHaveTextContent(`The bank flags could not be loaded: ${FAULT_TEXT.server}`);
    expect(within(section).getByRole('table', { name: 'Approvals by bank' })).toBeInTheDocument();
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('region', { name: 'Asset flags' })).toBeInTheDocument();
  });

  it('BANK-010 a 5 s answer shows the loading state, then the approvals', async () => {
    injectFault(seeded.backend, { email, path: `${APPROVALS_API}/5001` }, { latencyMs: 5_000 });
    renderApp(REVIEW_5001, { who: 'admin' });
    const section = await panel();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading the bank approvals…');
    expect(
      await within(section).findByRole('table', { name: 'Approvals by bank' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('AUTH-016 a 401 on the panel’s read shows the session-expired warning and logs out', async () => {
    injectFault(seeded.backend, { email, path: `${APPROVALS_API}/5001` }, { status: 401 });
    const app = renderApp(REVIEW_5001, { who: 'admin' });
    expect(await screen.findByText(FAULT_TEXT.sessionExpired, undefined, { timeout: 10_000 })).toBeInTheDocument();
    await vi.waitFor(
      () => {
        expect(app.pathname()).toBe('/login');
      },
      { timeout: 10_000 },
    );
  });
});
