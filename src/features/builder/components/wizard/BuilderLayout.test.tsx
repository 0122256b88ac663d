import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignBuildFixture } from '@/mocks/fixtures/campaign-build';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { campaignBuilderRoutes, loadAdGroupAndAdForms, planSpecificationRoutes } from '@/testing/builder-routes';

const ACME = testAccount(1001, 'Acme Outfitters');
const WRITER = ['campaign.read', 'campaign.write'];
const stack = setupTestBackend(campaignBuildFixture);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T16:00:00Z'));
  await Promise.all([
    import('./BuilderLayout'),
    import('../../pages/CampaignReviewPage'),
    import('../../pages/CampaignFormPage'),
    loadAdGroupAndAdForms(),
    import('../../pages/ImportAdGroupsPage'),
  ]);
});
afterAll(() => {
  vi.useRealTimers();
});

function renderBuilder(path: string, options: RenderOptions = {}) {
  const routes = [
    {
      path: '/advertiser/:accountId',
      children: [
        { path: 'campaign', children: campaignBuilderRoutes },
        { path: 'plan/:planId/specification', children: planSpecificationRoutes },
      ],
    },
  ];
  return renderWithProviders(routes, { path, account: ACME, permissions: WRITER, ...options });
}

/** Campaign 5001 outside its plan, so the campaign step shows (WIZ-007 hides it inside a plan). */
function withoutPlan() {
  stack.store.write((db) => {
    const campaign = db.campaigns.find((c) => c.campaignId === 5001);
    if (campaign) campaign.planId = null;
  });
}

const navigator = () => screen.findByRole('navigation', { name: 'Campaign builder steps' });

/** The navigator's steps as `level:title`, the current one marked with `*`. */
async function steps(): Promise<string[]> {
  const nav = await navigator();
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).getByRole('link');
      const current = link.getAttribute('aria-current') === 'step' ? '*' : '';
      return `${item.dataset.level ?? '?'}:${link.textContent}${current}`;
    });
}

describe('the builder navigator (part 2 §2 wizard steps)', () => {
  it('WIZ-006 WIZ-008 WIZ-012 WIZ-014 WIZ-015 campaign, each ad group followed by its ads, review last, indented 0/1/2', async () => {
    withoutPlan();
    renderBuilder('/advertiser/1001/campaign/5001/review');
    await waitFor(
      async () => {
        expect(await steps()).toEqual([
          '0:Spring cash back',
          '1:Ad group 6001',
          '2:Ad 7001',
          '1:Ad group 6002',
          '2:Ad 7002',
          '0:Review*',
        ]);
      },
      { timeout: 5000 },
    );
    const nav = await navigator();
    expect(within(nav).getByRole('link', { name: 'Ad group 6002' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001/ad-group/6002',
    );
  });

  it('WIZ-007 WIZ-009 inside a plan: no campaign step, read-only so no new-ad placeholder', async () => {
    stack.store.write((db) => {
      db.ads = db.ads.filter((ad) => ad.adGroupId !== 6002);
    });
    renderBuilder('/advertiser/1001/plan/4002/specification/5001');
    await waitFor(async () => {
      expect(await steps()).toEqual(['1:Ad group 6001', '2:Ad 7001', '1:Ad group 6002', '0:Review*']);
    });
  });

  it('WIZ-009 the navigator marks what is built as done and what is missing (issue 28)', async () => {
    withoutPlan();
    stack.store.write((db) => {
      db.ads = db.ads.filter((ad) => ad.adGroupId !== 6002);
    });
    renderBuilder('/advertiser/1001/campaign/5001/review');
    const nav = await navigator();
    expect(await within(nav).findByRole('link', { name: 'New ad' })).toHaveAccessibleDescription(
      'Missing: still to build',
    );
    expect(within(nav).getByRole('link', { name: 'Ad group 6002' })).toHaveAccessibleDescription('Done');
    expect(within(nav).getByRole('link', { name: 'Ad 7001' })).toHaveAccessibleDescription('Done');
    expect(within(nav).getByRole('link', { name: 'Review' })).not.toHaveAccessibleDescription();
  });

  it('WIZ-009 an editable ad group without ads gets a "New ad" step pointing at ad/create', async () => {
    withoutPlan();
    stack.store.write((db) => {
      db.ads = db.ads.filter((ad) => ad.adGroupId !== 6002);
    });
    renderBuilder('/advertiser/1001/campaign/5001/review');
    const nav = await navigator();
    expect(await within(nav).findByRole('link', { name: 'New ad' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001/ad-group/6002/ad/create',
    );
  });

  it('WIZ-001 WIZ-010 ad-group/create is the new ad group (never an id): a current "New ad group" step before the review', async () => {
    withoutPlan();
    renderBuilder('/advertiser/1001/campaign/5001/ad-group/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New ad group' })).toBeInTheDocument();
    await waitFor(async () => {
      expect((await steps()).slice(-2)).toEqual(['1:New ad group*', '0:Review']);
    });
  });

  it('WIZ-010 with ad groups and not on a new one, there is no new-ad-group step; with none, there is', async () => {
    withoutPlan();
    const view = renderBuilder('/advertiser/1001/campaign/5001/review');
    await waitFor(async () => {
      expect(await steps()).toContain('0:Review*');
    });
    expect(await steps()).not.toContain('1:New ad group');
    view.unmount();
    renderBuilder('/advertiser/1001/campaign/5003/review');
    await waitFor(async () => {
      expect(await steps()).toEqual(['0:Autumn', '1:New ad group', '0:Review*']);
    });
  });

  it('WIZ-002 WIZ-011 ad-group/import opens import mode: an import step, no new-ad-group step', async () => {
    withoutPlan();
    renderBuilder('/advertiser/1001/campaign/5001/ad-group/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import ad groups' })).toBeInTheDocument();
    await waitFor(async () => {
      expect((await steps()).slice(-2)).toEqual(['1:Import ad groups*', '0:Review']);
    });
    expect(await steps()).not.toContain('1:New ad group');
  });

  it('WIZ-013 a campaign with a restricted pricing model (None) shows only the review step', async () => {
    renderBuilder('/advertiser/1001/campaign/5002/review');
    await waitFor(async () => {
      expect(await steps()).toEqual(['0:Review*']);
    });
  });

  it('choosing a step opens it; the current step follows', async () => {
    withoutPlan();
    const { user, router } = renderBuilder('/advertiser/1001/campaign/5001/review');
    const nav = await navigator();
    await user.click(await within(nav).findByRole('link', { name: 'Ad group 6001' }));
    await waitFor(() => {
      expect(within(nav).getByRole('link', { name: 'Ad group 6001' })).toHaveAttribute('aria-current', 'step');
    });
    expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/ad-group/6001');
    expect(within(nav).getByRole('link', { name: 'Review' })).not.toHaveAttribute('aria-current');
  });

  it('below 768 px the steps are a menu at the top: its button names the current step, opens the list and closes when a step is chosen (issue 24)', async () => {
    withoutPlan();
    const { user } = renderBuilder('/advertiser/1001/campaign/5001/review');
    const nav = await navigator();
    const button = await within(nav).findByRole('button', { name: 'Steps: Review' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Closed, the list is hidden below 768 px (max-md:hidden); jsdom has no media queries to apply it.
    expect(within(nav).getByRole('list')).toHaveClass('max-md:hidden');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('list')).not.toHaveClass('max-md:hidden');
    await user.click(within(nav).getByRole('link', { name: 'Ad group 6001' }));
    const moved = await within(nav).findByRole('button', { name: 'Steps: Ad group 6001' });
    expect(moved).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('list')).toHaveClass('max-md:hidden');
  });

  it('the unsaved-changes guard holds when a step of the navigator is chosen', async () => {
    withoutPlan();
    const { user, router } = renderBuilder('/advertiser/1001/campaign/5001');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Unsaved');
    await user.click(within(await navigator()).getByRole('link', { name: 'Ad group 6001' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Unsaved');
  });
});

describe('WIZ-004 review?ad_group= and the searched ad', () => {
  it('WIZ-004 review?ad_group={id} opens that ad group', async () => {
    const { router } = renderBuilder('/advertiser/1001/campaign/5001/review?ad_group=6002');
    const nav = await navigator();
    await waitFor(() => {
      expect(within(nav).getByRole('link', { name: 'Ad group 6002' })).toHaveAttribute('aria-current', 'step');
    });
    expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/ad-group/6002');
  });

  it('WIZ-004 with the ad group of a searched ad, it opens the ad', async () => {
    const { router } = renderBuilder('/advertiser/1001/campaign/5001/review');
    await screen.findByRole('heading', { level: 1, name: 'Spring cash back' });
    await router.navigate('/advertiser/1001/campaign/5001/review?ad_group=6001', {
      state: { searchedAd: { adId: 7001, adGroupId: 6001 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad 7001' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/ad-group/6001/ad/7001');
  });
});

describe('WIZ-005 each bad id kind has its own message on the real steps (NS-35)', () => {
  it.each([
    ['/advertiser/1001/campaign/5001/ad-group/abc', 'Invalid ad group id'],
    ['/advertiser/1001/campaign/5001/review?ad_group=-3', 'Invalid ad group id'],
    ['/advertiser/1001/campaign/5001/ad-group/6001/ad/1.5', 'Invalid ad id'],
    ['/advertiser/1001/campaign/0/ad-group/6001', 'Invalid campaign id'],
    ['/advertiser/1001/plan/x/specification/5001/ad-group/6001', 'Invalid plan id'],
  ])('WIZ-005 %s says “%s”', async (path, message) => {
    renderBuilder(path);
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
  });

  it('an ad group of another campaign says it is not part of this one', async () => {
    renderBuilder('/advertiser/1001/campaign/5001/ad-group/6003');
    expect(await screen.findByText('Ad group 6003 is not part of this campaign.')).toBeInTheDocument();
  });
});

describe('the read-only builder inside a plan (part 2 §2)', () => {
  it('WIZ-007 the ad group form inside a plan shows the ad group with every field locked and no Save, for a writer too', async () => {
    renderBuilder('/advertiser/1001/plan/4002/specification/5001/ad-group/6001');
    const name = await screen.findByRole('textbox', { name: /^Ad group name/ }, { timeout: 10_000 });
    expect(name).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save ad group' })).not.toBeInTheDocument();
  });
});
