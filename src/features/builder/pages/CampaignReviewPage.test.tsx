import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignBuildFixture, campaignBuildPerformance, MANAGER } from '@/mocks/fixtures/campaign-build';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { recordRequests } from '@/testing/requests';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { campaignBuilderRoutes, planSpecificationRoutes } from '@/testing/builder-routes';
import { TEST_PERSONAS } from '@/testing/personas';

const ACME = testAccount(1001, 'Acme Outfitters');
const AGENCY: RenderOptions = {
  persona: TEST_PERSONAS.agencyManager,
  permissions: ['campaign.read', 'campaign.write'],
};
const WRITER = ['campaign.read', 'campaign.write'];
const stack = setupTestBackend(campaignBuildFixture, campaignBuildPerformance);

beforeAll(async () => {
  // Only Date is faked: 10 March 2026, noon in New York.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T16:00:00Z'));
  await Promise.all([import('./CampaignReviewPage'), import('../components/wizard/BuilderLayout')]);
});
afterAll(() => {
  vi.useRealTimers();
});
function renderReview(path: string, options: RenderOptions = {}) {
  const requests = recordRequests();
  const routes = [
    {
      path: '/advertiser/:accountId',
      children: [
        { path: 'campaign', children: campaignBuilderRoutes },
        { path: 'plan/:planId/specification', children: planSpecificationRoutes },
        { path: '*', element: <p>Elsewhere</p> },
      ],
    },
  ];
  const view = renderWithProviders(routes, { path, account: ACME, permissions: WRITER, ...options });
  return { ...view, requests };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const issues = () => screen.getByRole('region', { name: 'Validation issues' });

describe('campaign review', () => {
  it('WIZ-003 all three review path variants render the campaign review (NS-34)', async () => {
    for (const variant of ['review', 'review/comparison?plan_id=4002', 'review/publisher']) {
      const view = renderReview(`/advertiser/1001/campaign/5001/${variant}`);
      expect(await heading('Spring cash back')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('WIZ-003 review/comparison names what it compares with from plan_id and base_id', async () => {
    renderReview('/advertiser/1001/campaign/5001/review/comparison?plan_id=4002&base_id=5003');
    await heading('Spring cash back');
    expect(screen.getByText('Compared with plan 4002 · Compared with campaign 5003')).toBeInTheDocument();
  });

  it('NS-05 review/publisher asks for and shows the publisher schedules read-only', async () => {
    const { requests } = renderReview('/advertiser/1001/campaign/5001/review/publisher');
    const table = await screen.findByRole('table', { name: 'Publisher schedules' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['1', '11', '03/01/2026', '06/30/2026']);
    expect(within(table).queryByRole('textbox')).not.toBeInTheDocument();
    const campaignRead = requests({ path: '/campaigns/5001' }).at(0);
    expect(campaignRead?.search.get('includePublisherSchedules')).toBe('true');
  });

  it('COUNTRY-008 review/publisher says a GB campaign that is not a draft keeps its publishers; a US one or a GB draft does not', async () => {
    const GB = testAccount(1002, 'Bramble & Co', { bookingCountry: 'GB' });
    const locked = 'The publishers of this campaign cannot be changed: in GB only a draft campaign’s publishers can.';
    const schedules = () => screen.findByRole('region', { name: 'Publisher schedules' });

    let view = renderReview('/advertiser/1002/campaign/5004/review/publisher', { account: GB });
    expect(await schedules()).toHaveTextContent(locked);
    view.unmount();

    view = renderReview('/advertiser/1001/campaign/5001/review/publisher');
    expect(await schedules()).not.toHaveTextContent(/cannot be changed/);
    view.unmount();

    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5004);
      if (campaign) campaign.campaignStatus = 'Draft';
    });
    renderReview('/advertiser/1002/campaign/5004/review/publisher', { account: GB });
    expect(await schedules()).not.toHaveTextContent(/cannot be changed/);
  });

  it('the summary shows dates in the booking time zone, money in the currency, the line and the plan link', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5001);
      if (campaign) campaign.billingCap = 95000;
    });
    renderReview('/advertiser/1001/campaign/5001/review');
    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    expect(summary.getByText('03/01/2026 to 06/30/2026')).toBeInTheDocument();
    expect(summary.getByText('$100,000.00')).toBeInTheDocument();
    expect(summary.getByText('$95,000.00')).toBeInTheDocument();
    expect(await summary.findByText('Line 1 (01/01/2026 to 12/31/2026)')).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'Spring push' })).toHaveAttribute('href', '/advertiser/1001/plan/4002');
    // Issue 28 point 4: what will run, counted.
    await waitFor(() => {
      expect(summary.getByText('Ad groups').nextElementSibling).toHaveTextContent('2');
    });
    expect(summary.getByText('Ads').nextElementSibling).toHaveTextContent('2');
  });

  it('issue 28: a campaign that has delivered shows its spend, ROAS and pacing from the report beside its settings', async () => {
    renderReview('/advertiser/1001/campaign/5001/review');
    const delivery = within(await screen.findByRole('region', { name: 'Delivery to date' }));
    // The fixture's two days of 5001: $100.25 + $49.50 spent, $600 of sales.
    expect(await delivery.findByText('$149.75')).toBeInTheDocument();
    expect(delivery.getByText('ROAS').nextElementSibling).toHaveTextContent(/^4\.0\d?×$/);
    // Nine days into a four-month $100,000 campaign, $149.75 is far behind plan.
    expect(delivery.getByText('Pacing').nextElementSibling).toHaveTextContent(/^2% of planned spend to date — behind$/);
    expect(delivery.getByRole('link', { name: 'Open the performance report' })).toHaveAttribute(
      'href',
      '/advertiser/1001/performance/campaigns',
    );
  });

  it('issue 28: a draft has no delivery panel', async () => {
    renderReview('/advertiser/1001/campaign/5002/review');
    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivery to date' })).not.toBeInTheDocument();
  });

  it('WIZ-005 an invalid campaign id gives its message and a link back to the campaigns list (NS-35)', async () => {
    renderReview('/advertiser/1001/campaign/12ab/review');
    expect(await heading('Invalid campaign id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaigns',
    );
  });

  it('WIZ-005 an invalid plan id gives its message and a link back to the plans list (NS-35)', async () => {
    renderReview('/advertiser/1001/plan/-4/specification/5001/review');
    expect(await heading('Invalid plan id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/advertiser/1001/plans');
  });

  it('a campaign that does not exist shows a not-found message, never a blank page', async () => {
    renderReview('/advertiser/1001/campaign/9999/review');
    expect(await heading('Campaign not found')).toBeInTheDocument();
    expect(screen.getByText(/Campaign 9999 does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toBeInTheDocument();
  });

  it('a failed load shows the error with a retry', async () => {
    stack.backend.faults.push({ path: '/campaigns/5001', fault: { status: 500 }, times: 5 });
    renderReview('/advertiser/1001/campaign/5001/review');
    expect(
      await screen.findByText(/The campaign could not be loaded/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('WIZ-018 a ticket shows its id linking to the ticket url', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5001);
      if (campaign) Object.assign(campaign, { ticketId: 'ADS-77', ticketUrl: 'https://tickets.example.com/ADS-77' });
    });
    renderReview('/advertiser/1001/campaign/5001/review');
    const link = await screen.findByRole('link', { name: 'Ticket ADS-77 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://tickets.example.com/ADS-77');
    expect(link).toHaveTextContent('ADS-77');
    expect(screen.queryByText('Ticket processing...')).not.toBeInTheDocument();
  });

  it("WIZ-019 WIZ-020 without a ticket: 'Ticket processing...' and the still-being-created message", async () => {
    renderReview('/advertiser/1001/campaign/5001/review');
    expect(await screen.findByText('Ticket processing...')).toBeInTheDocument();
    expect(screen.getByText('The campaign ticket is still being created')).toBeInTheDocument();
  });

  it("WIZ-019 WIZ-020 a campaign whose plan failed shows 'No ticket found' and the failure message", async () => {
    stack.store.write((db) => {
      const plan = db.plans.find((p) => p.planId === 4002);
      if (plan) plan.status = 'Failed';
    });
    renderReview('/advertiser/1001/campaign/5001/review');
    expect(await screen.findByText('No ticket found')).toBeInTheDocument();
    expect(screen.getByText('There was a problem creating the ticket for this campaign')).toBeInTheDocument();
  });

  it("WIZ-021 a PLANSPEC campaign shows 'Plan specification' instead of its name (NS-37)", async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5001);
      if (campaign) campaign.campaignType = 'PLANSPEC';
    });
    renderReview('/advertiser/1001/campaign/5001/review');
    expect(await heading('Plan specification')).toBeInTheDocument();
    expect(screen.queryByText('Spring cash back')).not.toBeInTheDocument();
  });

  it('WIZ-035 WIZ-036 WIZ-037 structure issues come from the campaign-wide ad group and ad loads', async () => {
    stack.store.write((db) => {
      const template = db.adGroups.find((g) => g.adGroupId === 6001);
      if (template) {
        db.adGroups.push({ ...template, adGroupId: 6101, name: 'Empty group', userPriorityOrder: 3 });
        db.adGroups.push({ ...template, adGroupId: 6102, name: 'Empty group', userPriorityOrder: 4 });
      }
    });
    const { requests } = renderReview('/advertiser/1001/campaign/5001/review');
    const group = await within(await screen.findByRole('region', { name: 'Validation issues' })).findByRole('list', {
      name: 'Empty group',
    });
    // Two ad groups of the same name without ads: one group, one issue (deduplicated).
    expect(within(group).getAllByRole('listitem')).toHaveLength(1);
    expect(within(group).getByText('The ad group must have at least one ad')).toBeInTheDocument();
    const lists = requests().filter((r) => /\/(adgroups|ads)$/.test(r.url));
    expect(lists.map((r) => [r.search.get('filter'), r.search.get('perPage')])).toEqual([
      ['campaignId==5001', '500'],
      ['campaignId==5001', '500'],
    ]);
  });

  it('WIZ-030 a campaign without a line shows the fatal issue under its name', async () => {
    renderReview('/advertiser/1001/campaign/5002/review');
    const group = await within(await screen.findByRole('region', { name: 'Validation issues' })).findByRole('list', {
      name: 'Summer draft',
    });
    expect(within(group).getByRole('alert')).toHaveTextContent('The campaign has no line');
  });

  it('WIZ-031 WIZ-033 a line that is not active and dates outside it are reported', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5003);
      if (campaign) Object.assign(campaign, { lineId: 3003, endDateTime: '2026-10-31T23:59:59-04:00' });
      const line = db.lines.find((l) => l.lineId === 3003);
      if (line) line.endDateTime = '2026-08-31T23:59:59-04:00';
      const group = db.adGroups.find((g) => g.adGroupId === 6001);
      if (group) db.adGroups.push({ ...group, adGroupId: 6103, campaignId: 5003 });
      const ad = db.ads[0];
      if (ad) db.ads.push({ ...ad, adId: 7103, adGroupId: 6103 });
    });
    renderReview('/advertiser/1001/campaign/5003/review');
    const region = await screen.findByRole('region', { name: 'Validation issues' });
    expect(await within(region).findByText('Line is not active')).toBeInTheDocument();
    expect(
      within(region).getByText('The campaign must start within the line dates (01/01/2026 to 08/31/2026)'),
    ).toBeInTheDocument();
    expect(
      within(region).getByText('The campaign must end within the line dates (01/01/2026 to 08/31/2026)'),
    ).toBeInTheDocument();
  });

  it('WIZ-038 with validate-api-response-schema on, a campaign answer that breaks its schema is an "invalid structure" issue with the path and message; with it off, none', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5001);
      if (campaign) campaign.attributionWindow = -3;
    });
    const view = renderReview('/advertiser/1001/campaign/5001/review', {
      flags: { 'validate-api-response-schema': true },
    });
    const group = await within(await screen.findByRole('region', { name: 'Validation issues' })).findByRole('list', {
      name: 'Spring cash back',
    });
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'Invalid structure at attributionWindow: Too small: expected number to be >=0',
    );
    view.unmount();

    renderReview('/advertiser/1001/campaign/5001/review');
    expect(
      await within(await screen.findByRole('region', { name: 'Validation issues' })).findByText('No issues found.'),
    ).toBeInTheDocument();
  });

  it('a valid active campaign has no issues', async () => {
    renderReview('/advertiser/1001/campaign/5001/review');
    expect(
      await within(await screen.findByRole('region', { name: 'Validation issues' })).findByText('No issues found.'),
    ).toBeInTheDocument();
  });

  it('WIZ-029 an inactive campaign is not validated and is read-only', async () => {
    renderReview('/advertiser/1001/campaign/5006/review');
    await heading('Old winter');
    expect(within(issues()).getByText('Inactive campaigns are not validated.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    // Its ad groups are still read and listed, read-only: no invitation to create one.
    expect(await screen.findByText('This campaign has no ad groups.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New ad group' })).not.toBeInTheDocument();
  });

  it('an inactive campaign ending within 90 days shows the near-start notice (NS-39)', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5006);
      if (campaign) campaign.endDateTime = '2026-04-30T23:59:59-04:00';
    });
    renderReview('/advertiser/1001/campaign/5006/review');
    await heading('Old winter');
    expect(screen.getByRole('note')).toHaveTextContent('Near start: this campaign ends within 90 days.');
  });

  it('CAMP-022 deactivation asks first, then PUTs {status: "Inactive"} and shows the new status (NS-40)', async () => {
    const { user, requests } = renderReview('/advertiser/1001/campaign/5001/review');
    await heading('Spring cash back');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/advertiser/1001/campaign/5001');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Deactivate campaign 'Spring cash back'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    const put = requests({ method: 'PUT' }).at(0);
    expect(put?.url).toBe('/api/v7/campaign-build-api/accounts/1001/campaigns/5001/status');
    expect(put?.body).toEqual({ status: 'Inactive' });
    expect(await within(screen.getByRole('region', { name: 'Summary' })).findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(stack.store.db.campaigns.find((c) => c.campaignId === 5001)?.campaignStatus).toBe('Inactive');
  });

  it('CAMP-022 a refused deactivation keeps the dialog open with the reason', async () => {
    stack.backend.faults.push({ path: '/campaigns/5001/status', fault: { status: 500 }, times: 1 });
    const { user } = renderReview('/advertiser/1001/campaign/5001/review');
    await heading('Spring cash back');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText(/The campaign could not be deactivated/)).toBeInTheDocument();
  });

  it('AUDIT-005 the change-log modal lists the campaign change records newest first (NS-58)', async () => {
    stack.store.write((db) => {
      db.audit.push(
        {
          entityType: 'Campaign',
          entityId: 5001,
          action: 'Insert',
          updateUser: 'first@acme.example',
          updateDateTime: '2026-01-05T10:00:00Z',
          changes: [{ columnName: 'name', originalValue: null, newValue: 'Spring cash back' }],
        },
        {
          entityType: 'Campaign',
          entityId: 5001,
          action: 'Update',
          updateUser: 'second@acme.example',
          updateDateTime: '2026-02-01T15:30:00Z',
          changes: [{ columnName: 'budget', originalValue: '90000', newValue: '100000' }],
        },
        {
          entityType: 'Campaign',
          entityId: 5003,
          action: 'Update',
          updateUser: 'other@acme.example',
          updateDateTime: '2026-02-02T10:00:00Z',
          changes: [],
        },
      );
    });
    const { user } = renderReview('/advertiser/1001/campaign/5001/review');
    await heading('Spring cash back');
    await user.click(screen.getByRole('button', { name: 'Change log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change log of Spring cash back' });
    const list = await within(dialog).findByRole('list', { name: 'Change log' });
    const records = within(list).getAllByRole('listitem');
    expect(records.map((record) => record.querySelector('p')?.textContent)).toEqual([
      'Updated by second@acme.example on 02/01/2026 10:30 AM',
      'Created by first@acme.example on 01/05/2026 5:00 AM',
    ]);
    const budget = within(records[0] as HTMLElement).getByRole('row', { name: /budget/ });
    expect(
      within(budget)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['90000', '100000']);
    expect(within(records[1] as HTMLElement).getByRole('row', { name: /name/ })).toHaveTextContent('(empty)');
    expect(within(dialog).queryByText(/other@acme.example/)).not.toBeInTheDocument();
  });

  it('SHELL-031 the duplicate, delete and change-log modals exist', async () => {
    const { user } = renderReview('/advertiser/1001/campaign/5001/review');
    await heading('Spring cash back');
    await user.click(screen.getByRole('button', { name: 'Change log' }));
    const changeLog = await screen.findByRole('dialog', { name: 'Change log of Spring cash back' });
    await user.click(within(changeLog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    const duplicate = await screen.findByRole('dialog', { name: 'Duplicate Spring cash back' });
    expect(within(duplicate).getByLabelText(/Number of copies/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByRole('alertdialog', { name: /^Delete campaign 'Spring cash back'\?/ }),
    ).toBeInTheDocument();
  });

  it('deleting the campaign from its review goes to the campaigns list', async () => {
    const { user, router } = renderReview('/advertiser/1001/campaign/5003/review');
    await heading('Autumn');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Delete campaign 'Autumn'\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaigns');
    });
    expect(stack.store.db.campaigns.some((c) => c.campaignId === 5003)).toBe(false);
  });

  it('inside a plan the review is read-only and leads back to the plan', async () => {
    renderReview('/advertiser/1001/plan/4002/specification/5001');
    await heading('Spring cash back');
    expect(screen.getByText('Read-only')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plan' })).toHaveAttribute(
      'href',
      '/advertiser/1001/plan/4002/review',
    );
  });

  it('without adsmanager.campaign.write there are no Edit or Deactivate actions', async () => {
    renderReview('/advertiser/1001/campaign/5001/review', { permissions: ['campaign.read'] });
    await heading('Spring cash back');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change log' })).toBeInTheDocument();
  });

  it("WIZ-016 'Create ad group' shows only with adsmanager.campaign.write", async () => {
    const writer = renderReview('/advertiser/1001/campaign/5001/review');
    await heading('Spring cash back');
    expect(screen.getByRole('link', { name: 'Create ad group' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001/ad-group/create',
    );
    writer.unmount();
    renderReview('/advertiser/1001/campaign/5001/review', { permissions: ['campaign.read'] });
    await heading('Spring cash back');
    expect(screen.queryByRole('link', { name: 'Create ad group' })).not.toBeInTheDocument();
  });

  it("WIZ-017 with enable-campaign-planner: 'Import ad groups' and 'Go to plan'; without it, neither", async () => {
    const on = renderReview('/advertiser/1001/campaign/5001/review', { flags: { 'enable-campaign-planner': true } });
    await heading('Spring cash back');
    expect(screen.getByRole('link', { name: 'Import ad groups' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001/ad-group/import',
    );
    expect(screen.getByRole('link', { name: 'Go to plan' })).toHaveAttribute(
      'href',
      '/advertiser/1001/plan/4002/review',
    );
    on.unmount();
    renderReview('/advertiser/1001/campaign/5001/review', { flags: { 'enable-campaign-planner': false } });
    await heading('Spring cash back');
    expect(screen.queryByRole('link', { name: 'Import ad groups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to plan' })).not.toBeInTheDocument();
  });
});

/** Campaign 5001 as the agency's own campaign in `status`, starting 1 April (after the faked today). */
function campaign5001(status: 'Draft' | 'InReview', patch: { withoutAdsIn?: number; startDateTime?: string } = {}) {
  stack.store.write((db) => {
    const campaign = db.campaigns.find((candidate) => candidate.campaignId === 5001);
    if (!campaign) throw new Error('no campaign 5001');
    Object.assign(campaign, {
      campaignStatus: status,
      planId: null,
      createUser: MANAGER,
      startDateTime: patch.startDateTime ?? '2026-04-01T04:00:00Z',
      endDateTime: '2026-06-30T23:59:59Z',
    });
    if (patch.withoutAdsIn !== undefined) db.ads = db.ads.filter((ad) => ad.adGroupId !== patch.withoutAdsIn);
  });
}
const nextStep = () => screen.findByRole('region', { name: /^(Next step|Submitted for review)$/ });

describe('the guided path and the finish line (issue 28, NS-88)', () => {
  it('NS-88 WIZ-036 a Draft with an ad group without ads: the primary next step is "Add an ad" there; each blocking issue links to its fix', async () => {
    campaign5001('Draft', { withoutAdsIn: 6002, startDateTime: '2026-03-01T05:00:00Z' });
    renderReview('/advertiser/1001/campaign/5001/review', AGENCY);
    const panel = await nextStep();
    expect(await within(panel).findByRole('link', { name: 'Add an ad' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001/ad-group/6002/ad/create',
    );
    const checklist = await within(panel).findByRole('list', { name: 'What blocks submission' });
    expect(within(checklist).getByRole('link', { name: 'Fix: Ad group 6002' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001/ad-group/6002/ad/create',
    );
    // The start in the past is fixed on the campaign's form.
    expect(within(checklist).getByText(/start/i)).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'Fix: Spring cash back' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001',
    );
    expect(within(panel).queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('NS-88 AUDIT-005 a complete Draft offers another ad, another ad group and "Submit for review"; submitting sends InReview and the review says so, read-only', async () => {
    campaign5001('Draft');
    const { user, requests } = renderReview('/advertiser/1001/campaign/5001/review', AGENCY);
    const panel = await nextStep();
    expect(await within(panel).findByRole('link', { name: 'Add another ad' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001/ad-group/6002/ad/create',
    );
    expect(within(panel).getByRole('link', { name: 'Add another ad group' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001/ad-group/create',
    );
    const submit = await within(panel).findByRole('button', { name: 'Submit for review' });
    await waitFor(() => {
      expect(submit).toBeEnabled();
    });
    await user.click(submit);
    expect(await screen.findByRole('region', { name: 'Submitted for review' })).toBeInTheDocument();
    const put = requests({ method: 'PUT' }).at(0);
    expect(put?.url).toBe('/api/v7/campaign-build-api/accounts/1001/campaigns/5001/status');
    expect(put?.body).toEqual({ status: 'InReview' });
    expect(stack.store.db.campaigns.find((campaign) => campaign.campaignId === 5001)?.campaignStatus).toBe('InReview');
    // In review an external user reads: no edit, no approve.
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('NS-88 the internal reviewer returns the campaign with a note (required), which the review then shows; approving schedules it', async () => {
    campaign5001('InReview');
    const { user } = renderReview('/advertiser/1001/campaign/5001/review', { permissions: WRITER });
    const panel = await nextStep();
    await user.click(within(panel).getByRole('button', { name: 'Return to draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Return the campaign to draft?' });
    const confirm = within(dialog).getByRole('button', { name: 'Return to draft' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Note/ })).toHaveAccessibleDescription(
      'Say what needs to change: the note is required.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Lower the reward cap.');
    await user.click(confirm);
    expect(await screen.findByText('Returned for changes: Lower the reward cap.')).toBeInTheDocument();
    expect(stack.store.db.campaigns.find((campaign) => campaign.campaignId === 5001)).toMatchObject({
      campaignStatus: 'Draft',
      reviewNote: 'Lower the reward cap.',
    });
    // Submitted again, the reviewer approves: it starts on 1 April, so it is Scheduled.
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => {
      expect(stack.store.db.campaigns.find((campaign) => campaign.campaignId === 5001)?.campaignStatus).toBe(
        'Scheduled',
      );
    });
  });
});
