import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { adsFixture } from '@/mocks/fixtures/ads';
import { MANAGER } from '@/mocks/fixtures/campaign-build';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { summaryOf } from '@/testing/summary';
import { recordRequests, type SentRequest } from '@/testing/requests';
import { faultCases } from '@/testing/faults';
import { TEST_PERSONAS } from '@/testing/personas';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { campaignBuilderRoutes, loadCampaignReview, planSpecificationRoutes } from '@/testing/builder-routes';

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
const stack = setupTestBackend(adsFixture);
beforeAll(async () => {
  // A new ad lands on the review (issue 28): its code is loaded here, not inside a test's time.
  await Promise.all([import('./AdFormPage'), loadCampaignReview()]);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ROUTES = [
  {
    path: '/advertiser/:accountId',
    children: [
      { path: 'campaign', children: campaignBuilderRoutes },
      { path: 'plan/:planId/specification', children: planSpecificationRoutes },
    ],
  },
];

function renderAt(path: string, options: RenderOptions = {}) {
  const requests = recordRequests();
  const view = renderWithProviders(ROUTES, { path, account: US, ...AGENCY_MANAGER, ...options });
  const sent = () => requests().filter((call) => call.method !== 'GET');
  return { ...view, sent };
}

type User = ReturnType<typeof renderAt>['user'];

const CREATE_PATH = '/advertiser/1001/campaign/5001/ad-group/6001/ad/create';
const EDIT_PATH = '/advertiser/1001/campaign/5001/ad-group/6001/ad/7001';
const CREATIVES_URL = '/api/v1/ads-manager/creatives';
const ADS_URL = '/api/v7/campaign-build-api/accounts/1001/ads';
const merchantsUrl = (adId: number) => `${ADS_URL}/${String(adId)}/redeemingmerchants`;

async function typeInto(user: User, name: RegExp, text: string) {
  const box = await screen.findByRole('textbox', { name });
  await user.clear(box);
  if (text !== '') await user.type(box, text);
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

const save = (user: User, label = 'Save ad') => user.click(screen.getByRole('button', { name: label }));

/**
 * Closes the toasts and waits until `text` has left the page: a closed toast stays, fading out, for
 * 500 ms (src/shell/Toaster.tsx), so the next save's toast of the same text would otherwise be
 * "found" at once in the old one, before that save has sent anything.
 */
async function closeToast(text: string) {
  toast.dismiss();
  await waitFor(() => {
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
}

/** Issue 28: a new ad opens the campaign's review; the saved ad is the newest of the store. */
const REVIEW_AFTER_CREATE = /\/campaign\/5001\/review$/;
const newestAdId = () => stack.store.db.ads.at(-1)?.adId ?? 0;
const summary = (calls: SentRequest[]) => calls.map((call) => `${call.method} ${call.url}`);
const preview = () => screen.getByRole('article', { name: 'The offer as a cardholder sees it' });

async function fillNewAd(user: User, name = 'Fuel promo') {
  await typeInto(user, /^Ad name/, name);
  await typeInto(user, /^Merchant name/, 'Acme Fuel');
  await typeInto(user, /^Headline$/, '10% back on fuel');
  await typeInto(user, /^Reward details$/, 'Get 10% back at the pump');
}

describe('ad create (part 2 §3, §4)', () => {
  it('issue 28 the ad’s jargon fields have a keyboard-reachable "What is …?" help', async () => {
    const { user } = renderAt(CREATE_PATH);
    const classification = await screen.findByRole('button', { name: 'What is Purchase classification?' });
    expect(await screen.findByRole('button', { name: 'What is Merchant annotation?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is Annotation?' })).toBeInTheDocument();
    classification.focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    expect(classification).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Where a purchase must be made to earn the reward/);
    await user.keyboard('{Escape}');
    screen.getByRole('button', { name: 'What is Annotation?' }).focus();
    await waitFor(() => {
      expect(screen.getByRole('tooltip')).toHaveTextContent(/Flash Deal or Reserve Exclusive/);
    });
  });

  it('WIZ-001 AD-008 a new ad posts the creative (version 3), then the ad with its id, its reward, then its redeeming merchants (NS-57 POST), and opens the review (issue 28)', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    expect(await screen.findByRole('heading', { name: 'New ad' })).toBeInTheDocument();
    await fillNewAd(user);
    await save(user, 'Create ad');
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(REVIEW_AFTER_CREATE);
    });
    const calls = sent();
    const adId = newestAdId();
    expect(summary(calls)).toEqual([
      `POST ${CREATIVES_URL}`,
      `POST ${ADS_URL}`,
      `POST /api/v1/ads-manager/accounts/1001/ads/${String(adId)}/rewards`,
      `POST ${merchantsUrl(adId)}`,
    ]);
    const [creative, ad, , merchants] = calls;
    expect(creative?.body).toMatchObject({
      accountId: 1001,
      creativeVersion: 3,
      country: 'US',
      merchantName: 'Acme Fuel',
      headline: '10% back on fuel',
      rewardCopy: 'Get 10% back at the pump',
    });
    const creativeId = stack.store.db.creatives.at(-1)?.id;
    expect(ad?.body).toMatchObject({ name: 'Fuel promo', adGroupId: 6001, brands: [101], creativeId });
    // AD-004: the line's brand with its store segments, grouped per purchase channel.
    expect(merchants?.body).toMatchObject({
      brands: [
        {
          brandId: 101,
          brandName: 'Acme Fuel',
          storeSegments: { InStore: [{ id: 10101 }], Online: [{ id: 10102 }], Other: [] },
        },
      ],
    });
    expect(calls.every((call) => call.method !== 'POST' || call.key !== null)).toBe(true);
  });

  it('AD-045 a failure part-way says what was saved and keeps the form; Save again creates nothing twice', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await fillNewAd(user, 'Half saved');
    stack.backend.faults.push({ path: '/accounts/1001/ads', method: 'POST', fault: { status: 500 }, times: 1 });
    await save(user, 'Create ad');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ad could not be saved');
    expect(alert).toHaveTextContent('Saved: creative. Not saved yet: ad, reward, redeeming merchants.');
    // In the sticky footer beside the save, with the focus; no field is at fault, so no link.
    expect(alert).toHaveFocus();
    expect(alert.closest('[data-slot="form-footer"]')).toContainElement(
      screen.getByRole('button', { name: 'Create ad' }),
    );
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Ad name/ })).toHaveValue('Half saved');
    await save(user, 'Create ad');
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(REVIEW_AFTER_CREATE);
    });
    expect(sent().filter((call) => call.url === CREATIVES_URL)).toHaveLength(1);
    expect(stack.store.db.ads.filter((ad) => ad.name === 'Half saved')).toHaveLength(1);
  });

  it('AD-001 a failed check puts its message in the footer with the focus; its link focuses the first field at fault', async () => {
    const { user, sent } = renderAt(CREATE_PATH);
    await typeInto(user, /^Merchant name/, 'Acme Fuel');
    await save(user, 'Create ad');
    const message = await screen.findByRole('alert', { name: /a field needs a fix/ });
    expect(message).toHaveFocus();
    await user.click(within(message).getByRole('link', { name: 'Go to Ad name' }));
    expect(screen.getByRole('textbox', { name: /^Ad name/ })).toHaveFocus();
    expect(sent()).toEqual([]);
  });

  it('AD-010 AD-011 optional texts and links come with "+ Add": added, typed, sent; removed, emptied and hidden', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await fillNewAd(user, 'Optional parts');
    expect(screen.queryByRole('textbox', { name: /^Pre-message/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Display link URL/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Pre-message' }));
    expect(screen.getByRole('textbox', { name: /^Pre-message/ })).toHaveFocus();
    await user.keyboard('Fill up today');
    await user.click(screen.getByRole('button', { name: 'Add Thank-you message' }));
    await user.keyboard('Thanks!');
    await user.click(screen.getByRole('button', { name: 'Remove Thank-you message' }));
    expect(screen.queryByRole('textbox', { name: /^Thank-you message/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Thank-you message' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Links and beacons' }));
    await user.click(screen.getByRole('button', { name: 'Add Display link' }));
    await typeInto(user, /^Display link URL/, 'https://acme-fuel.example');
    await save(user, 'Create ad');
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(REVIEW_AFTER_CREATE);
    });
    const creative = sent().find((call) => call.url === CREATIVES_URL)?.body;
    expect(creative).toMatchObject({ preMessage: 'Fill up today', displayLink: { url: 'https://acme-fuel.example' } });
    expect(creative).not.toHaveProperty('thankYouMessage');
    await router.navigate(`/advertiser/1001/campaign/5001/ad-group/6001/ad/${String(newestAdId())}`);
    // The saved ad opens with what it holds shown, each with its remove button; the rest behind "+ Add".
    // Checked together once the saved ad has loaded (the create form is replaced by the ad's own).
    await waitFor(
      () => {
        expect(screen.getByRole('button', { name: 'Remove Pre-message' })).toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: /^Pre-message/ })).toHaveValue('Fill up today');
        expect(screen.queryByRole('button', { name: 'Add Pre-message' })).not.toBeInTheDocument();
        expect(screen.queryByRole('textbox', { name: /^Thank-you message/ })).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Add Link 1' })).toBeInTheDocument();
        // The links section, closed while the new ad had none, opens with the saved display link.
        expect(screen.getByRole('textbox', { name: /^Display link URL/ })).toHaveValue('https://acme-fuel.example');
      },
      { timeout: 15_000 },
    );
  });

  it('AD-019 reward details over 1000 characters are refused at the field with the copy-too-long message; nothing is sent', async () => {
    const { user, sent } = renderAt(CREATE_PATH);
    await fillNewAd(user);
    const details = screen.getByRole('textbox', { name: /^Reward details$/ });
    fireEvent.change(details, { target: { value: 'x'.repeat(1001) } });
    await save(user, 'Create ad');
    await waitFor(() => {
      expect(details).toHaveAccessibleDescription(/reward details must not exceed 1000 characters/);
    });
    expect(sent()).toEqual([]);
  });

  it('AD-017 NS-54 a reward details template of the creative’s reward type fills the text with the merchant name', async () => {
    const { user } = renderAt(CREATE_PATH);
    await typeInto(user, /^Merchant name/, 'Acme Fuel');
    await choose(user, 'Reward details template', 'Percent back on purchases');
    expect(screen.getByRole('textbox', { name: /^Reward details$/ })).toHaveValue(
      'Get {rewardPercent}% back at Acme Fuel when you spend {minSpend} or more',
    );
    await choose(user, /^Creative reward type/, 'Flat amount back');
    expect(screen.queryByRole('combobox', { name: 'Reward details template' })).not.toBeInTheDocument();
  });

  it('AD-011 a link that is not http(s) is refused at its field', async () => {
    const { user, sent } = renderAt(CREATE_PATH);
    await fillNewAd(user);
    // A new ad's links and beacons start closed.
    await user.click(screen.getByRole('button', { name: 'Links and beacons' }));
    await user.click(screen.getByRole('button', { name: 'Add Link 1' }));
    expect(screen.getByRole('textbox', { name: /^Link 1 text/ })).toHaveFocus();
    await typeInto(user, /^Link 1 URL/, 'javascript:alert(1)');
    await save(user, 'Create ad');
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Link 1 URL/ })).toHaveAccessibleDescription(
        'Enter an address starting with http:// or https://',
      );
    });
    expect(sent()).toEqual([]);
  });

  it('the live preview shows the headline as it is typed, the reward copy and the call to action', async () => {
    const { user } = renderAt(CREATE_PATH);
    const headline = await screen.findByRole('textbox', { name: /^Headline$/ });
    expect(within(preview()).getByRole('heading', { name: 'Your headline' })).toBeInTheDocument();
    await user.type(headline, 'Fill');
    expect(within(preview()).getByRole('heading', { name: 'Fill' })).toBeInTheDocument();
    await user.type(headline, ' up');
    expect(within(preview()).getByRole('heading', { name: 'Fill up' })).toBeInTheDocument();
    await choose(user, 'Call to action', 'Shop Now');
    expect(within(preview()).getByText('Shop Now')).toBeInTheDocument();
  });

  it('AD-016 the calls to action are "No call to action" and the eight of the spec, for a US and a GB ad', async () => {
    const expected = [
      'No call to action',
      'Book Now',
      'Find Locations',
      'Get Started',
      'Learn More',
      'Order Now',
      'See Menu',
      'Shop Now',
      'Visit Site',
    ];
    const us = renderAt(CREATE_PATH);
    expect(await optionsOf(us.user, 'Call to action')).toEqual(expected);
    expect(screen.getByRole('combobox', { name: 'Call to action' })).toHaveTextContent('No call to action');
    us.unmount();
    const gb = renderAt('/advertiser/1002/campaign/5004/ad-group/6004/ad/7003', { account: GB });
    expect(await screen.findByRole('textbox', { name: 'Country' })).toHaveValue('GB');
    expect(await optionsOf(gb.user, 'Call to action')).toEqual(expected);
  });

  it('AD-006 the annotation choices are exactly those of the spec', async () => {
    const { user } = renderAt(CREATE_PATH);
    expect(await optionsOf(user, 'Merchant annotation')).toEqual([
      'Fuel Only',
      'Membership Only',
      'Subscription Only',
      'In-Store Only',
      'Online Only',
      'Pay at Pump Only',
      'Up to 5% back',
      'Up to 10% back',
      'Up to 15% back',
      'Up to 20% back',
      'None',
    ]);
  });

  it('AD-015 AD-018 the terms are the standard template’s unless custom terms are chosen; the preview shows the terms in use', async () => {
    const { user, sent, router } = renderAt(CREATE_PATH);
    await fillNewAd(user, 'Terms ad');
    await choose(user, 'Terms template', 'Standard percent-back terms');
    expect(screen.getByRole('textbox', { name: 'Standard terms and conditions' })).toHaveValue(
      'Offer valid once per card. Standard percent-back terms apply.',
    );
    expect(
      within(preview()).getByText('Offer valid once per card. Standard percent-back terms apply.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Use custom terms' }));
    await typeInto(user, /^Custom terms and conditions/, 'Only at Acme Fuel stations.');
    expect(within(preview()).getByText('Only at Acme Fuel stations.')).toBeInTheDocument();
    await save(user, 'Create ad');
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(REVIEW_AFTER_CREATE);
    });
    const [creative, ad] = sent();
    expect(creative?.body).toMatchObject({ brandSpecificTermsAndConditions: 'Only at Acme Fuel stations.' });
    expect(creative?.body).not.toHaveProperty('termsAndConditions');
    expect(ad?.body).toMatchObject({ termsAndConditionsTemplateId: null });
  });
});

describe('ad edit (part 2 §4)', () => {
  it('AD-008 AD-007 the ad loads with its creative read in version 3: texts, images, call to action and beacons', async () => {
    const { sent } = renderAt(EDIT_PATH);
    expect(await screen.findByRole('heading', { name: 'Ad Ad 7001' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Merchant name/ })).toHaveValue('Acme Fuel');
    expect(screen.getByRole('textbox', { name: /^Headline$/ })).toHaveValue('Fuel up for less');
    expect(screen.getByRole('combobox', { name: 'Call to action' })).toHaveTextContent('Find Locations');
    expect(within(preview()).getByRole('img', { name: 'Hero image' })).toHaveAttribute(
      'src',
      'https://assets.cardlinked.example/images/9202/image.png',
    );
    expect(screen.getByRole('textbox', { name: /^Beacon 1 name/ })).toHaveValue('Click tracker');
    expect(screen.getByRole('combobox', { name: /^Beacon 1 slot/ })).toHaveTextContent('Click beacon');
    expect(screen.getByRole('textbox', { name: /^Beacon 1 URL/ })).toHaveValue('https://beacons.example/c');
    expect(sent()).toEqual([]);
  });

  it('NS-90 a draft typed into the ad form is offered back when the ad opens again; Restore gives back exactly the typed values; a save clears it', async () => {
    window.localStorage.clear();
    const first = renderAt(EDIT_PATH);
    await typeInto(first.user, /^Headline$/, 'Kept');
    await typeInto(first.user, /^Reward percent/, '15');
    // The session ends (or the tab closes) before any save: the form goes away.
    first.unmount();
    expect(first.sent()).toEqual([]);

    const { user, sent } = renderAt(EDIT_PATH);
    const offer = await screen.findByRole('region', { name: /^Restore your unsaved changes from .+\?$/ });
    expect(offer).toHaveTextContent('Images and files that were not uploaded are not kept.');
    expect(screen.getByRole('textbox', { name: /^Headline$/ })).toHaveValue('Fuel up for less');
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: /^Headline$/ })).toHaveValue('Kept');
    expect(screen.getByRole('textbox', { name: /^Reward percent/ })).toHaveValue('15');
    expect(screen.getByRole('textbox', { name: /^Merchant name/ })).toHaveValue('Acme Fuel');

    await save(user);
    expect(await screen.findByText('Ad Ad 7001 saved')).toBeInTheDocument();
    expect(summary(sent())).toContain(`POST ${CREATIVES_URL}`);
    const creative = sent().find((call) => call.url === CREATIVES_URL)?.body as { headline?: string };
    expect(creative.headline).toBe('Kept');
    await waitFor(() => {
      expect(stack.store.db.rewards.find((reward) => reward.adId === 7001)?.rewardPercent).toBe(0.15);
    });
    cleanup();
    renderAt(EDIT_PATH);
    expect(await screen.findByRole('textbox', { name: /^Headline$/ })).toHaveValue('Kept');
    expect(screen.queryByRole('region', { name: /^Restore your unsaved changes/ })).not.toBeInTheDocument();
    expect(Object.keys(window.localStorage).filter((key) => key.includes(':draft:'))).toEqual([]);
    // Three renders of the whole ad page: more than one test's usual time on a loaded machine.
  }, 40_000);

  it('AD-008 a creative of version 1 (the GB ad) is read and edited like any other', async () => {
    renderAt('/advertiser/1002/campaign/5004/ad-group/6004/ad/7003', { account: GB });
    expect(await screen.findByRole('textbox', { name: /^Headline$/ })).toHaveValue('Fuel up for less');
  });

  it('AD-045 changing only the marketing copy creates one new creative and patches the ad with its id; saving unchanged sends no creative', async () => {
    const { user, sent } = renderAt(EDIT_PATH);
    await user.click(await screen.findByRole('button', { name: 'Add Marketing copy' }));
    await typeInto(user, /^Marketing copy/, 'Cheaper fuel, every day');
    await save(user);
    expect(await screen.findByText('Ad Ad 7001 saved')).toBeInTheDocument();
    const creativeId = stack.store.db.ads.find((ad) => ad.adId === 7001)?.creativeId;
    expect(creativeId).not.toBe(2001);
    expect(summary(sent())).toEqual([`POST ${CREATIVES_URL}`, `PATCH ${ADS_URL}/7001`]);
    expect(sent()[1]?.body).toEqual({ creativeId });
    toast.dismiss();

    await typeInto(user, /^Ad name/, 'Renamed only');
    await save(user);
    expect(await screen.findByText('Ad Renamed only saved')).toBeInTheDocument();
    expect(summary(sent()).slice(2)).toEqual([`PATCH ${ADS_URL}/7001`]);
    expect(sent()[2]?.body).toEqual({ name: 'Renamed only' });
  });

  it('AD-045 a changed merchant name, reward type or multiple-rewards flag each make a new creative', async () => {
    const { user, sent } = renderAt(EDIT_PATH);
    await user.click(await screen.findByRole('checkbox', { name: 'Allow multiple rewards' }));
    await save(user);
    expect(await screen.findByText('Ad Ad 7001 saved')).toBeInTheDocument();
    expect(sent().filter((call) => call.url === CREATIVES_URL)).toHaveLength(1);
    expect(sent()[0]?.body).toMatchObject({ allowMultipleRewards: true, headline: 'Fuel up for less' });
  });

  it('AD-047 NS-57 unchanged redeeming merchants are not sent; a changed segment choice replaces them (PUT)', async () => {
    const { user, sent } = renderAt(EDIT_PATH);
    await typeInto(user, /^Ad name/, 'Same merchants');
    await save(user);
    expect(await screen.findByText('Ad Same merchants saved')).toBeInTheDocument();
    expect(sent().some((call) => call.url === merchantsUrl(7001))).toBe(false);
    await closeToast('Ad Same merchants saved');

    const section = screen.getByRole('group', { name: 'Redeeming merchants' });
    expect(within(section).getByRole('checkbox', { name: /Acme gas stations/ })).toBeChecked();
    await user.click(within(section).getByRole('checkbox', { name: /Acme Fuel online/ }));
    await save(user);
    expect(await screen.findByText('Ad Same merchants saved')).toBeInTheDocument();
    const put = sent().find((call) => call.url === merchantsUrl(7001));
    expect(put?.method).toBe('PUT');
    expect(put?.body).toMatchObject({
      brands: [{ brandId: 101, storeSegments: { InStore: [{ id: 901 }], Online: [{ id: 10102 }], Other: [] } }],
      productCategoryAnnotations: ['FuelOnly'],
    });
  });

  it('AD-045 a failure part-way lists only what the save needs: an unchanged creative and reward are neither saved nor "not saved yet"', async () => {
    const { user, sent } = renderAt(EDIT_PATH);
    await typeInto(user, /^Ad name/, 'Half patched');
    const section = screen.getByRole('group', { name: 'Redeeming merchants' });
    await user.click(within(section).getByRole('checkbox', { name: /Acme Fuel online/ }));
    stack.backend.faults.push({ path: '/redeemingmerchants', method: 'PUT', fault: { status: 500 }, times: 1 });
    await save(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saved: ad. Not saved yet: redeeming merchants. Save again to finish.');
    expect(alert).not.toHaveTextContent(/creative|reward/);
    await save(user);
    expect(await screen.findByText('Ad Half patched saved')).toBeInTheDocument();
    expect(summary(sent())).toEqual([
      `PATCH ${ADS_URL}/7001`,
      `PUT ${merchantsUrl(7001)}`,
      `PUT ${merchantsUrl(7001)}`,
    ]);
  });

  it('AD-013 AD-045 a beacon added by keyboard and pointer makes one new creative that keeps the other beacon’s id; the new beacon gets its ids', async () => {
    const { user, sent } = renderAt(EDIT_PATH);
    await user.click(await screen.findByRole('button', { name: 'Add beacon' }));
    // The new row's name has the focus: the beacon is typed in without the mouse.
    expect(screen.getByRole('textbox', { name: /^Beacon 2 name/ })).toHaveFocus();
    await user.keyboard('Impression pixel');
    await user.click(screen.getByRole('combobox', { name: /^Beacon 2 slot/ }));
    await user.click(screen.getByRole('option', { name: 'Impression beacon' }));
    await typeInto(user, /^Beacon 2 URL/, 'https://px.acme-fuel.example/i?offer=7001');
    await save(user);
    expect(await screen.findByText('Ad Ad 7001 saved')).toBeInTheDocument();
    expect(summary(sent())).toEqual([`POST ${CREATIVES_URL}`, `PATCH ${ADS_URL}/7001`]);
    expect(sent()[0]?.body).toMatchObject({
      headline: 'Fuel up for less',
      beacons: [
        { beaconId: 1, name: 'Click tracker', slot: 'ClickBeacon', url: 'https://beacons.example/c' },
        { name: 'Impression pixel', slot: 'ImpressionBeacon', url: 'https://px.acme-fuel.example/i?offer=7001' },
      ],
    });
    const creativeId = stack.store.db.ads.find((ad) => ad.adId === 7001)?.creativeId;
    const stored = stack.store.db.creatives.find((creative) => creative.id === creativeId);
    expect(stored?.beacons).toEqual([
      { beaconId: 1, id: 1, name: 'Click tracker', slot: 'ClickBeacon', url: 'https://beacons.example/c' },
      expect.objectContaining({ id: 2, name: 'Impression pixel', beaconId: expect.any(Number) as number }),
    ]);
  });

  it('AD-013 AD-045 a changed beacon URL and a removed beacon each make a new creative; a beacon left as it was sends no creative', async () => {
    const { user, sent } = renderAt(EDIT_PATH);
    await typeInto(user, /^Ad name/, 'Beacons kept');
    await save(user);
    expect(await screen.findByText('Ad Beacons kept saved')).toBeInTheDocument();
    expect(summary(sent())).toEqual([`PATCH ${ADS_URL}/7001`]);
    await closeToast('Ad Beacons kept saved');

    await typeInto(user, /^Beacon 1 URL/, 'https://beacons.example/click');
    await save(user);
    expect(await screen.findByText('Ad Beacons kept saved')).toBeInTheDocument();
    expect(summary(sent()).slice(1)).toEqual([`POST ${CREATIVES_URL}`, `PATCH ${ADS_URL}/7001`]);
    expect(sent()[1]?.body).toMatchObject({
      beacons: [{ beaconId: 1, name: 'Click tracker', slot: 'ClickBeacon', url: 'https://beacons.example/click' }],
    });
    await closeToast('Ad Beacons kept saved');

    await user.click(screen.getByRole('button', { name: 'Remove beacon 1' }));
    expect(screen.queryByRole('textbox', { name: /^Beacon 1 name/ })).not.toBeInTheDocument();
    await save(user);
    expect(await screen.findByText('Ad Beacons kept saved')).toBeInTheDocument();
    expect(summary(sent()).slice(3)).toEqual([`POST ${CREATIVES_URL}`, `PATCH ${ADS_URL}/7001`]);
    expect(sent()[3]?.body).not.toHaveProperty('beacons');
    const creativeId = stack.store.db.ads.find((ad) => ad.adId === 7001)?.creativeId;
    expect(stack.store.db.creatives.find((creative) => creative.id === creativeId)?.beacons).toEqual([]);
  });

  it('AD-013 a beacon URL that is not https, an empty name and a name over 100 characters are refused at their fields; nothing is sent', async () => {
    const { user, sent } = renderAt(EDIT_PATH);
    await user.click(await screen.findByRole('button', { name: 'Add beacon' }));
    await typeInto(user, /^Beacon 2 URL/, 'http://px.acme-fuel.example/i');
    fireEvent.change(screen.getByRole('textbox', { name: /^Beacon 1 name/ }), { target: { value: 'x'.repeat(101) } });
    await save(user);
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Beacon 2 URL/ })).toHaveAccessibleDescription(
        'Enter an address starting with https:// (at most 2048 characters)',
      );
    });
    expect(screen.getByRole('textbox', { name: /^Beacon 2 name/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getByRole('textbox', { name: /^Beacon 1 name/ })).toHaveAccessibleDescription(
      'Must be at most 100 characters',
    );
    expect(sent()).toEqual([]);
  });

  it('WIZ-027 NS-95 a viewer without campaign.write sees the ad as a summary beside its preview, no greyed form and no file inputs', async () => {
    const { container } = renderAt(EDIT_PATH, VIEWER_OPTIONS);
    const summary = await screen.findByRole('region', { name: 'Ad settings' });
    expect(summary).toHaveTextContent("View only: you don't have permission to edit campaigns in Acme Outfitters.");
    const values = summaryOf(summary);
    expect(values).toMatchObject({ 'Ad name': 'Ad 7001', 'Ad id': '7001' });
    expect(values.Headline).not.toBe('');
    for (const value of summary.querySelectorAll('dd')) expect(value.className).not.toMatch(/muted|opacity/);
    // The preview a cardholder would see stays beside it.
    expect(screen.getByTestId('ad-preview')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(container.querySelectorAll('input[type="file"]')).toHaveLength(0);
    expect(container.querySelectorAll(':disabled')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save ad' })).not.toBeInTheDocument();
  });

  it('WIZ-027 NS-95 without campaign.write the new ad page says only that it may not be created', async () => {
    renderAt(CREATE_PATH, VIEWER_OPTIONS);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "You don't have permission to create ads in Acme Outfitters",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New ad' })).not.toBeInTheDocument();
  });

  it('inside a plan the ad is read-only, for a writer too', async () => {
    renderAt('/advertiser/1001/plan/4001/specification/5001/ad-group/6001/ad/7001');
    expect(await screen.findByRole('textbox', { name: /^Headline$/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save ad' })).not.toBeInTheDocument();
  });

  it('WIZ-039 NS-51 the inactive-ad fix form opens the ad behind its flag', async () => {
    renderAt(`${EDIT_PATH}/fix`, { flags: { 'enable-inactive-ad-fix-form': true } });
    expect(await screen.findByRole('heading', { name: 'Fix ad Ad 7001' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save ad' })).toBeInTheDocument();
  });
});

describe('ad form faults', () => {
  for (const fault of faultCases('save')) {
    it(`a ${fault.name} on the creative save shows the error in the footer and keeps every field`, async () => {
      const { user } = renderAt(EDIT_PATH);
      await typeInto(user, /^Headline$/, 'Kept headline');
      fault.arm(stack.backend, { email: MANAGER, path: '/ads-manager/creatives', method: 'POST' });
      await save(user);
      expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(fault.text);
      expect(screen.getByRole('textbox', { name: /^Headline$/ })).toHaveValue('Kept headline');
      expect(stack.store.db.ads.find((ad) => ad.adId === 7001)?.creativeId).toBe(2001);
    });
  }

  it('a 500 while loading the creative shows the error with Retry, and Retry loads the form', async () => {
    stack.backend.faults.push({ path: '/creatives/2001', fault: { status: 500 }, times: 1 });
    const { user } = renderAt(EDIT_PATH);
    expect(await screen.findByText(/The ad could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Save ad' })).toBeInTheDocument();
  });
});
