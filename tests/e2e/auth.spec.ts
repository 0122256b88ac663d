/**
 * Signing in and out in the browser (part 1 §2.1, §2.2, §4.1): the deep link kept as return-to, the
 * callback taking the user there with history replaced, return-to locations that would leave the
 * app, maintenance mode, and every way out landing on /login.
 *
 * Shared state is touched only for one person: Nico's flags (maintenance logs him out; no other test
 * of this suite signs in as Nico) and one 401 for Riley on one path, once.
 */
import type { Page } from '@playwright/test';
import { emailOf, expect, injectFault, test } from './fixtures';

// Every test loads the app several times (each deep link is a fresh load), on a machine that may be
// busy: a page may take longer than the default 5 s to show. Assertions still pass as soon as they hold.
test.describe.configure({ timeout: 90_000 });
// Signing in and out is the subject here: through /login and the IdP every time.
test.use({ signInVia: 'idp' });

const LOGIN_BUTTON = { name: 'Log in with e-mail' } as const;
const SSO_BUTTON = { name: 'Log in with single sign-on' } as const;

const HAS_SESSION = () => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:'));

const atLogin = (url: URL) => url.pathname === '/login';

/** The main-frame URLs the page goes through, client-side (history API) navigations included. */
function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** Signed out for good: on /login with the buttons, no stored session, and a protected page asks again. */
async function expectSignedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(atLogin, { timeout: 20_000 });
  await expect(page.getByRole('button', LOGIN_BUTTON)).toBeEnabled();
  expect(await page.evaluate(HAS_SESSION)).toBe(false);
  await page.goto('/advertiser');
  await expect(page).toHaveURL((url) => atLogin(url) && url.searchParams.get('returnTo') === '/advertiser');
  await expect(page.getByRole('button', LOGIN_BUTTON)).toBeVisible();
}

test('AUTH-006 a signed-out deep link goes to /login and keeps the path with its query and hash as returnTo', async ({
  page,
}) => {
  const deepLink = '/advertiser/1001/reporting/reports/9401?tab=recipients#history';
  await page.goto(deepLink);
  await expect(page).toHaveURL((url) => atLogin(url) && url.searchParams.get('returnTo') === deepLink);
  await expect(page.getByRole('button', LOGIN_BUTTON)).toBeVisible();
  await expect(page.getByRole('button', SSO_BUTTON)).toBeVisible();
});

test('AUTH-007 AUTH-008 after signing in from a deep link the callback takes the user back to it, replacing the callback in history', async ({
  page,
  signIn,
}) => {
  const deepLink = '/advertiser/1001/reporting/reports/9401';
  const visited = recordNavigations(page);
  await signIn('viewer', { from: deepLink });
  await expect(page).toHaveURL((url) => url.pathname === deepLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily delivery (selected campaigns)' })).toBeVisible();

  // The provider answered at /cognito-callback; the return-to came from the login state, not the URL.
  const callback = visited.map((url) => new URL(url)).find((url) => url.pathname === '/cognito-callback');
  expect(callback, `visited: ${visited.join(' → ')}`).toBeDefined();
  expect(callback?.searchParams.has('code')).toBe(true);
  expect(callback?.searchParams.has('state')).toBe(true);
  expect(callback?.searchParams.has('returnTo')).toBe(false);
  // Straight from the callback to the return-to location: no stop at the root or the landing account.
  const paths = visited.map((url) => new URL(url).pathname);
  const after = paths.slice(paths.lastIndexOf('/cognito-callback') + 1);
  expect(after.length, paths.join(' → ')).toBeGreaterThan(0);
  expect(after, paths.join(' → ')).toEqual(after.map(() => deepLink));

  // Back does not return to the callback (its entry was replaced): one step back is the provider's page.
  await page.goBack();
  expect(new URL(page.url()).pathname).not.toBe('/cognito-callback');
  expect(new URL(page.url()).pathname).toMatch(/^\/idp\//);
});

test('AUTH-007 AUTH-008 without a return-to location, signing in goes to / and from there to the landing account', async ({
  page,
  signIn,
}) => {
  const visited = recordNavigations(page);
  await signIn('reporter');
  await expect(page).toHaveURL((url) => /^\/advertiser\/100[12]\/performance\/campaigns$/.test(url.pathname));
  const paths = visited.map((url) => new URL(url).pathname);
  const callbackAt = paths.lastIndexOf('/cognito-callback');
  expect(callbackAt, paths.join(' → ')).toBeGreaterThanOrEqual(0);
  expect(paths[callbackAt + 1], paths.join(' → ')).toBe('/');

  await page.goBack();
  expect(new URL(page.url()).pathname).not.toBe('/cognito-callback');
  expect(new URL(page.url()).pathname).toMatch(/^\/idp\//);
});

test('AUTH-007 a return-to of another origin (//evil.example) is ignored: after sign-in the user is on the app', async ({
  page,
  signIn,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.includes('evil')) foreign.push(request.url());
  });
  await signIn('viewer', { from: `/login?returnTo=${encodeURIComponent('//evil.example/steal')}` });
  await expect(page).toHaveURL((url) => url.origin === baseURL && url.pathname.startsWith('/advertiser/1001/'));
  expect(foreign).toEqual([]);
});

test('AUTH-007 a return-to with a full URL (https://evil.example) is ignored: after sign-in the user is on the app', async ({
  page,
  signIn,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.includes('evil')) foreign.push(request.url());
  });
  await signIn('agencyManager', { from: `/login?returnTo=${encodeURIComponent('https://evil.example/steal')}` });
  await expect(page).toHaveURL((url) => url.origin === baseURL && url.pathname.startsWith('/advertiser/'));
  expect(foreign).toEqual([]);
});

test('AUTH-007 a return-to with a backslash (/\\evil.example) is ignored: after sign-in the user is on the app', async ({
  page,
  signIn,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.includes('evil')) foreign.push(request.url());
  });
  await signIn('reporter', { from: `/login?returnTo=${encodeURIComponent('/\\evil.example/steal')}` });
  await expect(page).toHaveURL((url) => url.origin === baseURL && url.pathname.startsWith('/advertiser/'));
  expect(foreign).toEqual([]);
});

test('AUTH-007 a javascript: return-to is ignored: nothing runs and after sign-in the user is on the app', async ({
  page,
  signIn,
  baseURL,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn('admin', { from: `/login?returnTo=${encodeURIComponent('javascript:alert(1)')}` });
  // The landing: the admin's 10,000 accounts and none viewed give "Choose an account" (NS-91).
  await expect(page).toHaveURL((url) => url.origin === baseURL && url.pathname === '/advertiser');
  expect(dialogs).toEqual([]);
});

test('AUTH-015 AUTH-017 maintenance mode going on logs a signed-in user out to /login', async ({
  page,
  signIn,
  setFlag,
}) => {
  const userId = emailOf('noAccounts');
  await signIn('noAccounts');
  await expect(
    page.getByRole('heading', {
      name: 'You do not have access to any advertiser account. Ask your administrator to give you access.',
    }),
  ).toBeVisible();

  // On for Nico only; the app reads it on its next load (here: a reload of the open page).
  await setFlag('enable-maintenance-mode', true, undefined, { userId });
  await page.reload();
  await expectSignedOut(page);
});

test('AUTH-015 while maintenance mode is on the login screen disables both buttons and says why', async ({ page }) => {
  // Maintenance for this page only: its flag answers get the maintenance toggle added.
  await page.route(
    (url) => url.pathname === '/flags/api/frontend',
    async (route) => {
      const headers = { ...route.request().headers() };
      delete headers['if-none-match'];
      const response = await route.fetch({ headers });
      const { toggles } = (await response.json()) as { toggles: unknown[] };
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'cache-control': 'no-store' },
        json: {
          toggles: [
            ...toggles,
            {
              name: 'enable-maintenance-mode',
              enabled: true,
              impressionData: false,
              variant: { name: 'disabled', enabled: false, feature_enabled: true },
            },
          ],
        },
      });
    },
  );
  await page.goto('/login');
  const notice = 'Ads Manager is down for maintenance. Logging in is unavailable until the maintenance is over.';
  await expect(page.getByText(notice)).toBeVisible();
  for (const button of [LOGIN_BUTTON, SSO_BUTTON]) {
    await expect(page.getByRole('button', button)).toBeDisabled();
    await expect(page.getByRole('button', button)).toHaveAccessibleDescription(notice);
  }
  // A deep link while signed out ends on the same disabled screen.
  await page.goto('/advertiser/1001/users');
  await expect(page).toHaveURL(atLogin);
  await expect(page.getByRole('button', LOGIN_BUTTON)).toBeDisabled();

  // Maintenance over: the buttons work again.
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('button', LOGIN_BUTTON)).toBeEnabled();
  await expect(page.getByRole('button', SSO_BUTTON)).toBeEnabled();
  await expect(page.getByText(notice)).toHaveCount(0);
});

test('AUTH-017 logging out from the account popup lands on /login', async ({ page, signIn }) => {
  await signIn('agencyManager');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await page.locator('[data-slot="account-switcher-trigger"]').click();
  const popup = page.getByRole('dialog', { name: 'Account and user menu' });
  await popup.getByRole('button', { name: 'Log out' }).click();
  await expectSignedOut(page);
  // The provider's session ended too: logging in asks who it is again.
  await page.getByRole('button', LOGIN_BUTTON).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/idp/interaction/'));
  await expect(page.getByLabel('E-mail')).toBeVisible();
});

test('AUTH-017 logging out from the 403 page lands on /login', async ({ page, signIn }) => {
  await signIn('viewer');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expectSignedOut(page);
});

test('AUTH-017 a 401 answer shows the session-expired warning and logs the user out to /login', async ({
  page,
  signIn,
  request,
}) => {
  await signIn('reporter');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  // One 401, for Riley's lookup of campaign 5003 only (nothing else of any test asks for it as Riley).
  await injectFault(request, {
    email: emailOf('reporter'),
    path: '/campaign-build-api/campaigns/5003',
    status: 401,
    times: 1,
  });
  await page.goto('/c/5003');
  await expect(page.getByText('Your session has expired. You will be logged out.')).toBeVisible();
  await expect(page).toHaveURL(atLogin, { timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please log in again.');
  await expectSignedOut(page);
});
