import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { Fault } from '@/mocks/server/backend';
import { campaignBuildFixture } from '@/mocks/fixtures/campaign-build';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { summaryOf } from '@/testing/summary';
import { recordRequests } from '@/testing/requests';
import { TEST_PERSONAS } from '@/testing/personas';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { campaignBuilderRoutes, loadCampaignReview } from '@/testing/builder-routes';

const US = testAccount(1001, 'Acme Outfitters');
const GB = testAccount(1002, 'Bramble & Co', { bookingCountry: 'GB' });
const AGENCY_MANAGER: RenderOptions = {
  persona: TEST_PERSONAS.agencyManager,
  permissions: ['campaign.read', 'campaign.write'],
};

const VIEWER_OPTIONS: RenderOptions = {
  persona: TEST_PERSONAS.viewer,
  permissions: ['campaign.read'],
};

const stack = setupTestBackend(campaignBuildFixture);
beforeAll(async () => {
  // A new ad group lands on the review: its code is loaded here, not inside a test's time.
  await Promise.all([import('./AdGroupFormPage'), loadCampaignReview()]);
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
    children: [{ path: 'campaign', children: campaignBuilderRoutes }],
  },
];

function renderAt(path: string, options: RenderOptions = {}) {
  const requests = recordRequests();
  const view = renderWithProviders(ROUTES, { path, account: US, ...AGENCY_MANAGER, ...options });
  const sent = () => requests().filter((call) => call.method !== 'GET');
  return { ...view, sent };
}

type User = ReturnType<typeof renderAt>['user'];

const CREATE_PATH = '/advertiser/1001/campaign/5001/ad-group/create';
const SEGMENT_URL = '/api/v1/targeting/audience-segmentation-types-by-id/predefined-segment-type';
const AUDIENCES_URL = '/api/v8/campaign-build-api/accounts/1001/audiences';
const CRITERIA_URL = '/api/v1/ad-targeting-api/accounts/1001/criteria';
const AD_GROUPS_URL = '/api/v6/campaign-build-api/accounts/1001/adgroups';
const FEES_URL = '/api/v6/campaign-build-api/accounts/1001/pricingmodels';

async function typeInto(user: User, name: RegExp, text: string) {
  const box = await screen.findByRole('textbox', { name });
  await user.clear(box);
  await user.type(box, text);
}

/** Chooses `option` in the kit select (Radix) named `name`. */
async function choose(user: User, name: RegExp | string, option: string) {
  await user.click(await screen.findByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The options of the kit select named `name`, read with the list open, then closed again. */
async function optionsOf(user: User, name: RegExp | string) {
  await user.click(await screen.findByRole('combobox', { name }));
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return options;
}

const KIND_LABEL: Record<string, string> = {
  New: 'New customers',
  Lapsed: 'Lapsed customers',
  Infrequent: 'Infrequent customers',
  Frequent: 'Frequent customers',
  Existing: 'Existing customers',
  AllUsers: 'All cardholders',
  Custom: 'Custom audience (file)',
};

async function chooseKind(user: User, kind: string) {
  await choose(user, /Audience type/, KIND_LABEL[kind] ?? kind);
}

async function includeLocation(user: User, type: string, text: string, name: string) {
  await choose(user, /Location type/, type);
  const search = screen.getByRole('searchbox', { name: /Search locations/ });
  await user.clear(search);
  await user.type(search, text);
  await user.click(await screen.findByRole('button', { name: `Include ${name}` }));
}

/** A Frequent ad group with a DMA and a postal code and a 12.5 % fee (campaign 5001 is CPS). */
async function fillFrequentAdGroup(user: User, name = 'Frequent NY') {
  await typeInto(user, /^Ad group name/, name);
  await chooseKind(user, 'Frequent');
  await typeInto(user, /^Minimum trips/, '2');
  await includeLocation(user, 'DMA', 'New', 'New York (DMA)');
  await includeLocation(user, 'Postal code', '10001-1234', '10001 (Postal code)');
  await typeInto(user, /^Fee \(%\)/, '12.5');
  await typeInto(user, /^Fee cap/, '1000');
}

/** Picks a merchant segment in the chip picker named `picker` by typing part of its name. */
async function pickSegment(user: User, picker: string, typed: string, segment: string) {
  await user.type(await screen.findByRole('combobox', { name: picker }), typed);
  await user.click(await screen.findByRole('option', { name: segment }));
}

const save = (user: User, label = 'Create ad group') => user.click(screen.getByRole('button', { name: label }));
const created = (name: string) => ({
  audiences: stack.store.db.audiences.filter((audience) => audience.name === name).length,
  adGroups: stack.store.db.adGroups.filter((group) => group.name === name).length,
});

describe('ad group create (part 2 §3, §4)', () => {
  it('ADG-002 ADG-005 ADG-013 ADG-010 ADG-030 ADG-034 creating posts segmentation type, audience, criteria, ad group and fee in that order, then opens the review', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await fillFrequentAdGroup(user);
    await choose(user, 'Placement', 'Under the transaction');
    await user.click(await screen.findByRole('checkbox', { name: 'North Bank' }));
    await typeInto(user, /^Test population/, '10');
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    const posts = sent().filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([SEGMENT_URL, AUDIENCES_URL, CRITERIA_URL, AD_GROUPS_URL, FEES_URL]);
    const [segment, audience, criteria, adGroup, fee] = posts;
    // ADG-030: the empty window is 1 month, the empty maxTrips of Frequent stays empty.
    expect(segment?.body).toMatchObject({
      baseType: 'Frequent',
      brandId: 101,
      lookbackWindowMonths: 1,
      minTrips: 2,
      maxTrips: null,
    });
    expect(audience?.body).toMatchObject({
      name: 'Frequent NY',
      purchaseBehavior: { type: 'BRAND_DETERMINED' },
      locations: {
        include: [
          expect.objectContaining({ compositeId: 'DMA|501' }),
          expect.objectContaining({ compositeId: 'POSTAL_CODE|10001', code: '10001' }),
        ],
        exclude: [],
      },
    });
    expect(criteria?.body).toMatchObject({
      criteriaDefinition: {
        countryCode: 'US',
        customerLocations: { include: ['DMA|501', 'POSTAL_CODE|10001'], exclude: [] },
        segment: { brandIds: [101] },
      },
    });
    expect(adGroup?.body).toMatchObject({
      name: 'Frequent NY',
      campaignId: 5001,
      placementLocation: 'UnderTransaction',
      institutions: [11],
      testPopulation: 0.1,
    });
    // ADG-034: a percent fee sends feePercent and feeCap, feeAmount null.
    expect(fee?.body).toMatchObject({ feeAmount: null, feePercent: 0.125, feeCap: 1000, currency: 'USD' });
    expect(new Set(posts.map((call) => call.key)).size).toBe(5);
    expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
  });

  it('ADG-021 ADG-023 ADG-024 ADG-025 ADG-026 ADG-027 the audience types come in the order of part 3 §9 and each shows its fields', async () => {
    const { user } = renderAt(CREATE_PATH);
    expect(await optionsOf(user, /Audience type/)).toEqual([
      'New customers',
      'Lapsed customers',
      'Infrequent customers',
      'Frequent customers',
      'Existing customers',
      'All cardholders',
      'Custom audience (file)',
    ]);
    const boxes = () =>
      screen
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('id'))
        .filter((id) => id?.startsWith('segment-'));
    await chooseKind(user, 'New');
    expect(boxes()).toEqual(['segment-lookbackWindowMonths']);
    await chooseKind(user, 'Existing');
    expect(boxes()).toEqual(['segment-lookbackWindowMonths']);
    await user.click(screen.getByRole('checkbox', { name: 'Limit by spend' }));
    expect(boxes()).toEqual(['segment-lookbackWindowMonths', 'segment-minSpend', 'segment-maxSpend']);
    await chooseKind(user, 'Frequent');
    expect(boxes()).toEqual(['segment-lookbackWindowMonths', 'segment-minTrips', 'segment-maxTrips']);
    expect(screen.getByRole('textbox', { name: /^Maximum trips/ })).not.toBeRequired();
    await chooseKind(user, 'Infrequent');
    expect(screen.getByRole('textbox', { name: /^Maximum trips/ })).toHaveAttribute('aria-required', 'true');
    await chooseKind(user, 'Lapsed');
    expect(boxes()).toEqual(['segment-lookbackWindowMonths', 'segment-excludeWindowMonths', 'segment-minTrips']);
  });

  it('ADG-028 minimum trips above the maximum is an error at Minimum trips with the maximum in it; nothing is sent', async () => {
    const { user, sent } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Infrequent');
    await chooseKind(user, 'Infrequent');
    await typeInto(user, /^Minimum trips/, '5');
    await typeInto(user, /^Maximum trips/, '3');
    await save(user);
    const box = screen.getByRole('textbox', { name: /^Minimum trips/ });
    await waitFor(() => {
      expect(box).toHaveAccessibleDescription('Minimum trips must not be more than the maximum trips (3)');
    });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('ADG-029 a lapsed window as long as the lookback window is an error at its field', async () => {
    const { user, sent } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Lapsed');
    await chooseKind(user, 'Lapsed');
    await typeInto(user, /^Lookback window/, '6');
    await typeInto(user, /^Lapsed for/, '6');
    await save(user);
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Lapsed for/ })).toHaveAccessibleDescription(
        'The lapsed window must be shorter than the lookback window (6 months)',
      );
    });
    expect(sent()).toEqual([]);
  });

  it('ADG-031 a New segment is sent with the exclusion’s minTrips 1', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Newcomers');
    await chooseKind(user, 'New');
    await typeInto(user, /^Lookback window/, '12');
    await typeInto(user, /^Fee \(%\)/, '10');
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(sent().find((call) => call.url === SEGMENT_URL)?.body).toMatchObject({
      baseType: 'New',
      lookbackWindowMonths: 12,
      minTrips: 1,
    });
  });

  it('ADG-022 all cardholders use the default segmentation 1: no segmentation type is created', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Everyone');
    await chooseKind(user, 'AllUsers');
    await typeInto(user, /^Fee \(%\)/, '10');
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    const urls = sent().map((call) => call.url);
    expect(urls).not.toContain(SEGMENT_URL);
    expect(sent().find((call) => call.url === AUDIENCES_URL)?.body).toMatchObject({
      audienceSegmentationTypeId: 1,
      selectedSegmentIds: [1],
    });
  });

  it('ADG-010 by purchase category: the searched tree includes a category and the audience sends BY_CATEGORY with it', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Everyday');
    await user.click(screen.getByRole('radio', { name: 'By purchase category' }));
    await save(user);
    expect(await screen.findByText('Include at least one purchase category')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'Everyday');
    await user.click(await screen.findByRole('checkbox', { name: 'Include Everyday spending' }));
    await typeInto(user, /^Fee \(%\)/, '10');
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(sent().find((call) => call.url === AUDIENCES_URL)?.body).toMatchObject({
      purchaseBehavior: { type: 'BY_CATEGORY', purchaseCategories: { include: [21], exclude: [] } },
    });
  });

  it('a Custom audience needs a file; the chosen file is sent in the audience and the criteria (the upload is driven in the browser journey)', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Loyal');
    await chooseKind(user, 'Custom');
    await typeInto(user, /^Fee \(%\)/, '10');
    await save(user);
    expect(await screen.findByText('Choose or upload at least one custom audience file')).toBeInTheDocument();
    expect(sent()).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Include loyalty-members.csv' }));
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(sent().find((call) => call.url === AUDIENCES_URL)?.body).toMatchObject({
      audienceSegmentationTypeId: 1,
      customAudiences: { include: [{ customAudienceId: 8201 }], exclude: [] },
    });
    expect(sent().find((call) => call.url === CRITERIA_URL)?.body).toMatchObject({
      criteriaDefinition: { customAudienceFiles: { include: [8201], exclude: [] } },
    });
  });

  it('ADG-016 the criteria carry disableShopAt, the targeted merchant segments and share of wallet with its segments', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Competitors');
    await user.click(screen.getByRole('checkbox', { name: /disable shop-at/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Share of wallet' }));
    await typeInto(user, /^Share of wallet lookback/, '6');
    await typeInto(user, /^Share of wallet minimum trips/, '2');
    await pickSegment(user, 'Merchant segments to target', 'Acme Fuel', 'Acme Fuel – all stores');
    await pickSegment(user, 'Share of wallet measured against', 'Rival', 'Rival Gas – all stores');
    await typeInto(user, /^Fee \(%\)/, '10');
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(sent().find((call) => call.url === CRITERIA_URL)?.body).toMatchObject({
      criteriaDefinition: {
        disableShopAt: true,
        targetedMerchantSegmentIds: [10101],
        shareOfWallet: {
          lookbackInMonths: 6,
          minimumTrips: 2,
          excludeSelf: false,
          merchantSegments: { includedSegments: [20201] },
        },
      },
    });
  });

  it('issue 28 NS-96 the ad group’s jargon fields have a keyboard-reachable "What is …?" help', async () => {
    const { user } = renderAt(CREATE_PATH);
    const help = await screen.findByRole('button', { name: 'What is Test population (%)?' });
    expect(screen.getByRole('button', { name: 'What is Placement?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is Fee type?' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'What is Institutions?' })).toBeInTheDocument();
    help.focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    expect(help).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/held back as a control group/);
    await user.keyboard('{Escape}');
    screen.getByRole('button', { name: 'What is Institutions?' }).focus();
    await waitFor(() => {
      expect(screen.getByRole('tooltip')).toHaveTextContent(/Leave them all unticked to offer it through every bank/);
    });
  });

  it('issue 28 a fee type fixed by the campaign’s pricing model says why it cannot be changed', async () => {
    renderAt(CREATE_PATH);
    const type = await screen.findByRole('combobox', { name: /Fee type/ });
    expect(type).toBeDisabled();
    expect(type).toHaveAccessibleDescription('A CPS campaign takes only this fee type (Percent fee).');
  });

  it('ADG-035 ADG-036 a CPS campaign offers only a percent fee with a cap; a CPSH campaign only a flat fee within the USD limit', async () => {
    const first = renderAt(CREATE_PATH);
    expect(await screen.findByRole('combobox', { name: /Fee type/ })).toHaveTextContent('Percent fee');
    // One type only: the choice is shown, not offered.
    expect(screen.getByRole('combobox', { name: /Fee type/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Fee cap/ })).toBeInTheDocument();
    first.unmount();
    const campaign = stack.store.db.campaigns.find((entry) => entry.campaignId === 5001);
    if (campaign) campaign.campaignPricingModel = 'CPSH';
    const { user, sent } = renderAt(CREATE_PATH);
    expect(await screen.findByRole('combobox', { name: /Fee type/ })).toHaveTextContent('Flat fee');
    await typeInto(user, /^Ad group name/, 'Flat');
    await typeInto(user, /^Fee amount/, '100000001');
    await save(user);
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Fee amount/ })).toHaveAccessibleDescription(
        'Enter an amount between 0 and 100000000 USD',
      );
    });
    expect(sent()).toEqual([]);
  });
});

describe('money limits and leaving (part 2 §5)', () => {
  it('a GBP flat fee above 100,000 is an error at the field with the GBP limit', async () => {
    const campaign = stack.store.db.campaigns.find((entry) => entry.campaignId === 5004);
    if (campaign) campaign.campaignPricingModel = 'CPSH';
    const { user, sent } = renderAt('/advertiser/1002/campaign/5004/ad-group/create', { account: GB });
    await typeInto(user, /^Ad group name/, 'Tea lovers');
    await typeInto(user, /^Fee amount \(GBP\)/, '100001');
    await save(user);
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Fee amount/ })).toHaveAccessibleDescription(
        'Enter an amount between 0 and 100000 GBP',
      );
    });
    expect(sent()).toEqual([]);
  });

  it('leaving the ad group form with unsaved changes asks first and keeps what was typed', async () => {
    const { user, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Half done');
    await user.click(screen.getByRole('link', { name: 'Go to review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(CREATE_PATH);
    expect(screen.getByRole('textbox', { name: /^Ad group name/ })).toHaveValue('Half done');
  });
});

describe('the creation order after a failure (part 2 §4)', () => {
  it('ADG-005 a 500 on the fee step keeps the form and says what was saved; Save again creates the fee and nothing twice', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await fillFrequentAdGroup(user, 'Retry me');
    stack.backend.faults.push({ path: '/accounts/1001/pricingmodels', fault: { status: 500 }, times: 1 });
    await save(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ad group could not be saved');
    expect(alert).toHaveTextContent(
      'Saved so far: audience segment, audience, targeting criteria, ad group. Not saved yet: fee. Save again to finish.',
    );
    expect(screen.getByRole('textbox', { name: /^Ad group name/ })).toHaveValue('Retry me');
    expect(screen.getByRole('textbox', { name: /^Fee \(%\)/ })).toHaveValue('12.5');
    expect(created('Retry me')).toEqual({ audiences: 1, adGroups: 1 });

    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(created('Retry me')).toEqual({ audiences: 1, adGroups: 1 });
    const group = stack.store.db.adGroups.find((entry) => entry.name === 'Retry me');
    expect(stack.store.db.pricingModels.filter((fee) => fee.adGroupId === group?.adGroupId)).toHaveLength(1);
    const posts = sent().filter((call) => call.method === 'POST');
    expect(posts.filter((call) => call.url === AUDIENCES_URL)).toHaveLength(1);
    expect(posts.filter((call) => call.url === AD_GROUPS_URL)).toHaveLength(1);
    expect(posts.filter((call) => call.url === FEES_URL)).toHaveLength(2);
  });

  it('API-025 a failed save says so once, in the footer: no error toast besides', async () => {
    const { user, onMutationError, onQueryError } = renderAt(CREATE_PATH);
    await fillFrequentAdGroup(user, 'Said once');
    stack.backend.faults.push({ path: '/accounts/1001/adgroups', fault: { status: 500 }, times: 1 });
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The ad group could not be saved');
    expect(onMutationError).not.toHaveBeenCalled();
    expect(onQueryError).not.toHaveBeenCalled();
  });

  it('ADG-005 an audience answer lost after the server saved: Save again sends the same Idempotency-Key and one audience exists', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await fillFrequentAdGroup(user, 'Lost answer');
    stack.backend.faults.push({ path: '/accounts/1001/audiences', fault: { dropAnswer: true }, times: 1 });
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The ad group could not be saved');
    expect(created('Lost answer').audiences).toBe(1);
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(created('Lost answer')).toEqual({ audiences: 1, adGroups: 1 });
    const keys = sent()
      .filter((call) => call.url === AUDIENCES_URL)
      .map((call) => call.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each<[string, Fault, RegExp]>([
    ['500', { status: 500 }, /could not be saved/],
    ['429 with Retry-After', { status: 429, retryAfter: 1 }, /could not be saved/],
    ['network down', { drop: true }, /could not be saved/],
    ['malformed body', { malformed: true }, /could not be saved/],
  ])('a %s on the ad group step shows the error in the footer and keeps every field', async (_name, fault, message) => {
    const { user } = renderAt(CREATE_PATH);
    await fillFrequentAdGroup(user, 'Faulty');
    stack.backend.faults.push({ path: '/accounts/1001/adgroups', fault, times: 1 });
    await save(user);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /^Ad group name/ })).toHaveValue('Faulty');
    expect(screen.getByRole('textbox', { name: /^Minimum trips/ })).toHaveValue('2');
    expect(screen.getByRole('region', { name: 'Included locations' })).toHaveTextContent('New York (DMA)');
    expect(created('Faulty').adGroups).toBe(0);
  });

  it('a slow answer shows Saving… and the button cannot be pressed twice', async () => {
    const { user, router } = renderAt(CREATE_PATH);
    await fillFrequentAdGroup(user, 'Slow');
    stack.backend.faults.push({ path: '/accounts/1001/adgroups', fault: { latencyMs: 400 }, times: 1 });
    await save(user);
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(created('Slow')).toEqual({ audiences: 1, adGroups: 1 });
  });

  it('a server 400 lands at the field it names (a percent fee the campaign no longer takes)', async () => {
    const { user } = renderAt(CREATE_PATH);
    await fillFrequentAdGroup(user, 'Model changed');
    const campaign = stack.store.db.campaigns.find((entry) => entry.campaignId === 5001);
    if (campaign) campaign.campaignPricingModel = 'CPSH';
    await save(user);
    const box = screen.getByRole('textbox', { name: /^Fee \(%\)/ });
    await waitFor(() => {
      expect(box).toHaveAccessibleDescription(/takes no percent fee/);
    });
    // The footer's message has the focus and links to the field; the link focuses it.
    const message = await screen.findByRole('alert', { name: /a field needs a fix/ });
    expect(message).toHaveFocus();
    await user.click(within(message).getByRole('link', { name: 'Go to Fee (%)' }));
    expect(box).toHaveFocus();
  });

  it('ADG-028 a failed check says so in the sticky footer beside the save, takes focus and links to the first field at fault', async () => {
    const { user, sent } = renderAt(CREATE_PATH);
    await chooseKind(user, 'Infrequent');
    await typeInto(user, /^Minimum trips/, '5');
    await typeInto(user, /^Maximum trips/, '3');
    await save(user);
    const message = await screen.findByRole('alert', { name: /a field needs a fix/ });
    expect(message).toHaveFocus();
    // In the footer with the save action, not on top of the form.
    expect(message.closest('[data-slot="form-footer"]')).toContainElement(
      screen.getByRole('button', { name: 'Create ad group' }),
    );
    // The first field at fault in the page's order: the empty name, before the trips.
    const link = within(message).getByRole('link', { name: 'Go to Ad group name' });
    await user.click(link);
    expect(screen.getByRole('textbox', { name: /^Ad group name/ })).toHaveFocus();
    await typeInto(user, /^Ad group name/, 'Fixed name');
    await save(user);
    // Then the fee (the section after the basics), still empty.
    await waitFor(() => {
      expect(within(screen.getByRole('alert', { name: /a field needs a fix/ })).getByRole('link')).toHaveTextContent(
        'Go to Fee (%)',
      );
    });
    expect(screen.getByRole('alert', { name: /a field needs a fix/ })).toHaveFocus();
    expect(sent()).toEqual([]);
  });
});

describe('amounts as typed (part 2 §5, COUNTRY-016, COUNTRY-017)', () => {
  /** Campaign 5001 made CPSH, whose only fee is flat. */
  function flatFeeCampaign() {
    const campaign = stack.store.db.campaigns.find((entry) => entry.campaignId === 5001);
    if (campaign) campaign.campaignPricingModel = 'CPSH';
  }

  it('ADG-034 a flat fee is sent as feeAmount with feePercent and feeCap null', async () => {
    flatFeeCampaign();
    const { user, sent, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Flat fee');
    await typeInto(user, /^Fee amount/, '2.5');
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(sent().find((call) => call.url === FEES_URL)?.body).toEqual({
      adGroupId: expect.any(Number),
      currency: 'USD',
      feeAmount: 2.5,
      feePercent: null,
      feeCap: null,
      targetRoas: null,
    });
  });

  it('COUNTRY-016 a fee amount typed as "abc", "1,000" or "10.129" is refused at the field as typed; nothing is sent', async () => {
    flatFeeCampaign();
    const { user, sent } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Typed fee');
    const cases: [string, string][] = [
      ['abc', 'Enter a number in digits, with a point for decimals'],
      ['1,000', 'Enter a number in digits, with a point for decimals'],
      ['10.129', 'Use at most 2 decimal places'],
    ];
    for (const [typed, message] of cases) {
      await typeInto(user, /^Fee amount \(USD\)/, typed);
      await save(user);
      const box = screen.getByRole('textbox', { name: /^Fee amount \(USD\)/ });
      await waitFor(() => {
        expect(box).toHaveAccessibleDescription(message);
      });
      expect(box).toHaveValue(typed);
    }
    expect(sent()).toEqual([]);
  });

  it('COUNTRY-017 a percent fee of 12.34567 % and a cap of 10.129 USD are refused as typed; nothing is sent', async () => {
    const { user, sent } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Typed percent');
    await typeInto(user, /^Fee \(%\)/, '12.34567');
    await typeInto(user, /^Fee cap/, '10.129');
    await save(user);
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Fee \(%\)/ })).toHaveAccessibleDescription(
        'Use at most 2 decimal places',
      );
    });
    expect(screen.getByRole('textbox', { name: /^Fee cap/ })).toHaveAccessibleDescription(
      'Use at most 2 decimal places',
    );
    expect(screen.getByRole('textbox', { name: /^Fee \(%\)/ })).toHaveValue('12.34567');
    expect(sent()).toEqual([]);
  });

  it('COUNTRY-016 the audience spend range refuses "1,000" and 10.129 at its fields; nothing is sent', async () => {
    const { user, sent } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Spenders');
    await chooseKind(user, 'Existing');
    await user.click(screen.getByRole('checkbox', { name: 'Limit by spend' }));
    await typeInto(user, /^Minimum spend/, '1,000');
    await typeInto(user, /^Maximum spend/, '10.129');
    await typeInto(user, /^Fee \(%\)/, '10');
    await save(user);
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Minimum spend/ })).toHaveAccessibleDescription(
        'Enter a number in digits, with a point for decimals',
      );
    });
    expect(screen.getByRole('textbox', { name: /^Maximum spend/ })).toHaveAccessibleDescription(
      'Use at most 2 decimal places',
    );
    expect(sent()).toEqual([]);
  });
});

describe('segment defaults and exclusions (part 3 §5)', () => {
  it('ADG-025 ADG-030 a Frequent segment requires minimum trips (an empty one is sent as 0); its maximum stays optional', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Frequent defaults');
    await chooseKind(user, 'Frequent');
    expect(screen.getByRole('textbox', { name: /^Minimum trips/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: /^Maximum trips/ })).not.toHaveAttribute('aria-required');
    await typeInto(user, /^Fee \(%\)/, '10');
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(sent().find((call) => call.url === SEGMENT_URL)?.body).toMatchObject({
      baseType: 'Frequent',
      lookbackWindowMonths: 1,
      minTrips: 0,
      maxTrips: null,
      exclusionMinTrips: null,
    });
  });

  it('ADG-030 an Infrequent segment with empty trips and window is sent with trips 0 and a 1-month window', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Infrequent defaults');
    await chooseKind(user, 'Infrequent');
    await typeInto(user, /^Fee \(%\)/, '10');
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(sent().find((call) => call.url === SEGMENT_URL)?.body).toMatchObject({
      baseType: 'Infrequent',
      lookbackWindowMonths: 1,
      minTrips: 0,
      maxTrips: 0,
    });
  });

  it('ADG-031 an Existing segment is sent with the exclusion’s minTrips 1', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Existing');
    await chooseKind(user, 'Existing');
    await typeInto(user, /^Lookback window/, '6');
    await typeInto(user, /^Fee \(%\)/, '10');
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(sent().find((call) => call.url === SEGMENT_URL)?.body).toMatchObject({
      baseType: 'Existing',
      lookbackWindowMonths: 6,
      minTrips: 1,
      exclusionMinTrips: 1,
    });
  });

  it('ADG-031 a Lapsed segment keeps its minimum trips and excludes anyone with 1 trip in the lapsed window', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await typeInto(user, /^Ad group name/, 'Lapsed');
    await chooseKind(user, 'Lapsed');
    await typeInto(user, /^Lookback window/, '12');
    await typeInto(user, /^Lapsed for/, '3');
    await typeInto(user, /^Minimum trips/, '4');
    await typeInto(user, /^Fee \(%\)/, '10');
    await save(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    });
    expect(sent().find((call) => call.url === SEGMENT_URL)?.body).toMatchObject({
      baseType: 'Lapsed',
      lookbackWindowMonths: 12,
      excludeWindowMonths: 3,
      minTrips: 4,
      exclusionMinTrips: 1,
    });
    const stored = stack.store.db.predefinedSegments.find((segment) => segment.name.startsWith('Lapsed'));
    expect(stored?.exclusionMinTrips).toBe(1);
  });
});

describe('ad group edit (part 2 §4)', () => {
  it('ADG-017 ADG-037 a non-draft ad group: targeting locked without the flag, the fee type locked, and nothing re-posted', async () => {
    const { user, sent } = renderAt('/advertiser/1001/campaign/5001/ad-group/6001', {
      flags: { 'enable-modifiable-non-draft-targeting': false },
    });
    expect(await screen.findByRole('heading', { name: 'Ad group Ad group 6001' })).toBeInTheDocument();
    expect(
      await screen.findByText('The targeting of an ad group that is no longer a draft cannot be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Audience type/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Fee type/ })).toBeDisabled();
    expect(
      screen.getByText('The fee type can change only while the ad group is a draft or in review.'),
    ).toBeInTheDocument();
    await typeInto(user, /^Ad group name/, 'Renamed group');
    await save(user, 'Save ad group');
    expect(await screen.findByText('Ad group Renamed group saved')).toBeInTheDocument();
    expect(sent().map((call) => `${call.method} ${call.url}`)).toEqual([`PATCH ${AD_GROUPS_URL}/6001`]);
  });

  it('NS-88 a stale screen saving a campaign that went in review meanwhile shows the refusal in the footer and keeps the input', async () => {
    const { user } = renderAt('/advertiser/1001/campaign/5001/ad-group/6001');
    await typeInto(user, /^Ad group name/, 'Renamed too late');
    // Submitted from another tab: the form on screen still says Active.
    const campaign = stack.store.db.campaigns.find((entry) => entry.campaignId === 5001);
    if (campaign) campaign.campaignStatus = 'InReview';
    await save(user, 'Save ad group');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Campaign Spring cash back is in review: it cannot be changed until the provider approves it or returns it to draft',
    );
    expect(alert.closest('[data-slot="form-footer"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: /^Ad group name/ })).toHaveValue('Renamed too late');
    expect(stack.store.db.adGroups.find((group) => group.adGroupId === 6001)?.name).toBe('Ad group 6001');
  });

  it('ADG-033 ADG-038 a stored fee with only feePercent loads as a percent fee; a change is a PATCH on its pricingModelId with only what changed', async () => {
    const { user, sent } = renderAt('/advertiser/1001/campaign/5001/ad-group/6001');
    const percent = await screen.findByRole('textbox', { name: /^Fee \(%\)/ });
    expect(percent).toHaveValue('15');
    expect(screen.getByRole('combobox', { name: /Fee type/ })).toHaveTextContent('Percent fee');
    expect(screen.queryByRole('textbox', { name: /^Fee amount/ })).not.toBeInTheDocument();
    await typeInto(user, /^Fee \(%\)/, '20');
    await save(user, 'Save ad group');
    expect(await screen.findByText('Ad group Ad group 6001 saved')).toBeInTheDocument();
    expect(sent().find((call) => call.url === `${FEES_URL}/9001`)).toMatchObject({
      method: 'PATCH',
      body: { feePercent: 0.2 },
    });
    expect(sent().filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('ADG-017 ADG-018 with the flag on an InReview ad group can change targeting; criteria are posted when changed, not when unchanged', async () => {
    const group = stack.store.db.adGroups.find((entry) => entry.adGroupId === 6001);
    if (group) group.adGroupStatus = 'InReview';
    const { user, sent } = renderAt('/advertiser/1001/campaign/5001/ad-group/6001', {
      flags: { 'enable-modifiable-non-draft-targeting': true },
    });
    await user.click(await screen.findByRole('checkbox', { name: /disable shop-at/ }));
    await save(user, 'Save ad group');
    expect(await screen.findByText('Ad group Ad group 6001 saved')).toBeInTheDocument();
    const criteriaPosts = () => sent().filter((call) => call.url === CRITERIA_URL);
    expect(criteriaPosts()).toHaveLength(1);
    const criteriaId = stack.store.db.adGroups.find((entry) => entry.adGroupId === 6001)?.targetingCriteriaId;
    expect(criteriaId).toBeGreaterThan(0);
    toast.dismiss();

    await typeInto(user, /^Ad group name/, 'Only the name');
    await save(user, 'Save ad group');
    expect(await screen.findByText('Ad group Only the name saved')).toBeInTheDocument();
    expect(criteriaPosts()).toHaveLength(1);
    expect(stack.store.db.adGroups.find((entry) => entry.adGroupId === 6001)?.targetingCriteriaId).toBe(criteriaId);
  });

  it('ADG-017 with the flag on, an ad group outside InReview and Scheduled keeps its targeting locked', async () => {
    for (const status of ['Active', 'Inactive'] as const) {
      const group = stack.store.db.adGroups.find((entry) => entry.adGroupId === 6001);
      if (group) group.adGroupStatus = status;
      const { user, sent, unmount } = renderAt('/advertiser/1001/campaign/5001/ad-group/6001', {
        flags: { 'enable-modifiable-non-draft-targeting': true },
      });
      expect(
        await screen.findByText('The targeting of an ad group can change only while it is in review or scheduled.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Audience type/ })).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: /disable shop-at/ }));
      await save(user, 'Save ad group');
      expect(await screen.findByText('Ad group Ad group 6001 saved')).toBeInTheDocument();
      expect(sent().filter((call) => call.url === CRITERIA_URL || call.url === AUDIENCES_URL)).toEqual([]);
      toast.dismiss();
      unmount();
    }
    const group = stack.store.db.adGroups.find((entry) => entry.adGroupId === 6001);
    if (group) group.adGroupStatus = 'Active';
  });

  it('a 500 while loading the ad group shows the error with Retry, and Retry loads the form', async () => {
    stack.backend.faults.push({ path: '/accounts/1001/adgroups/6001', fault: { status: 500 }, times: 1 });
    const { user } = renderAt('/advertiser/1001/campaign/5001/ad-group/6001');
    expect(await screen.findByText(/The ad group could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Save ad group' })).toBeInTheDocument();
  });

  it('a 404 for an ad group that does not exist says so with the server’s message; nothing can be saved', async () => {
    renderAt('/advertiser/1001/campaign/5001/ad-group/6999');
    expect(await screen.findByText(/The ad group could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save ad group' })).not.toBeInTheDocument();
  });

  it('WIZ-027 NS-95 a viewer without campaign.write sees the ad group as a summary in normal contrast, not a greyed-out form', async () => {
    const { container } = renderAt('/advertiser/1001/campaign/5001/ad-group/6001', VIEWER_OPTIONS);
    const summary = await screen.findByRole('region', { name: 'Ad group settings' });
    expect(summary).toHaveTextContent("View only: you don't have permission to edit campaigns in Acme Outfitters.");
    await waitFor(() => {
      expect(summaryOf(summary)).toMatchObject({
        'Ad group name': 'Ad group 6001',
        'Ad group id': '6001',
        Status: 'Active',
        Placement: 'All placements',
        'Test population': '10%',
        Fee: 'Percent fee: 15%, up to $5,000.00',
      });
    });
    expect(summaryOf(summary)['Who it reaches']).not.toBe('');
    for (const value of summary.querySelectorAll('dd')) expect(value.className).not.toMatch(/muted|opacity/);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(container.querySelectorAll(':disabled')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save ad group' })).not.toBeInTheDocument();
  });

  it('WIZ-027 NS-95 without campaign.write the new ad group page says only that it may not be created', async () => {
    renderAt(CREATE_PATH, VIEWER_OPTIONS);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "You don't have permission to create ad groups in Acme Outfitters",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New ad group' })).not.toBeInTheDocument();
    expect(screen.queryByText(/cannot be edited/)).not.toBeInTheDocument();
  });
});
