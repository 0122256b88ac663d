/**
 * The plans pages against the fake backend (part 2 §2, §7 Plans): the list (PLAN-004), creation
 * (PLAN-005), the review with rename (PLAN-006), accept (PLAN-007) and its route variants (PLAN-008).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { setupTestBackend, switcherDb, testAccount } from '@/testing/backend';
import { tableRows } from '@/testing/lists';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { TEST_PERSONAS } from '@/testing/personas';
import { planCreateRoute, planReviewRoutes, plansListRoutes } from '../routes';

const ACME = testAccount(1001, 'Acme Outfitters');
const CAMPAIGN_MANAGER = ['campaign.read', 'campaign.write'];

/** The campaign-build fixture with two Draft campaigns in plan 4001 (Q3 launch). */
function plansDb(): ReturnType<typeof switcherDb> {
  const db = switcherDb();
  const base = db.campaigns.find((c) => c.campaignId === 5002);
  if (!base) throw new Error('fixture campaign 5002 missing');
  db.campaigns.push(
    {
      ...base,
      campaignId: 5011,
      name: 'Q3 spec one',
      campaignType: 'PLANSPEC',
      campaignPricingModel: 'CPS',
      budget: 1500,
      lineId: 3001,
      planId: 4001,
      startDateTime: '2026-07-01T04:00:00Z',
      endDateTime: '2026-09-30T03:59:59Z',
    },
    {
      ...base,
      campaignId: 5012,
      name: 'Q3 spec two',
      campaignType: 'PLANSPEC',
      campaignPricingModel: 'CPM',
      budget: 2500.25,
      lineId: 3001,
      planId: 4001,
      startDateTime: '2026-08-01T04:00:00Z',
      endDateTime: '2026-10-31T03:59:59Z',
    },
  );
  return db;
}

const routes: RouteObject[] = [
  {
    path: '/advertiser/:accountId',
    children: [
      { path: 'plans', children: plansListRoutes },
      {
        path: 'plan',
        children: [
          planCreateRoute,
          {
            path: ':planId',
            children: [...planReviewRoutes, { path: 'specification/*', element: <p>plan specification</p> }],
          },
        ],
      },
    ],
  },
];

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Renders the plans routes at `path` as an internal user with campaign read and write. */
function renderPlans(path: string, options: RenderOptions = {}) {
  const requests = recordRequests();
  const view = renderWithProviders(routes, {
    path,
    account: ACME,
    permissions: CAMPAIGN_MANAGER,
    flags: { 'enable-campaign-planner': true },
    ...options,
  });
  const calls = (method?: string): Call[] =>
    requests({ method }).map((request) => ({
      method: request.method,
      path: request.url,
      query: Object.fromEntries(request.search),
      body: request.body ?? undefined,
    }));
  return { ...view, calls };
}

const stack = setupTestBackend(plansDb);
const VIEWER: RenderOptions = {
  persona: TEST_PERSONAS.viewer,
  permissions: ['campaign.read'],
};
const PLANS_PATH = '/api/v1/campaign-build/accounts/1001/plans';

beforeAll(async () => {
  await Promise.all([import('./PlansPage'), import('./PlanCreatePage'), import('./PlanReviewPage')]);
});
const planRows = () => tableRows('Plans');

describe('plans list (part 2 §2, §7 Plans)', () => {
  it('PLAN-004 lists the plans with name, page 0, size 5000 and sort; columns name, IO number, status, created, updated', async () => {
    const { calls } = renderPlans('/advertiser/1001/plans');
    expect(await screen.findByText('3 plans')).toBeInTheDocument();
    const when = (iso: string) => formatDateTime(iso, { timeZone: 'America/New_York', locale: 'en-US' });
    expect(planRows()).toEqual([
      ['Spring push', '—', 'Accepted', when('2026-01-05T10:00:00Z'), when('2026-01-12T10:00:00Z')],
      ['Winter', '—', 'Draft', when('2026-01-05T10:00:00Z'), when('2026-01-11T10:00:00Z')],
      ['Q3 launch', '—', 'Draft', when('2026-01-05T10:00:00Z'), when('2026-01-10T10:00:00Z')],
    ]);
    expect(calls('GET').filter((call) => call.path === PLANS_PATH)).toEqual([
      {
        method: 'GET',
        path: PLANS_PATH,
        query: { page: '0', size: '5000', sort: 'updateDateTime,desc' },
        body: undefined,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Q3 launch' })).toHaveAttribute('href', '/advertiser/1001/plan/4001');
  });

  it('PLAN-004 the name search and a column sort go to the server as name and sort', async () => {
    const { user, calls, router } = renderPlans('/advertiser/1001/plans');
    await screen.findByText('3 plans');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'WIN{Enter}');
    expect(await screen.findByText('1 plan')).toBeInTheDocument();
    expect(planRows().map((row) => row[0])).toEqual(['Winter']);
    expect(router.state.location.search).toBe('?name=WIN');
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.keyboard('{Enter}');
    await screen.findByText('3 plans');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => {
      expect(planRows().map((row) => row[0])).toEqual(['Q3 launch', 'Spring push', 'Winter']);
    });
    const queries = calls('GET')
      .filter((call) => call.path === PLANS_PATH)
      .map((call) => call.query);
    expect(queries).toContainEqual({ name: 'WIN', page: '0', size: '5000', sort: 'updateDateTime,desc' });
    expect(queries.at(-1)).toEqual({ page: '0', size: '5000', sort: 'name,asc' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('NS-41 plan statuses show as badges: Accepted, Draft, Failed, Processing', async () => {
    stack.store.write((db) => {
      const winter = db.plans.find((plan) => plan.planId === 4003);
      const spring = db.plans.find((plan) => plan.planId === 4002);
      if (winter) winter.status = 'Failed';
      if (spring) spring.status = 'Processing';
      // a Processing plan settles only once accepted long enough ago; keep it Processing
      if (spring) spring.acceptedDateTime = new Date(Date.now() + 60_000).toISOString();
    });
    renderPlans('/advertiser/1001/plans');
    await screen.findByText('3 plans');
    expect(planRows().map((row) => row[2])).toEqual(['Processing', 'Failed', 'Draft']);
  });

  it('"New plan" opens plan/create for campaign writers only', async () => {
    const { user, router } = renderPlans('/advertiser/1001/plans');
    await user.click(await screen.findByRole('link', { name: 'New plan' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/plan/create');
    });
    const viewer = renderPlans('/advertiser/1001/plans', VIEWER);
    expect(await within(viewer.container).findByText('3 plans')).toBeInTheDocument();
    expect(within(viewer.container).queryByRole('link', { name: 'New plan' })).not.toBeInTheDocument();
  });
});

describe('plan/create (part 2 §2, §7 Plans)', () => {
  it('PLAN-005 creates the plan with the POST plans call (trimmed name, IO number) and opens it', async () => {
    const { user, calls, router } = renderPlans('/advertiser/1001/plan/create');
    await user.type(await screen.findByRole('textbox', { name: /Plan name/ }), '  Q4 push ');
    await user.type(screen.getByRole('textbox', { name: /IO number/ }), 'IO-2026-0100');
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/plan/4100');
    });
    expect(await screen.findByRole('heading', { name: 'Plan Q4 push' })).toBeInTheDocument();
    expect(calls('POST')).toEqual([
      { method: 'POST', path: PLANS_PATH, query: {}, body: { name: 'Q4 push', ioNumber: 'IO-2026-0100' } },
    ]);
    expect(stack.store.db.plans.find((plan) => plan.planId === 4100)).toMatchObject({
      name: 'Q4 push',
      ioNumber: 'IO-2026-0100',
      status: 'Draft',
    });
  });

  it('PLAN-005 a create retried after its answer was lost sends the same Idempotency-Key and creates one plan', async () => {
    stack.backend.faults.push({ path: '/accounts/1001/plans', fault: { drop: true }, times: 1 });
    const { user, calls, router } = renderPlans('/advertiser/1001/plan/create');
    await user.type(await screen.findByRole('textbox', { name: /Plan name/ }), 'Q4 retry');
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The plan could not be created');
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/plan/4100');
    });
    const keys = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(calls('POST')).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(stack.store.db.plans.filter((plan) => plan.name === 'Q4 retry')).toHaveLength(1);
  });

  it('PLAN-003 a blank name is refused at the field and nothing is sent', async () => {
    const { user, calls } = renderPlans('/advertiser/1001/plan/create');
    await user.type(await screen.findByRole('textbox', { name: /Plan name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    const name = screen.getByRole('textbox', { name: /Plan name/ });
    await waitFor(() => {
      expect(name).toHaveAttribute('aria-invalid', 'true');
    });
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(calls('POST')).toEqual([]);
  });

  it('API-014 the plan-name conflict shows the catalogue message at the name field and keeps the input', async () => {
    const { user, router } = renderPlans('/advertiser/1001/plan/create');
    await user.type(await screen.findByRole('textbox', { name: /Plan name/ }), 'q3 LAUNCH');
    await user.type(screen.getByRole('textbox', { name: /IO number/ }), 'IO-1');
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    const name = screen.getByRole('textbox', { name: /Plan name/ });
    await waitFor(() => {
      expect(name).toHaveAttribute('aria-invalid', 'true');
    });
    expect(name).toHaveAccessibleDescription('A plan with this name already exists in this account');
    expect(name).toHaveValue('q3 LAUNCH');
    expect(screen.getByRole('textbox', { name: /IO number/ })).toHaveValue('IO-1');
    expect(router.state.location.pathname).toBe('/advertiser/1001/plan/create');
  });

  it('a failed save (500) shows the error at the top and keeps every field', async () => {
    stack.backend.faults.push({ path: '/accounts/1001/plans', fault: { status: 500 }, times: 1 });
    const { user, router } = renderPlans('/advertiser/1001/plan/create');
    await user.type(await screen.findByRole('textbox', { name: /Plan name/ }), 'Kept');
    await user.type(screen.getByRole('textbox', { name: /IO number/ }), 'IO-KEPT');
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The plan could not be created');
    expect(screen.getByRole('textbox', { name: /Plan name/ })).toHaveValue('Kept');
    expect(screen.getByRole('textbox', { name: /IO number/ })).toHaveValue('IO-KEPT');
    expect(router.state.location.pathname).toBe('/advertiser/1001/plan/create');
  });

  it('leaving with unsaved input asks first; Stay keeps the input, Leave goes', async () => {
    const { user, router } = renderPlans('/advertiser/1001/plan/create');
    await user.type(await screen.findByRole('textbox', { name: /Plan name/ }), 'Half');
    await user.click(screen.getByRole('link', { name: 'Back to plans' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/advertiser/1001/plan/create');
    expect(screen.getByRole('textbox', { name: /Plan name/ })).toHaveValue('Half');
    await user.click(screen.getByRole('link', { name: 'Back to plans' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/plans');
    });
  });
});

describe('plan/{planId} review (part 2 §2, §7 Plans)', () => {
  it.each([
    ['index', '/advertiser/1001/plan/4001'],
    ['review', '/advertiser/1001/plan/4001/review'],
    ['review/projections', '/advertiser/1001/plan/4001/review/projections'],
  ])('PLAN-008 the %s route shows the plan review (NS-34)', async (variant, path) => {
    renderPlans(path);
    expect(await screen.findByRole('heading', { name: 'Plan Q3 launch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plan details' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Q3 spec one' })).toHaveAttribute(
      'href',
      '/advertiser/1001/plan/4001/specification/5011/review',
    );
    const note = screen.queryByText('Projections forecast this plan’s campaigns.');
    if (variant === 'review/projections') {
      expect(note).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'New projection for this plan' })).toHaveAttribute(
        'href',
        '/advertiser/1001/plan/4001/projection/create',
      );
      expect(screen.getByRole('link', { name: 'Projections of this plan' })).toHaveAttribute(
        'href',
        '/advertiser/1001/projections?plan=4001',
      );
      expect(screen.getByRole('link', { name: 'Back to the plan review' })).toHaveAttribute(
        'href',
        '/advertiser/1001/plan/4001/review',
      );
    } else {
      expect(note).not.toBeInTheDocument();
    }
  });

  it('PLAN-008 lists the plan campaigns (filter planId==) and offers "Add campaign" while Draft', async () => {
    const { calls } = renderPlans('/advertiser/1001/plan/4001');
    expect(await screen.findByRole('link', { name: 'Q3 spec two' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Campaigns of this plan' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // Nothing built yet: no column saying where a campaign comes from.
    expect(within(table).queryByRole('columnheader', { name: 'From' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add campaign' })).toHaveAttribute(
      'href',
      '/advertiser/1001/plan/4001/specification/create',
    );
    const list = calls('GET').find((call) => call.path.endsWith('/accounts/1001/campaigns'));
    expect(list?.query).toMatchObject({ filter: 'planId==4001', page: '1', perPage: '500' });
  });

  it('an Accepted plan and a reader without campaign write get no Add campaign, Accept or edit form', async () => {
    renderPlans('/advertiser/1001/plan/4002');
    expect(await screen.findByRole('heading', { name: 'Plan Spring push' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Spring cash back' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept plan' })).not.toBeInTheDocument();

    const viewer = renderPlans('/advertiser/1001/plan/4001', VIEWER);
    expect(await within(viewer.container).findByRole('heading', { name: 'Plan Q3 launch' })).toBeInTheDocument();
    expect(within(viewer.container).queryByRole('textbox', { name: /Plan name/ })).not.toBeInTheDocument();
    expect(within(viewer.container).queryByRole('button', { name: 'Accept plan' })).not.toBeInTheDocument();
  });

  it('PLAN-006 renaming PATCHes only name and ioNumber and shows the new name', async () => {
    const { user, calls } = renderPlans('/advertiser/1001/plan/4001');
    const name = await screen.findByRole('textbox', { name: /Plan name/ });
    await user.clear(name);
    await user.type(name, ' Q3 relaunch ');
    await user.type(screen.getByRole('textbox', { name: /IO number/ }), 'IO-77');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Plan Q3 relaunch' })).toBeInTheDocument();
    expect(calls('PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `${PLANS_PATH}/4001`,
        query: {},
        body: { name: 'Q3 relaunch', ioNumber: 'IO-77' },
      },
    ]);
    expect(stack.store.db.plans.find((plan) => plan.planId === 4001)).toMatchObject({
      name: 'Q3 relaunch',
      ioNumber: 'IO-77',
    });
  });

  it('API-014 renaming to a name in use shows the conflict message at the name field', async () => {
    const { user } = renderPlans('/advertiser/1001/plan/4001');
    const name = await screen.findByRole('textbox', { name: /Plan name/ });
    await user.clear(name);
    await user.type(name, 'Winter');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('A plan with this name already exists in this account');
    });
    expect(name).toHaveValue('Winter');
  });

  it('PLAN-007 "Accept plan" asks, PUTs the campaign shells, shows Processing and Accepted, then the built campaigns beside the specifications (NS-41)', async () => {
    const realNow = stack.backend.now.bind(stack.backend);
    try {
      const { user, calls } = renderPlans('/advertiser/1001/plan/4001');
      await screen.findByRole('link', { name: 'Q3 spec two' });
      await user.click(screen.getByRole('button', { name: 'Accept plan' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Accept plan Q3 launch?' });
      await user.click(within(dialog).getByRole('button', { name: 'Accept plan' }));
      expect(
        await screen.findByText('The campaigns of this plan are being built. The status updates by itself.'),
      ).toBeInTheDocument();
      expect(calls('PUT')).toEqual([
        {
          method: 'PUT',
          path: `${PLANS_PATH}/4001/accept`,
          query: {},
          body: [
            {
              name: 'Q3 spec one',
              campaignType: 'PLANSPEC',
              campaignPricingModel: 'CPS',
              budget: 1500,
              startDateTime: '2026-07-01T04:00:00Z',
              endDateTime: '2026-09-30T03:59:59Z',
              lineId: 3001,
            },
            {
              name: 'Q3 spec two',
              campaignType: 'PLANSPEC',
              campaignPricingModel: 'CPM',
              budget: 2500.25,
              startDateTime: '2026-08-01T04:00:00Z',
              endDateTime: '2026-10-31T03:59:59Z',
              lineId: 3001,
            },
          ],
        },
      ]);
      expect(screen.queryByRole('button', { name: 'Accept plan' })).not.toBeInTheDocument();
      const later = new Date(Date.now() + 5000);
      stack.backend.now = () => later;
      await waitFor(
        () => {
          // The header's badge and the details' one.
          expect(screen.getAllByText('Accepted', { selector: '[data-slot="status-badge"]' })).toHaveLength(2);
        },
        { timeout: 5000 },
      );
      // The plan now lists its specifications and the campaigns built from them, each said and linked.
      const table = screen.getByRole('table', { name: 'Campaigns of this plan' });
      await waitFor(() => {
        expect(within(table).getAllByRole('link', { name: 'Q3 spec one' })).toHaveLength(2);
      });
      expect(within(table).getByRole('columnheader', { name: 'From' })).toBeInTheDocument();
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => {
          const link = within(row).getByRole('link');
          return [link.textContent, within(row).getAllByRole('cell')[1]?.textContent, link.getAttribute('href')];
        });
      const built = rows.filter(([, from]) => from === 'Built campaign');
      expect(rows.filter(([, from]) => from === 'Specification').map(([name, , href]) => [name, href])).toEqual([
        ['Q3 spec one', '/advertiser/1001/plan/4001/specification/5011/review'],
        ['Q3 spec two', expect.stringMatching(/^\/advertiser\/1001\/plan\/4001\/specification\/\d+\/review$/)],
      ]);
      expect(built.map(([name]) => name).sort()).toEqual(['Q3 spec one', 'Q3 spec two']);
      for (const [, , href] of built) expect(href).toMatch(/^\/advertiser\/1001\/campaign\/\d+\/review$/);
    } finally {
      stack.backend.now = realNow;
    }
  });

  it('PLAN-007 a plan without campaigns cannot be accepted yet', async () => {
    renderPlans('/advertiser/1001/plan/4003');
    expect(await screen.findByText('This plan has no campaigns yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept plan' })).toHaveAccessibleDescription(
      'Add at least one campaign before accepting the plan.',
    );
  });

  it('NS-35 an invalid plan id shows "Invalid plan id" with a link back to the plans', async () => {
    // React reports the error the boundary catches; it is the expected path here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPlans('/advertiser/1001/plan/12abc');
    expect(await screen.findByRole('heading', { name: 'Invalid plan id' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/advertiser/1001/plans');
  });

  it('a plan that does not exist says so', async () => {
    renderPlans('/advertiser/1001/plan/4999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Plan 4999 was not found in this account.');
  });
});
