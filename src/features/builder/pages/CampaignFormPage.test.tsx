import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignBuildFixture, campaignBuildPerformance } from '@/mocks/fixtures/campaign-build';
import { summaryOf } from '@/testing/summary';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { TEST_PERSONAS } from '@/testing/personas';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { campaignBuilderRoutes, planSpecificationRoutes } from '../routes';

const US = testAccount(1001, 'Acme Outfitters');
const GB = testAccount(1002, 'Bramble & Co', { bookingCountry: 'GB' });
const AGENCY_MANAGER: RenderOptions = {
  persona: TEST_PERSONAS.agencyManager,
  permissions: ['campaign.read', 'campaign.write'],
};
const EXTERNAL_VIEWER: RenderOptions = {
  persona: TEST_PERSONAS.viewer,
  permissions: ['campaign.read'],
};

const stack = setupTestBackend(campaignBuildFixture, campaignBuildPerformance);
beforeAll(async () => {
  // Today is 15 April 2026 (line 3001 runs through 2026; campaign 5006 ends 30 June, 76 days away).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-15T12:00:00Z'));
  await Promise.all([
    import('./CampaignFormPage'),
    import('./CampaignFixPage'),
    import('./CampaignReviewPage'),
    import('../components/wizard/BuilderLayout'),
  ]);
});
afterAll(() => {
  vi.useRealTimers();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ROUTES = [
  {
    path: '/advertiser/:accountId',
    children: [
      { path: 'campaign', children: campaignBuilderRoutes },
      { path: 'plan/:planId/specification', children: planSpecificationRoutes },
      { path: 'campaigns', element: <p>Campaign list</p> },
    ],
  },
];

function renderAt(path: string, options: RenderOptions = {}) {
  const requests = recordRequests();
  const view = renderWithProviders(ROUTES, { path, account: US, ...AGENCY_MANAGER, ...options });
  const calls = (method: string) =>
    requests({ method }).map(({ url, search, body }) => ({ url, search: String(search), body }));
  return { ...view, calls };
}

type User = ReturnType<typeof renderAt>['user'];

async function choose(user: User, field: RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function typeInto(user: User, name: RegExp, text: string) {
  const box = await screen.findByRole('textbox', { name });
  await user.clear(box);
  await user.type(box, text);
}

async function setDate(user: User, name: RegExp, date: string) {
  const box = screen.getByLabelText(name);
  await user.clear(box);
  await user.type(box, date);
}

async function fillNewCampaign(user: User, { billingCap }: { billingCap?: string } = {}) {
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Summer cash back');
  await choose(user, /^Line/, /^Line 1 ·/);
  await choose(user, /Pricing model/, 'CPS');
  await typeInto(user, /^Budget \(/, '1000');
  await typeInto(user, /Budget discount/, '10');
  if (billingCap !== undefined) await typeInto(user, /Billing cap/, billingCap);
  await setDate(user, /Start date/, '2026-05-01');
  await setDate(user, /End date/, '2026-05-31');
}

describe('campaign create (part 2 §2, §3, §7)', () => {
  it('CAMP-019 CAMP-012 creating sends exactly the 14 fields, dates at 00:00:00 and 23:59:59 New York, then opens the review', async () => {
    const { user, calls, router } = renderAt('/advertiser/1001/campaign/create');
    await fillNewCampaign(user, { billingCap: '950' });
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/advertiser\/1001\/campaign\/\d+\/review$/);
    });
    expect(calls('POST')).toEqual([
      {
        url: '/api/v7/campaign-build-api/accounts/1001/campaigns',
        search: '',
        body: {
          billingCap: 950,
          budget: 1000,
          budgetDeliveryGoal: 'BUDGET',
          budgetDiscountPercent: 0.1,
          campaignPricingModel: 'CPS',
          currency: 'USD',
          endDateTime: '2026-05-31T23:59:59-04:00',
          isOfferAutoActivated: false,
          isTrackedLinkOffer: false,
          lineId: 3001,
          name: 'Summer cash back',
          planId: null,
          scheduleType: 'Lifetime',
          startDateTime: '2026-05-01T00:00:00-04:00',
        },
      },
    ]);
    const id = Number(router.state.location.pathname.split('/')[4]);
    expect(stack.store.db.campaigns.find((campaign) => campaign.campaignId === id)).toMatchObject({
      name: 'Summer cash back',
      lineId: 3001,
      budgetDiscountPercent: 0.1,
    });
  });

  it('CAMP-019 a create retried after its answer was lost sends the same Idempotency-Key and creates one campaign', async () => {
    const { user, router } = renderAt('/advertiser/1001/campaign/create');
    await fillNewCampaign(user);
    const keys = () =>
      vi
        .mocked(globalThis.fetch)
        .mock.calls.filter(([, init]) => init?.method === 'POST')
        .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    stack.backend.faults.push({
      path: '/campaign-build-api/accounts/1001/campaigns',
      fault: { drop: true },
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The campaign could not be saved');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Summer cash back');

    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/advertiser\/1001\/campaign\/\d+\/review$/);
    });
    const [first, retry] = keys();
    expect(keys()).toHaveLength(2);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(stack.store.db.campaigns.filter((campaign) => campaign.name === 'Summer cash back')).toHaveLength(1);
  });

  it('CAMP-019 inside a plan the campaign gets the planId and opens its review in the plan', async () => {
    const { user, calls, router } = renderAt('/advertiser/1001/plan/4001/specification/create');
    expect(await screen.findByRole('heading', { name: 'New campaign in plan 4001' })).toBeInTheDocument();
    await fillNewCampaign(user);
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/advertiser\/1001\/plan\/4001\/specification\/\d+\/review$/);
    });
    expect(calls('POST')[0]?.body).toMatchObject({ planId: 4001, billingCap: null });
  });

  it('CAMP-023 CAMP-024 a billing cap below the minimum shows the message with the minimum and currency at the field', async () => {
    const { user, calls } = renderAt('/advertiser/1001/campaign/create');
    await fillNewCampaign(user, { billingCap: '899.99' });
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    const cap = screen.getByRole('textbox', { name: /Billing cap/ });
    await waitFor(() => {
      expect(cap).toHaveAttribute('aria-invalid', 'true');
    });
    expect(cap).toHaveAccessibleDescription(
      expect.stringContaining('The billing cap must be at least $900.00 (USD)') as string,
    );
    expect(calls('POST')).toEqual([]);
    // Uncapped delivery lifts the rule.
    await choose(user, /Budget delivery goal/, 'Uncapped');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => {
      expect(calls('POST')).toHaveLength(1);
    });
  });

  it('COUNTRY-003 COUNTRY-006 COUNTRY-007 a GB account offers only FIXED_CLO, books in GBP and fixes the offer flags', async () => {
    const { user } = renderAt('/advertiser/1002/campaign/create', { account: GB });
    await user.click(await screen.findByRole('combobox', { name: /Campaign type/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Fixed CLO']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: /^Budget \(GBP\)/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tracked-link offer' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Offer activated automatically' })).toBeChecked();
  });

  it('COUNTRY-003 CAMP-017 a US account offers FIXED_CLO and DYNAMIC_CLO; DYNAMIC_CLO allows only CPE', async () => {
    const { user } = renderAt('/advertiser/1001/campaign/create');
    await user.click(await screen.findByRole('combobox', { name: /Campaign type/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Fixed CLO',
      'Dynamic CLO',
    ]);
    await user.click(screen.getByRole('option', { name: 'Dynamic CLO' }));
    expect(screen.getByRole('combobox', { name: /Pricing model/ })).toHaveTextContent('CPE');
    await user.click(screen.getByRole('combobox', { name: /Pricing model/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['CPE']);
  });

  it('COUNTRY-016 the budget keeps what was typed and refuses a minus sign, a third decimal and text at the field', async () => {
    const { user, calls } = renderAt('/advertiser/1001/campaign/create');
    const budget = await screen.findByRole('textbox', { name: /^Budget \(USD\)/ });
    const cases: [string, string][] = [
      ['-12.34', 'Must not be negative'],
      ['12.345', 'Use at most 2 decimal places'],
      ['abc-12,5x', 'Enter a number in digits, with a point for decimals'],
      ['12,5', 'Enter a number in digits, with a point for decimals'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(budget);
      await user.type(budget, typed);
      await user.click(screen.getByRole('button', { name: 'Create campaign' }));
      await waitFor(() => {
        expect(budget).toHaveAccessibleDescription(message);
      });
      expect(budget).toHaveValue(typed);
    }
    expect(calls('POST')).toEqual([]);
  });

  it('issue 28 each jargon field has a keyboard-reachable "What is …?" help that says what the word means', async () => {
    const { user } = renderAt('/advertiser/1001/campaign/create');
    const help = await screen.findByRole('button', { name: 'What is Line?' });
    expect(screen.getByRole('button', { name: 'What is Pricing model?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is Budget delivery goal?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^What is Billing cap/ })).toBeInTheDocument();
    help.focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    expect(help).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/funding line of your insertion order/);
  });

  it('NS-97 the line picker shows each line’s number, dates, budget left, IO number and pricing model (issue 28), and the chosen line’s dates', async () => {
    const { user } = renderAt('/advertiser/1001/campaign/create');
    await user.click(await screen.findByRole('combobox', { name: /^Line/ }));
    // Internal users would also see DRAFT lines; the agency manager sees ACTIVE ones only.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      // NS-97: what is left after the delivery of campaign 5001 (campaignBuildPerformance).
      'Line 1 · 01/01/2026 – 12/31/2026 · $249,850.25 left of $250,000.00 · IO-2026-0042 · CPS',
    ]);
    await user.click(screen.getByRole('option', { name: /^Line 1/ }));
    expect(screen.getByRole('combobox', { name: /^Line/ })).toHaveAccessibleDescription(
      'Line dates: 01/01/2026 – 12/31/2026',
    );
  });

  it('a 400 naming a field shows the server message at that field and keeps the values', async () => {
    const { user } = renderAt('/advertiser/1001/campaign/create');
    await fillNewCampaign(user);
    // The line is deleted after the list was read: the server refuses it by name.
    stack.store.write((db) => {
      const line = db.lines.find((candidate) => candidate.lineId === 3001);
      if (line) line.status = 'DELETED';
    });
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    const line = screen.getByRole('combobox', { name: /^Line/ });
    await waitFor(() => {
      expect(line).toHaveAttribute('aria-invalid', 'true');
    });
    expect(line).toHaveAccessibleDescription(expect.stringContaining('not a usable line') as string);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Summer cash back');
  });
});

describe('campaign edit (part 2 §4, §7)', () => {
  it('CAMP-021 reads the campaign with its campaign types; CAMP-011 a null discount shows as 0', async () => {
    const { calls } = renderAt('/advertiser/1001/campaign/5001');
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Spring cash back');
    expect(screen.getByRole('textbox', { name: /Budget discount/ })).toHaveValue('0');
    const read = calls('GET').find((call) => call.url === '/api/v7/campaign-build-api/accounts/1001/campaigns/5001');
    expect(new URLSearchParams(read?.search).getAll('campaignTypes')).toEqual([
      'FIXED_CLO',
      'DYNAMIC_CLO',
      'PLANSPEC',
      'SNAPSHOT',
    ]);
  });

  it('CAMP-020 saving PATCHes the ads-manager campaign with the 14 fields merged with the changes', async () => {
    const { user, calls } = renderAt('/advertiser/1001/campaign/5001');
    await typeInto(user, /^Budget \(/, '2000');
    await setDate(user, /End date/, '2026-07-15');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(await screen.findByText('Campaign Spring cash back was saved')).toBeInTheDocument();
    expect(calls('PATCH')).toEqual([
      {
        url: '/api/v1/ads-manager/accounts/1001/campaigns/5001',
        search: '',
        body: {
          billingCap: null,
          budget: 2000,
          budgetDeliveryGoal: 'BUDGET',
          budgetDiscountPercent: null,
          campaignPricingModel: 'CPS',
          currency: 'USD',
          endDateTime: '2026-07-15T23:59:59-04:00',
          isOfferAutoActivated: false,
          isTrackedLinkOffer: false,
          lineId: 3001,
          name: 'Spring cash back',
          planId: 4002,
          scheduleType: 'Lifetime',
          startDateTime: '2026-03-01T05:00:00Z',
        },
      },
    ]);
    expect(stack.store.db.campaigns.find((campaign) => campaign.campaignId === 5001)?.budget).toBe(2000);
  });

  it('NS-92 a save on a version someone changed since shows their budget and name; keep mine saves on the new version', async () => {
    const { user, calls } = renderAt('/advertiser/1001/campaign/5001');
    await typeInto(user, /^Budget \(/, '2000');
    // Meanwhile someone else saves another budget (the store moves the campaign's version on).
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5001);
      if (campaign) Object.assign(campaign, { budget: 3000, updateUser: 'jane.doe@example.com' });
    });
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    const panel = await screen.findByRole('region', { name: 'Someone else saved this campaign' });
    expect(panel).toHaveTextContent(/jane\.doe@example\.com changed this campaign at .* since you opened it/);
    const budget = within(panel).getByRole('listitem', { name: 'Budget' });
    expect(budget).toHaveTextContent('Yours: $2,000.00');
    expect(budget).toHaveTextContent('Theirs: $3,000.00');
    expect(screen.getByRole('textbox', { name: /^Budget \(/ })).toHaveValue('2000');
    expect(stack.store.db.campaigns.find((c) => c.campaignId === 5001)?.budget).toBe(3000);

    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Campaign Spring cash back was saved')).toBeInTheDocument();
    expect(calls('PATCH')).toHaveLength(2);
    expect(stack.store.db.campaigns.find((c) => c.campaignId === 5001)?.budget).toBe(2000);
  });

  it('a failed save (500) shows the error and keeps every field', async () => {
    stack.backend.faults.push({ path: '/ads-manager/accounts/1001/campaigns/5001', fault: { status: 500 }, times: 1 });
    const { user, router } = renderAt('/advertiser/1001/campaign/5001');
    await typeInto(user, /^Name/, 'Renamed');
    await typeInto(user, /^Budget \(/, '1234.5');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The campaign could not be saved');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Renamed');
    expect(screen.getByRole('textbox', { name: /^Budget \(/ })).toHaveValue('1234.5');
    expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001');
  });

  it('leaving with unsaved changes asks first', async () => {
    const { user, router } = renderAt('/advertiser/1001/campaign/5001');
    await typeInto(user, /^Name/, 'Unsaved');
    await user.click(screen.getByRole('link', { name: 'Go to review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Unsaved');
  });

  it('WIZ-022 nothing can be edited while the campaign loads or when loading failed', async () => {
    stack.backend.faults.push({
      path: '/accounts/1001/campaigns/5001',
      fault: { status: 500, latencyMs: 300 },
      times: 1,
    });
    const { user } = renderAt('/advertiser/1001/campaign/5001');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the campaign…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The campaign could not be loaded');
    expect(screen.queryByRole('button', { name: 'Save campaign' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Save campaign' })).toBeInTheDocument();
  });

  it('WIZ-027 NS-95 the external viewer sees the campaign as a summary in normal contrast, not a greyed-out form', async () => {
    const { container } = renderAt('/advertiser/1001/campaign/5001', EXTERNAL_VIEWER);
    const summary = await screen.findByRole('region', { name: 'Campaign settings' });
    expect(summary).toHaveTextContent("View only: you don't have permission to edit campaigns in Acme Outfitters.");
    expect(summaryOf(summary)).toMatchObject({
      Name: 'Spring cash back',
      'Campaign id': '5001',
      Status: 'Active',
      'Budget delivery goal': 'Budget',
    });
    // A view: no form, no field, nothing disabled, no warning banner.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(container.querySelectorAll(':disabled')).toHaveLength(0);
    for (const value of summary.querySelectorAll('dd')) expect(value.className).not.toMatch(/muted|opacity/);
    expect(screen.queryByRole('note', { name: /This campaign cannot be edited/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save campaign' })).not.toBeInTheDocument();
  });

  it('WIZ-027 NS-07a without campaign.write the create page says so and shows no form', async () => {
    renderAt('/advertiser/1001/campaign/create', EXTERNAL_VIEWER);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "You don't have permission to create campaigns in Acme Outfitters",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('note', { name: /This campaign cannot be edited/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/No line is available/)).not.toBeInTheDocument();
  });

  it('WIZ-023 a flagged account (NS-38: INACTIVE) makes the campaign read-only', async () => {
    renderAt('/advertiser/1001/campaign/5001', { account: { ...US, status: 'INACTIVE' } });
    expect(await screen.findByRole('note', { name: /This campaign cannot be edited/ })).toHaveTextContent(
      'The account is inactive or deleted',
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  });

  it('WIZ-024 WIZ-028 an Inactive campaign is read-only and, ending within 90 days, shows near-start', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((candidate) => candidate.campaignId === 5006);
      if (campaign) campaign.campaignPricingModel = 'CPS';
    });
    renderAt('/advertiser/1001/campaign/5006');
    expect(await screen.findByRole('note', { name: /This campaign cannot be edited/ })).toHaveTextContent(
      'The campaign is inactive.',
    );
    expect(screen.getByText(/Near start/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  });

  it('WIZ-025 a campaign whose pricing model is None (NS-36) is read-only', async () => {
    renderAt('/advertiser/1001/campaign/5002');
    expect(await screen.findByRole('note', { name: /This campaign cannot be edited/ })).toHaveTextContent(
      'The campaign has no pricing model.',
    );
    expect(screen.queryByText(/Near start/)).not.toBeInTheDocument();
  });

  it('WIZ-026 a SNAPSHOT campaign is read-only', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((candidate) => candidate.campaignId === 5001);
      if (campaign) campaign.campaignType = 'SNAPSHOT';
    });
    renderAt('/advertiser/1001/campaign/5001');
    expect(await screen.findByRole('note', { name: /This campaign cannot be edited/ })).toHaveTextContent(
      'Snapshot campaigns are read-only.',
    );
  });

  it('CAMP-010 the ticket is a link only when its URL is valid', async () => {
    stack.store.write((db) => {
      const valid = db.campaigns.find((candidate) => candidate.campaignId === 5001);
      if (valid) Object.assign(valid, { ticketId: 'T-1', ticketUrl: 'https://tickets.example/T-1' });
      const invalid = db.campaigns.find((candidate) => candidate.campaignId === 5003);
      if (invalid) Object.assign(invalid, { ticketId: 'T-3', ticketUrl: 'javascript:alert(1)' });
    });
    const { unmount } = renderAt('/advertiser/1001/campaign/5001');
    expect(await screen.findByRole('link', { name: 'T-1' })).toHaveAttribute('href', 'https://tickets.example/T-1');
    unmount();
    renderAt('/advertiser/1001/campaign/5003');
    expect(await screen.findByText('T-3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'T-3' })).not.toBeInTheDocument();
  });

  it('an invalid campaign id shows the NS-35 message', async () => {
    renderAt('/advertiser/1001/campaign/abc');
    expect(await screen.findByRole('heading', { name: 'Invalid campaign id' })).toBeInTheDocument();
  });
});
