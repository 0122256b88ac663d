/**
 * The fault matrix of the shell issue: every screen that talks to the backend (landing and account
 * scope, /accounts, users list, user create save, brands save, switcher list, ID search) meets
 * 500, 429 with Retry-After, 403, 404, network down, a malformed body, a 5 s answer and a 401:
 *
 *   - an error shows a clear message where it happened, never a blank screen, and keeps what was
 *     typed; queries retry a 429 at most twice and then say so (API-005), saves never retry;
 *   - a slow answer shows the loading state, then the content;
 *   - a 401 shows the session-expired warning and logs out to /login about 4 s later (AUTH-016,
 *     AUTH-017).
 *
 * 500, 429, network down, malformed and latency are the fake backend's injected faults, each scoped
 * to the test's persona e-mail and a path and limited with `times`; 403 and 404, which the backend
 * cannot inject, are answered in this page's browser (`answerWithProblem`). Serial: one fault at a
 * time on the shared server. The return-to paths (AUTH-007) close the file.
 */
import type { Page } from '@playwright/test';
import { PERSONAS } from '../../src/mocks/personas';
import { expect, injectFault, signIn, test } from './fixtures';
import { TEXT, arm, errorCases, expectedRequests, watchSessionExpiry, type Target } from './fixtures/fault-matrix';
import {
  accountRow,
  answerWithProblem,
  clearStoredPreferences,
  countRequests,
  mainNav,
  openSwitcher,
  switcherPopup,
  switcherTrigger,
} from './fixtures/shell-helpers';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

/** The shell is still there around the message: never a blank screen. */
async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(switcherTrigger(page)).toBeVisible();
}

/** Follows a header menu link, as a user does (in the app: no reload). */
async function followMenu(page: Page, group: string, link: string): Promise<void> {
  await mainNav(page).getByRole('button', { name: group }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: link }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

test.describe('landing and account scope', () => {
  const email = PERSONAS.reporter.email;
  const target: Target = { email, path: `/users/${email}/accounts` };
  const ACCOUNT_LOAD_ERROR = 'There was a problem loading your account.';

  test('SHELL-006 API-005 AUTH-016 AUTH-017 landing and account scope: each error shows the account load error with Try again, a slow answer shows the loading state, a 401 logs out', async ({
    page,
    request,
  }) => {
    await signIn(page, 'reporter');
    await expect(page).toHaveURL('/advertiser/1001/performance/campaigns');
    const requests = countRequests(page, target.path);

    for (const errorCase of errorCases('query')) {
      await test.step(`landing: ${errorCase.name}`, async () => {
        // No recently viewed account: the landing asks for the first account only.
        await clearStoredPreferences(page);
        const before = requests();
        await arm(page, request, target, errorCase);
        await page.goto('/');
        await expect(page.getByRole('heading', { name: ACCOUNT_LOAD_ERROR })).toBeVisible();
        await expect(page.getByText(errorCase.text)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
        expect(requests() - before).toBe(expectedRequests(errorCase));
        await expect(page).toHaveURL('/');
        await expectFrame(page);
      });
    }

    await test.step('landing: Try again lands on the account', async () => {
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page).toHaveURL('/advertiser/1001/performance/campaigns');
    });

    await test.step('account scope: 500 shows the account load error, Try again opens the account', async () => {
      await injectFault(request, { ...target, status: 500, times: 1 });
      await page.goto('/advertiser/1002/performance/campaigns');
      await expect(page.getByRole('heading', { name: ACCOUNT_LOAD_ERROR })).toBeVisible();
      await expect(page.getByText(TEXT.server)).toBeVisible();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(switcherTrigger(page)).toContainText('[GB] Bramble & Co');
      await expect(page).toHaveURL('/advertiser/1002/performance/campaigns');
    });

    await test.step('account scope: 404 means an unknown account: the 404 page, with the way back', async () => {
      await answerWithProblem(page, target.path, 404, { detail: TEXT.notFound });
      await page.goto('/advertiser/1002/performance/campaigns');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to the start page' }).click();
      await expect(page).toHaveURL(/^[^?]*\/advertiser\/100[12]\/performance\/campaigns$/);
      // The account has opened, and with it been remembered as recently viewed: nothing writes the
      // preferences the next step clears after it has cleared them.
      await expect(switcherTrigger(page)).toContainText(/\[(US|GB)\] /);
    });

    await test.step('landing: a 5 s answer shows the loading state, then the account', async () => {
      await clearStoredPreferences(page);
      await injectFault(request, { ...target, latencyMs: 5_000, times: 1 });
      await page.goto('/');
      await expect(page.getByRole('status', { name: 'Loading the account…' })).toBeVisible();
      await expect(page).toHaveURL('/advertiser/1001/performance/campaigns', { timeout: 25_000 });
      await expect(page.getByRole('status', { name: 'Loading the account…' })).toHaveCount(0);
    });

    await test.step('landing: 401', async () => {
      const expectLogout = watchSessionExpiry(page);
      await clearStoredPreferences(page);
      await injectFault(request, { ...target, status: 401, times: 1 });
      await page.goto('/');
      await expectLogout();
    });
  });
});

test.describe('all accounts (/accounts)', () => {
  const email = PERSONAS.scale.email;
  const target: Target = { email, path: `/users/${email}/accounts` };

  test('API-005 AUTH-016 AUTH-017 /accounts: each error shows its message above the list with Retry, a slow answer shows the loading state, a 401 logs out', async ({
    page,
    request,
  }) => {
    await signIn(page, 'scale', { from: '/accounts' });
    const table = page.getByRole('table', { name: 'Accounts' });
    await expect(table).toBeVisible();
    const requests = countRequests(page, target.path);

    for (const errorCase of errorCases('query')) {
      await test.step(errorCase.name, async () => {
        const before = requests();
        await arm(page, request, target, errorCase);
        await page.goto('/accounts?q=Acme');
        const alert = page.getByRole('alert').filter({ hasText: 'The accounts could not be loaded' });
        await expect(alert).toContainText(`The accounts could not be loaded: ${errorCase.text}`);
        await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
        expect(requests() - before).toBe(expectedRequests(errorCase));
        // The search typed into the page is kept.
        await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('Acme');
        await expectFrame(page);
      });
    }

    await test.step('Retry loads the list', async () => {
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(table.getByRole('link', { name: 'Acme Outfitters' })).toBeVisible();
    });

    await test.step('a 5 s answer shows the loading state, then the list', async () => {
      await injectFault(request, { ...target, latencyMs: 5_000, times: 1 });
      await page.goto('/accounts?q=Bramble');
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
      await expect(table.getByRole('link', { name: 'Bramble & Co' })).toBeVisible({ timeout: 25_000 });
    });

    await test.step('401', async () => {
      const expectLogout = watchSessionExpiry(page);
      await injectFault(request, { ...target, status: 401, times: 1 });
      await page.goto('/accounts');
      await expectLogout();
    });
  });
});

test.describe('users list', () => {
  const email = PERSONAS.sales.email;
  // The list path is a prefix of users/me too: the faults are armed only once the account is open,
  // and the list is reached through the menu (no reload, so users/me is not asked again).
  const target: Target = { email, path: '/accounts/1010/users', method: 'GET' };

  test('API-005 AUTH-016 AUTH-017 users list: a slow answer shows the loading state, each error shows its message with Retry, a 401 logs out', async ({
    page,
    request,
  }) => {
    await signIn(page, 'sales', { from: '/advertiser/1010' });
    await expect(page).toHaveURL('/advertiser/1010/performance/campaigns');
    await expect(mainNav(page)).toBeVisible();
    const users = page.getByRole('table', { name: 'Users of this account' });
    const requests = countRequests(page, target.path, 'GET');

    await test.step('a 5 s answer shows the loading state, then the users', async () => {
      await injectFault(request, { email, path: target.path, latencyMs: 5_000, times: 1 });
      await followMenu(page, 'Settings', 'Manage users');
      await expect(page).toHaveURL('/advertiser/1010/users');
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
      await expect(users.getByRole('link').first()).toBeVisible({ timeout: 25_000 });
    });

    for (const errorCase of errorCases('query')) {
      await test.step(errorCase.name, async () => {
        await followMenu(page, 'Campaigns', 'Campaign performance');
        await expect(page).toHaveURL('/advertiser/1010/performance/campaigns');
        const before = requests();
        await arm(page, request, target, errorCase);
        await followMenu(page, 'Settings', 'Manage users');
        await expect(page).toHaveURL('/advertiser/1010/users');
        const alert = page.getByRole('alert').filter({ hasText: 'The users could not be loaded' });
        await expect(alert).toContainText(`The users could not be loaded: ${errorCase.text}`);
        await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
        expect(requests() - before).toBe(expectedRequests(errorCase));
        await expectFrame(page);
      });
    }

    await test.step('Retry loads the users', async () => {
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(users.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    await test.step('401', async () => {
      const expectLogout = watchSessionExpiry(page);
      await followMenu(page, 'Campaigns', 'Campaign performance');
      await injectFault(request, { email, path: target.path, status: 401, times: 1 });
      await followMenu(page, 'Settings', 'Manage users');
      await expectLogout();
    });
  });
});

test.describe('user create save', () => {
  const email = PERSONAS.scale.email;
  const target: Target = { email, path: '/accounts/1011/users', method: 'POST' };

  test('ACCT-014 API-005 AUTH-016 AUTH-017 user create: each failed save shows its message and keeps every field, a slow save shows Adding… then the list, a 401 logs out', async ({
    page,
    request,
  }) => {
    await signIn(page, 'scale', { from: '/advertiser/1011/user/create' });
    await expect(page.getByRole('heading', { level: 1, name: 'Add a user' })).toBeVisible();
    const newUser = `fault.test.${Date.now()}@example.com`;
    const fields = {
      email: page.getByRole('textbox', { name: /E-mail/ }),
      firstName: page.getByRole('textbox', { name: /First name/ }),
      lastName: page.getByRole('textbox', { name: /Last name/ }),
      role: page.getByRole('combobox', { name: /Role/ }),
    };
    await fields.email.fill(newUser);
    await fields.firstName.fill('Fault');
    await fields.lastName.fill('Tester');
    await fields.role.click();
    await page.getByRole('option', { name: 'Campaign Viewer', exact: true }).click();
    await expect(fields.role).toHaveText('Campaign Viewer');
    const posts = countRequests(page, target.path, 'POST');

    for (const errorCase of errorCases('save')) {
      await test.step(errorCase.name, async () => {
        const before = posts();
        await arm(page, request, target, errorCase);
        await page.getByRole('button', { name: 'Add user' }).click();
        await expect(page.getByRole('alert').filter({ hasText: 'The user could not be added' })).toContainText(
          `The user could not be added: ${errorCase.text}`,
        );
        expect(posts() - before, 'a save is not retried').toBe(1);
        await expect(fields.email).toHaveValue(newUser);
        await expect(fields.firstName).toHaveValue('Fault');
        await expect(fields.lastName).toHaveValue('Tester');
        await expect(fields.role).toHaveText('Campaign Viewer');
        await expect(page).toHaveURL('/advertiser/1011/user/create');
        await expectFrame(page);
      });
    }

    await test.step('a 5 s save shows Adding…, then the users list with the new user', async () => {
      await injectFault(request, { email, path: target.path, latencyMs: 5_000, times: 1 });
      await page.getByRole('button', { name: 'Add user' }).click();
      await expect(page.getByRole('button', { name: 'Adding…' })).toBeDisabled();
      await expect(page).toHaveURL('/advertiser/1011/users', { timeout: 25_000 });
      await expect(page.getByText(`${newUser} was added to this account`)).toBeVisible();
      await expect(page.getByRole('table', { name: 'Users of this account' })).toContainText(newUser);
    });

    await test.step('401', async () => {
      const expectLogout = watchSessionExpiry(page);
      await page.getByRole('link', { name: 'Add user' }).click();
      await fields.email.fill(`fault.test.${Date.now()}.401@example.com`);
      await fields.firstName.fill('Expired');
      await fields.lastName.fill('Session');
      await fields.role.click();
      await page.getByRole('option', { name: 'Campaign Viewer', exact: true }).click();
      await injectFault(request, { email, path: target.path, status: 401, times: 1 });
      await page.getByRole('button', { name: 'Add user' }).click();
      await expectLogout();
    });
  });
});

test.describe('brands save', () => {
  const email = PERSONAS.admin.email;
  const target: Target = { email, path: '/accounts/1012/brands', method: 'PUT' };

  test('ACCT-018 AUTH-016 AUTH-017 brands: each failed save shows its message and keeps the added brand, a slow save shows Saving… then the saved brands, a 401 logs out', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin', { from: '/advertiser/1012/brands' });
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    const brand = String(900_000 + (Date.now() % 99_999));
    const brands = page.getByRole('list', { name: 'Brand ids of this account' });
    const savedBrands = page.getByRole('status').filter({ hasText: 'Saved brands:' });
    await expect(savedBrands).toBeVisible();
    const savedBefore = await savedBrands.innerText();
    await page.getByRole('textbox', { name: /Brand id/ }).fill(brand);
    await page.getByRole('button', { name: 'Add brand' }).click();
    await expect(brands.getByText(brand, { exact: true })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save brands' });
    const puts = countRequests(page, target.path, 'PUT');

    for (const errorCase of errorCases('save')) {
      await test.step(errorCase.name, async () => {
        const before = puts();
        await arm(page, request, target, errorCase);
        await save.click();
        await expect(page.getByRole('alert').filter({ hasText: 'The brands could not be saved' })).toContainText(
          `The brands could not be saved: ${errorCase.text}`,
        );
        expect(puts() - before, 'a save is not retried').toBe(1);
        await expect(brands.getByText(brand, { exact: true })).toBeVisible();
        await expect(savedBrands).toHaveText(savedBefore);
        await expect(save).toBeEnabled();
        await expectFrame(page);
      });
    }

    await test.step('a 5 s save shows Saving…, then the saved brands', async () => {
      await injectFault(request, { email, path: target.path, latencyMs: 5_000, times: 1 });
      await save.click();
      await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      await expect(page.getByText('The brands were saved')).toBeVisible({ timeout: 25_000 });
      await expect(savedBrands).toContainText(brand);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    await test.step('the brand is removed again (the account as the seed had it)', async () => {
      await page.getByRole('button', { name: `Remove brand ${brand}` }).click();
      await page.getByRole('button', { name: 'Save brands' }).click();
      await expect(savedBrands).toHaveText(savedBefore);
    });

    await test.step('401', async () => {
      const expectLogout = watchSessionExpiry(page);
      await page.getByRole('textbox', { name: /Brand id/ }).fill(brand);
      await page.getByRole('button', { name: 'Add brand' }).click();
      await injectFault(request, { email, path: target.path, status: 401, times: 1 });
      await save.click();
      await expectLogout();
    });
  });
});

test.describe('switcher account list', () => {
  const email = PERSONAS.viewer.email;
  const target: Target = { email, path: `/users/${email}/accounts` };
  const FAILED = 'The accounts could not be loaded.';

  test('API-005 AUTH-016 AUTH-017 switcher list: each error shows its message in the popup with Retry, a slow answer shows the loading state, a 401 logs out', async ({
    page,
    request,
  }) => {
    await signIn(page, 'viewer');
    await expect(page).toHaveURL('/advertiser/1001/performance/campaigns');
    await expect(mainNav(page)).toBeVisible();
    // The landing's own reads end before the first fault is armed: a late read of the user's
    // accounts would take the fault meant for the popup, and the popup would show the list.
    await page.waitForLoadState('networkidle');
    const requests = countRequests(page, target.path);
    const popup = switcherPopup(page);
    const alert = popup.getByRole('alert');

    for (const [index, errorCase] of errorCases('query').entries()) {
      await test.step(errorCase.name, async () => {
        const before = requests();
        await arm(page, request, target, errorCase);
        // The first error as the popup opens; each further one from the message's Retry.
        if (index === 0) await openSwitcher(page);
        else await alert.getByRole('button', { name: 'Retry' }).click();
        await expect(alert).toContainText(FAILED);
        await expect(alert).toContainText(errorCase.text);
        expect(requests() - before).toBe(expectedRequests(errorCase));
        // The rest of the popup is still there.
        await expect(popup.getByRole('button', { name: 'Log out' })).toBeVisible();
      });
    }

    await test.step('Retry lists the account', async () => {
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(accountRow(popup.getByRole('list', { name: 'Accounts' }), '[US] Acme Outfitters')).toBeVisible();
      await expect(alert).toHaveCount(0);
    });

    await test.step('a 5 s answer shows the loading state, then the account', async () => {
      await page.reload();
      await expect(mainNav(page)).toBeVisible();
      await injectFault(request, { ...target, latencyMs: 5_000, times: 1 });
      await openSwitcher(page);
      await expect(popup.getByRole('status').filter({ hasText: 'Loading accounts…' })).toBeAttached();
      await expect(accountRow(popup.getByRole('list', { name: 'Accounts' }), '[US] Acme Outfitters')).toBeVisible({
        timeout: 25_000,
      });
    });

    await test.step('401', async () => {
      const expectLogout = watchSessionExpiry(page);
      await page.reload();
      await expect(mainNav(page)).toBeVisible();
      await injectFault(request, { ...target, status: 401, times: 1 });
      await openSwitcher(page);
      await expectLogout();
    });
  });
});

test.describe('ID search', () => {
  const email = PERSONAS.admin.email;

  test('SHELL-054 AUTH-016 AUTH-017 ID search: an error on any of the three reads fails the search with its message and keeps the id, a 404 means no match, a slow answer shows Searching…, a 401 logs out', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin', { from: '/advertiser/1001' });
    await expect(mainNav(page)).toBeVisible();
    const popup = await openSwitcher(page);
    await popup.getByRole('tab', { name: 'IDs' }).click();
    const idField = popup.getByRole('textbox', { name: 'Campaign, ad group or ad ID' });
    const failure = popup.getByRole('alert');

    // Each case searches its own campaign id, so no fault can meet another test's search.
    const cases = errorCases('save').filter((errorCase) => !('browser' in errorCase && errorCase.browser === 404));
    for (const [index, errorCase] of cases.entries()) {
      await test.step(errorCase.name, async () => {
        const id = String(5003 + index);
        // Spread over the three reads: the campaign, the ad group and the ad read each fail a search.
        const read = ['/campaigns/', '/adgroups/', '/ads/'][index % 3] ?? '/campaigns/';
        await arm(page, request, { email, path: `${read}${id}` }, errorCase);
        await idField.fill(id);
        await idField.press('Enter');
        await expect(failure).toContainText('The search failed.');
        await expect(failure).toContainText(errorCase.text);
        await expect(popup.getByRole('heading', { name: 'Search results' })).toHaveCount(0);
        await expect(idField).toHaveValue(id);
      });
    }

    await test.step('404 on the campaign read: no match, so no results', async () => {
      await answerWithProblem(page, '/campaigns/5001', 404, { detail: TEXT.notFound });
      await idField.fill('5001');
      await idField.press('Enter');
      await expect(popup.getByText('No results found')).toBeVisible();
      await expect(failure).toHaveCount(0);
    });

    await test.step('a 5 s answer shows Searching…, then the result', async () => {
      await injectFault(request, { email, path: '/campaigns/5010', latencyMs: 5_000, times: 1 });
      await idField.fill('5010');
      await popup.getByRole('button', { name: 'Search' }).click();
      await expect(popup.getByRole('status').filter({ hasText: 'Searching…' })).toBeAttached();
      await expect(popup.getByRole('button', { name: 'Search' })).toBeDisabled();
      await expect(
        popup.getByRole('list', { name: 'Search results' }).getByRole('button').filter({ hasText: 'ID 5010' }),
      ).toBeVisible({ timeout: 25_000 });
    });

    await test.step('401', async () => {
      const expectLogout = watchSessionExpiry(page);
      await injectFault(request, { email, path: '/campaigns/5011', status: 401, times: 1 });
      await idField.fill('5011');
      await idField.press('Enter');
      await expectLogout();
    });
  });
});
