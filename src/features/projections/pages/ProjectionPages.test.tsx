/**
 * The projection screens against the fake backend (part 3 §2, §3 Projection, §4, §5; NS-70, NS-71):
 * the account's list (PROJ-008), the request form with the IO number prefill and its faults
 * (PROJ-005, PROJ-006, PROJ-009), and a run's status with the result sheet (PROJ-010).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { ADMIN as ADMIN_EMAIL, fixture, US_ACCOUNT } from '@/mocks/fixtures/rewards';
import { setupTestBackend } from '@/testing/backend';
import { tableRows } from '@/testing/lists';
import { recordRequests } from '@/testing/requests';
import { renderWithProviders } from '@/testing/render';
import { TEST_PERSONAS } from '@/testing/personas';
import { projectionsFeature } from '../routes';

const stack = setupTestBackend(fixture);
const ACME = fixture().accounts[0];
const ADMIN = TEST_PERSONAS.admin;
const LIST_PATH = `/accounts/${String(US_ACCOUNT)}/projections`;

const routes: RouteObject[] = [
  {
    path: '/advertiser/:accountId',
    children: [
      ...(projectionsFeature.account ?? []),
      { path: 'plan/:planId', children: [...(projectionsFeature.inside?.plan ?? [])] },
    ],
  },
];

const WRITER = ['campaign.read', 'campaign.write'];

function renderProjections(path: string, permissions: readonly string[] = WRITER) {
  const requests = recordRequests();
  const view = renderWithProviders(routes, { path, account: ACME, persona: ADMIN, permissions });
  return { ...view, requests };
}

beforeAll(async () => {
  await Promise.all([import('./ProjectionsPage'), import('./ProjectionCreatePage'), import('./ProjectionRunPage')]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Adds a projection of plan 4002 whose first run has just started (pending). */
function addPendingProjection(projectionId = 9002) {
  stack.store.write((db) => {
    db.projections.push({
      accountId: US_ACCOUNT,
      projection: {
        projectionId,
        name: 'Q3 forecast',
        ioNumber: 'IO-2026-0043',
        createdAt: new Date().toISOString(),
        userEmail: { email: ADMIN_EMAIL },
        status: 'Pending',
        planId: 4002,
      },
      specs: [],
      run: { runId: 9600, status: 'pending', result: null },
    });
  });
}

describe('projections (PROJ-008, NS-70)', () => {
  it('PROJ-008 lists the account’s projections, newest first, with their status badges, a page at a time', async () => {
    addPendingProjection();
    const { requests } = renderProjections('/advertiser/1001/projections');
    // While the list loads, rows of placeholders hold the table's place (issue 24: skeletons, not a spinner).
    await waitFor(() => {
      const loading = screen.getByText('Loading…').closest('[role="status"]');
      expect(loading?.querySelectorAll('[data-slot="skeleton-row"]').length).toBeGreaterThan(0);
    });
    expect(await screen.findByText('2 projections')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    const when = (iso: string) => formatDateTime(iso, { timeZone: 'America/New_York', locale: 'en-US' });
    const rows = tableRows('Projections');
    expect(rows[1]).toEqual([
      'Q2 launch forecast',
      'IO-2026-0042',
      'Plan 4001',
      when('2026-02-10T15:30:00Z'),
      ADMIN_EMAIL,
      'Success',
    ]);
    expect(rows[0]?.[0]).toBe('Q3 forecast');
    expect(rows[0]?.[5]).toBe('Pending');
    expect(screen.getByRole('link', { name: 'Q2 launch forecast' })).toHaveAttribute(
      'href',
      '/advertiser/1001/plan/4001/projection/9001',
    );
    const query = requests({ path: LIST_PATH }).at(-1)?.search;
    expect(query?.get('page')).toBe('1');
    expect(query?.get('perPage')).toBe('25');
  });

  it('PROJ-008 ?plan= narrows the list to one plan’s projections; a failed read offers Retry', async () => {
    addPendingProjection();
    stack.backend.faults.push({ path: LIST_PATH, fault: { status: 500 }, times: 1 });
    const { user } = renderProjections('/advertiser/1001/projections?plan=4001');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 projection')).toBeInTheDocument();
    expect(tableRows('Projections').map((row) => row[0])).toEqual(['Q2 launch forecast']);
    expect(screen.getByRole('heading', { name: 'Projections of plan Q2 launch' })).toBeInTheDocument();
  });
});

describe('the projection request (PROJ-005, PROJ-006, PROJ-009, NS-71)', () => {
  const CREATE = '/advertiser/1001/plan/4002/projection/create';

  async function fillRequired(user: ReturnType<typeof renderProjections>['user']) {
    await user.type(await screen.findByRole('textbox', { name: /Projection name/ }), 'Q3 forecast');
    await user.type(screen.getByRole('textbox', { name: /Brand ids/ }), '801');
    await user.click(screen.getByRole('combobox', { name: /Pricing model/ }));
    await user.click(await screen.findByRole('option', { name: 'CPS' }));
    await user.type(screen.getByLabelText(/Campaign start date/), '2026-07-01');
    await user.type(screen.getByRole('textbox', { name: /Campaign duration/ }), '90');
    await user.type(screen.getByRole('textbox', { name: /ROAS goal/ }), '4');
  }

  it('PROJ-006 offers only the pricing models CPR, CPS, CPST and CPT', async () => {
    const { user } = renderProjections(CREATE);
    await user.click(await screen.findByRole('combobox', { name: /Pricing model/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['CPR', 'CPS', 'CPST', 'CPT']);
  });

  it('PROJ-005 the goal follows its metric: ROAS and iROAS a ratio, CPA a currency amount; out of range says so at the field', async () => {
    const { user, requests } = renderProjections(CREATE);
    await fillRequired(user);
    const goal = screen.getByRole('textbox', { name: /ROAS goal \(ratio\)/ });
    await user.clear(goal);
    await user.type(goal, '250');
    await user.click(screen.getByRole('button', { name: 'Request projection' }));
    expect(await screen.findByText('A ROAS goal is a ratio from 0.01 to 100, with at most 2 decimals')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /KPI metric/ }));
    await user.click(await screen.findByRole('option', { name: 'CPA' }));
    const money = await screen.findByRole('textbox', { name: /CPA goal \(USD\)/ });
    expect(screen.getByText('The cost of one acquisition in the account’s currency.')).toBeInTheDocument();
    await user.clear(money);
    await user.type(money, '25.50');
    await user.click(screen.getByRole('button', { name: 'Request projection' }));
    await screen.findByRole('heading', { name: 'Projection Q3 forecast' });
    const [sent] = requests({ method: 'POST', path: LIST_PATH });
    expect(sent?.body).toMatchObject({ kpi: { metric: 'CPA', goal: 25.5 } });
  });

  it('PROJ-009 NS-71 an IO number fills the form from its best opportunity, each prefilled field marked and editable; the request opens its run', async () => {
    const { user, requests, router } = renderProjections(CREATE);
    expect(await screen.findByRole('heading', { name: 'New projection for plan Q3 launch' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /IO number/ }), 'IO-2026-0042');
    await user.click(screen.getByRole('button', { name: 'Fill from opportunity' }));
    // Of a ClosedWon and a Proposal opportunity with this IO number, the ClosedWon one (NS-73).
    expect(
      await screen.findByText(/Filled from opportunity Opportunity 0065e00000AAA \(ClosedWon\)/),
    ).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Projection name/ });
    expect(name).toHaveValue('Opportunity 0065e00000AAA');
    expect(screen.getByRole('textbox', { name: /Brand ids/ })).toHaveValue('801');
    expect(screen.getByLabelText(/Campaign start date/)).toHaveValue('2026-04-01');
    expect(screen.getByRole('combobox', { name: /Pricing model/ })).toHaveTextContent('CPT');
    expect(screen.getByRole('textbox', { name: /ROAS goal/ })).toHaveValue('4');
    const marks = () => screen.getAllByText('From opportunity').length;
    const before = marks();
    expect(before).toBeGreaterThanOrEqual(5);
    await user.clear(name);
    await user.type(name, 'Q3 forecast');
    expect(marks()).toBe(before - 1);
    await user.type(screen.getByRole('textbox', { name: /Campaign duration/ }), '90');
    await user.click(screen.getByRole('button', { name: 'Request projection' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/advertiser\/1001\/plan\/4002\/projection\/\d+$/);
    });
    expect(await screen.findByRole('heading', { name: 'Projection Q3 forecast' })).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    const posts = requests({ method: 'POST', path: LIST_PATH });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/.+/);
    expect(posts[0]?.body).toEqual({
      accountId: 1001,
      name: 'Q3 forecast',
      ioNumber: 'IO-2026-0042',
      brandIds: [801],
      kpi: { metric: 'ROAS', goal: 4 },
      pricingModel: 'CPT',
      campaignStartDate: '2026-04-01',
      campaignDuration: 90,
      campaignCount: 1,
      planId: 4002,
    });
  });

  it('PROJ-009 institutions, locations, merchants, minimum spend, redemption window and segments go in the request; their rules say so at the field first', async () => {
    const { user, requests } = renderProjections(CREATE);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: /Financial institution ids/ }), '11, 12');
    await user.type(screen.getByRole('textbox', { name: /Locations to include/ }), 'dma|501, POSTAL_CODE|10001');
    const exclude = screen.getByRole('textbox', { name: /Locations to exclude/ });
    await user.type(exclude, 'DMA|501');
    await user.click(screen.getByRole('button', { name: 'Add merchants of a brand' }));
    const merchants = screen.getByRole('group', { name: 'Merchants 1' });
    const merchantBrand = within(merchants).getByRole('textbox', { name: /Brand id/ });
    await user.type(merchantBrand, '802');
    await user.type(within(merchants).getByRole('textbox', { name: /Targeted merchant ids/ }), '50001');
    await user.click(screen.getByRole('button', { name: 'Add segment' }));
    const segment = screen.getByRole('group', { name: 'Segment 1' });
    await user.type(within(segment).getByRole('textbox', { name: /Segment name/ }), 'High spenders');
    await user.type(within(segment).getByRole('textbox', { name: /Minimum spend/ }), '100');
    const max = within(segment).getByRole('textbox', { name: /Maximum spend/ });
    await user.type(max, '50');
    await user.click(screen.getByRole('button', { name: 'Request projection' }));

    expect(await screen.findByText('DMA|501 is also included')).toBeVisible();
    expect(within(merchants).getByText('Use one of the brand ids of this projection')).toBeVisible();
    expect(within(segment).getByText('The maximum must not be below the minimum')).toBeVisible();
    expect(requests({ method: 'POST', path: LIST_PATH })).toHaveLength(0);

    await user.clear(exclude);
    await user.type(exclude, 'DMA|803');
    await user.clear(merchantBrand);
    await user.type(merchantBrand, '801');
    await user.clear(max);
    await user.type(max, '500');
    const minSpend = screen
      .getAllByRole('textbox', { name: /Minimum spend/ })
      .find((input) => !segment.contains(input));
    if (minSpend === undefined) throw new Error('no minimum spend field outside the segments');
    await user.type(minSpend, '10');
    await user.type(screen.getByLabelText(/Redemption window start/), '2026-07-01');
    await user.type(screen.getByRole('textbox', { name: /Days the redemption window extends/ }), '30');
    await user.type(screen.getByRole('textbox', { name: /Pricing review notes/ }), 'Standard rate card.');
    await user.click(screen.getByRole('button', { name: 'Request projection' }));
    await screen.findByRole('heading', { name: 'Projection Q3 forecast' });
    const [sent] = requests({ method: 'POST', path: LIST_PATH });
    expect(sent?.body).toMatchObject({
      fiIds: [11, 12],
      geo: { include: ['DMA|501', 'POSTAL_CODE|10001'], exclude: ['DMA|803'] },
      targetedMerchantIds: [{ brandId: 801, merchantIds: [50001] }],
      minSpend: 10,
      redemptionWindow: { startDate: '2026-07-01', daysToExtend: 30 },
      customPlusSegments: [{ name: 'High spenders', minSpend: 100, maxSpend: 500 }],
      pricingReviewNotes: 'Standard rate card.',
    });
    expect(sent?.body).not.toHaveProperty('redeemingMerchantIds');
  });

  it('NS-71 an IO number without an opportunity says so at the field and changes nothing', async () => {
    const { user } = renderProjections(CREATE);
    await user.type(await screen.findByRole('textbox', { name: /Projection name/ }), 'Mine');
    const io = screen.getByRole('textbox', { name: /IO number/ });
    await user.type(io, 'IO-1999-0001{Enter}');
    expect(
      await screen.findByText(
        'No opportunity has IO number IO-1999-0001. Check the number, or fill in the fields yourself.',
      ),
    ).toBeVisible();
    expect(io).toHaveFocus();
    expect(io).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Projection name/ })).toHaveValue('Mine');
    expect(screen.queryByText('From opportunity')).not.toBeInTheDocument();
  });

  it.each([
    ['500', { status: 500 as const }, 'Unexpected error'],
    ['429', { status: 429 as const, retryAfter: 1 }, 'Rate limit'],
    ['network down', { drop: true }, 'The server could not be reached'],
    ['malformed answer', { malformed: true }, 'The server answered in an unexpected format'],
  ])(
    'PROJ-009 fault matrix: a %s on the request shows at the top of the form and keeps every field',
    async (_name, fault, text) => {
      const { user } = renderProjections(CREATE);
      await fillRequired(user);
      stack.backend.faults.push({ path: LIST_PATH, method: 'POST', fault, times: 1 });
      await user.click(screen.getByRole('button', { name: 'Request projection' }));
      const alert = await screen.findByText(new RegExp(`The projection could not be requested: .*${text}`));
      expect(alert).toBeVisible();
      expect(screen.getByRole('textbox', { name: /Projection name/ })).toHaveValue('Q3 forecast');
      expect(screen.getByRole('textbox', { name: /Campaign duration/ })).toHaveValue('90');
    },
  );

  it('PROJ-009 a 400 naming the IO number shows at that field; the retry after a lost answer creates one projection', async () => {
    const { user, requests } = renderProjections(CREATE);
    await fillRequired(user);
    const io = screen.getByRole('textbox', { name: /IO number/ });
    await user.type(io, 'UNSUPPORTED-1');
    await user.click(screen.getByRole('button', { name: 'Request projection' }));
    await waitFor(() => {
      expect(io).toHaveAttribute('aria-invalid', 'true');
    });
    expect(io).toHaveFocus();
    await user.clear(io);
    await user.type(io, 'IO-2026-0043');
    stack.backend.faults.push({ path: LIST_PATH, method: 'POST', fault: { dropAnswer: true }, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Request projection' }));
    await screen.findByText(/The projection could not be requested/);
    await user.click(screen.getByRole('button', { name: 'Request projection' }));
    await screen.findByRole('heading', { name: 'Projection Q3 forecast' });
    const posts = requests({ method: 'POST', path: LIST_PATH });
    expect(posts).toHaveLength(3);
    expect(posts[2]?.headers.get('Idempotency-Key')).toBe(posts[1]?.headers.get('Idempotency-Key'));
    expect(stack.store.db.projections.filter((detail) => detail.projection.name === 'Q3 forecast')).toHaveLength(1);
  });
});

describe('a projection’s run (PROJ-010)', () => {
  it('PROJ-010 a finished run links its result sheet in a new tab', async () => {
    renderProjections('/advertiser/1001/plan/4001/projection/9001');
    expect(await screen.findByRole('heading', { name: 'Projection Q2 launch forecast' })).toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Open the result sheet/ });
    expect(link).toHaveAttribute('href', 'https://sheets.cardlinked.example/projections/9001/runs/9501');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Run again' })).toBeEnabled();
  });

  it('PROJ-008 PROJ-010 without campaign write the list and a run are readable, with no "New projection" or "Run again"', async () => {
    const writer = renderProjections('/advertiser/1001/projections');
    expect(await within(writer.container).findByRole('link', { name: 'New projection' })).toHaveAttribute(
      'href',
      '/advertiser/1001/projection/create',
    );
    writer.unmount();
    renderProjections('/advertiser/1001/projections', ['campaign.read']);
    expect(await screen.findByText('1 projection')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New projection' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Q2 launch forecast' }));
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
  });

  it('PROJ-010 a sheet address that is not http(s) is shown as text, never as a link', async () => {
    stack.store.write((db) => {
      const run = db.projections[0]?.run;
      if (run?.result) run.result.sheetLink = 'javascript:alert(1)';
    });
    renderProjections('/advertiser/1001/plan/4001/projection/9001');
    expect(
      await screen.findByText('The result sheet address is not a web link and is not opened: javascript:alert(1)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open the result sheet/ })).not.toBeInTheDocument();
  });

  it('PROJ-010 a pending run updates by itself until it is finished', { timeout: 15_000 }, async () => {
    addPendingProjection();
    const { requests } = renderProjections('/advertiser/1001/plan/4002/projection/9002');
    const run = await screen.findByRole('region', { name: 'Latest run' });
    expect(within(run).getByText('Running')).toBeInTheDocument();
    expect(within(run).getByText('The projection is running. This page updates by itself.')).toBeInTheDocument();
    const later = Date.now() + 60_000;
    stack.backend.now = () => new Date(later);
    expect(await within(run).findByText('Finished', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(run).getByRole('link', { name: /Open the result sheet/ })).toHaveAttribute(
      'href',
      'https://sheets.cardlinked.example/projections/9002/runs/9600',
    );
    expect(requests({ method: 'GET', path: '/projections/9002' }).length).toBeLessThanOrEqual(3);
  });

  it(
    'PROJ-010 a failed status check of a pending run says so and when it tries again, without a storm of requests',
    { timeout: 15_000 },
    async () => {
      addPendingProjection();
      const { user, requests } = renderProjections('/advertiser/1001/plan/4002/projection/9002');
      const run = await screen.findByRole('region', { name: 'Latest run' });
      stack.backend.faults.push({ path: '/projections/9002', method: 'GET', fault: { status: 500 }, times: 1 });
      expect(
        await within(run).findByText(
          /The run status could not be checked: .* Trying again in 4 s\./,
          {},
          { timeout: 8000 },
        ),
      ).toBeInTheDocument();
      expect(requests({ method: 'GET', path: '/projections/9002' })).toHaveLength(2);
      expect(within(run).getByText('Running')).toBeInTheDocument();
      await user.click(within(run).getByRole('button', { name: 'Check now' }));
      await waitFor(() => {
        expect(within(run).queryByText(/The run status could not be checked/)).not.toBeInTheDocument();
      });
    },
  );

  it('NS-35 a projection that does not exist says so', async () => {
    renderProjections('/advertiser/1001/plan/4001/projection/9999');
    expect(await screen.findByText('Projection 9999 was not found in this account.')).toBeInTheDocument();
  });
});
