/**
 * The whole app as the mock environment runs it, without a browser: the app's own route table in a
 * memory router, its signed-in routes (src/app/routes.tsx) added as the browser's router adds them
 * (src/app/App.tsx), a persona of the local stack signed in, the flags of the
 * mock environment's flag service (scripts/serve/flags.json), and the fake backend with the local
 * stack's seed. For rules that depend on who is signed in and which flags are on — route guards,
 * kill flags, the header menu — checked screen by screen; journeys stay browser tests (tests/e2e).
 *
 *   setupSeededBackend();                                  // once per file
 *   const app = renderApp('/advertiser/1001/brands', { who: 'agencyManager' });
 *   await app.findTitle('Unauthorized');
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { FlagsProvider } from '@/access/flags-context';
import { staticFlags, type FlagName, type FlagValue } from '@/access/flags';
import { resetHttp } from '@/api/http';
import { signedInRouteDiscovery } from '@/app/App';
import { rootRoutes } from '@/app/root-routes';
// Loaded with the test file, so the first test of a file does not wait for the features' route
// tables when the router adds them (a few seconds on a busy machine).
import '@/app/routes';
import { ConfigProvider } from '@/config/config-context';
import { createI18n } from '@/i18n';
import { I18nProvider } from '@/i18n/react';
import { displayName, PERSONAS, type PersonaKey } from '@/mocks/personas';
import { createPerformanceRows, createSeed } from '@/mocks/seed';
import type { Backend } from '@/mocks/server/backend';
import { startTestBackend, type TestBackend } from '@/mocks/server/testing';
import { createFakeAuth, signedIn, testUser } from './auth';
import { connectHttpToTestBackend } from './backend';
import { TEST_CONFIG } from './config';
import mockFlagsFile from '../../scripts/serve/flags.json?raw';

/**
 * The fake backend with the local stack's seed for the tests of this file: built once (a few
 * seconds), never reset: for tests that only read. Its `backend` takes injected faults
 * (src/testing/faults.ts), cleared after each test. `withPerformance` adds the seed's daily
 * delivery rows (what report queries add up; a few seconds more).
 */
export function setupSeededBackend({ withPerformance = false }: { withPerformance?: boolean } = {}): {
  readonly backend: Backend;
} {
  let backend: TestBackend | undefined;
  beforeAll(() => {
    // What jsdom lacks and the screens' Radix parts use is in tests/setup.ts.
    backend = startTestBackend(createSeed, withPerformance ? createPerformanceRows : undefined);
  });
  afterEach(() => {
    resetHttp();
    backend?.backend.faults.splice(0);
  });
  afterAll(() => {
    backend?.close();
  });
  return {
    get backend() {
      if (!backend) throw new Error('The seeded backend runs only while the tests of its file run');
      return backend.backend;
    },
  };
}

interface FlagsFile {
  flags: { name: FlagName; enabled: boolean }[];
}

/** The flags the mock environment's flag service answers (scripts/serve/flags.json), by name. */
export const MOCK_ENVIRONMENT_FLAGS: Readonly<Partial<Record<FlagName, boolean>>> = Object.fromEntries(
  (JSON.parse(mockFlagsFile) as FlagsFile).flags.map((flag) => [flag.name, flag.enabled]),
);

export interface RenderAppOptions {
  /** The persona signed in (src/mocks/personas.ts). */
  who: PersonaKey;
  /** Flags changed from the mock environment's for this person. */
  flags?: Partial<Record<FlagName, boolean | FlagValue>>;
}

/**
 * Renders the app at `path`, signed in as `who`. Answers the router, user-event, the flags (`set`
 * changes one while the app runs, as the flag service's next answer would) and finders for what
 * the tests ask about.
 */
export function renderApp(path: string, { who, flags = {} }: RenderAppOptions) {
  const persona = PERSONAS[who];
  const auth = createFakeAuth(signedIn(testUser({ email: persona.email, name: displayName(persona) })));
  connectHttpToTestBackend(() => auth.get().user?.access_token);
  const flagSource = staticFlags({ ...MOCK_ENVIRONMENT_FLAGS, ...flags });
  const router = createMemoryRouter(rootRoutes(), { initialEntries: [path], ...signedInRouteDiscovery() });
  const user = userEvent.setup();
  const { unmount } = render(
    <ConfigProvider config={TEST_CONFIG}>
      <I18nProvider i18n={createI18n('en-US')}>
        <FlagsProvider flags={flagSource}>
          <auth.Provider>
            <RouterProvider router={router} />
          </auth.Provider>
        </FlagsProvider>
      </I18nProvider>
    </ConfigProvider>,
  );

  const nav = () => screen.findByRole('navigation', { name: 'Main' });
  return {
    router,
    user,
    flags: flagSource,
    unmount,
    /** Goes to `to` inside the app, as a link would. */
    async go(to: string) {
      await router.navigate(to);
    },
    /** Where the app is now. */
    pathname: () => router.state.location.pathname,
    nav,
    /** The names of a header menu group's items (opens it, and closes it again). */
    async menuItems(group: string): Promise<string[]> {
      const button = within(await nav()).getByRole('button', { name: group });
      await user.click(button);
      const menu = await screen.findByRole('menu', { name: group });
      const names = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent.trim());
      await user.keyboard('{Escape}');
      await expect.poll(() => screen.queryByRole('menu')).toBeNull();
      return names;
    },
  };
}

/**
 * What a path shows: a built screen's own title (exactly), the campaign review, the 403,
 * feature-disabled or 404 page.
 */
export type PageOutcome = { title: string | RegExp } | 'review' | 'forbidden' | 'disabled' | 'notFound';

/** A built screen's page, by its own title. */
export const titled = (name: string | RegExp): PageOutcome => ({ title: name });

/** The page's h1 of `name`, given the time a first screen takes to load. */
export const findTitle = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/** Waits until the page shows `outcome`. */
export async function expectPage(outcome: PageOutcome): Promise<void> {
  if (outcome === 'forbidden') await expectGuardPage('Unauthorized', 'You do not have permission to open this page.');
  else if (outcome === 'disabled') await expectGuardPage('Feature disabled', /try again later/);
  else if (outcome === 'notFound') {
    expect(await findTitle('Page not found')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the start page' })).toBeInTheDocument();
  } else if (outcome === 'review') {
    // 'Campaign review' above the campaign's name, or as the title when the campaign cannot be read.
    expect(await screen.findByText('Campaign review', { exact: true }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Unauthorized' })).not.toBeInTheDocument();
  } else {
    const name = outcome.title;
    expect(await findTitle(typeof name === 'string' ? new RegExp(`^${name}$`) : name)).toBeInTheDocument();
  }
}

/** The 403 page (part 1 §2.4): 'Unauthorized', Go to safety (to /) and Log out, inside the shell frame. */
export const expectForbiddenPage = () => expectPage('forbidden');

/** The kill-flag page (NS-23): 'Feature disabled', try again later, inside the shell frame. */
export const expectFeatureDisabledPage = () => expectPage('disabled');

async function expectGuardPage(title: string, text: string | RegExp): Promise<void> {
  expect(await findTitle(title)).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByText(text)).toBeInTheDocument();
  expect(within(main).getByRole('link', { name: 'Go to safety' })).toHaveAttribute('href', '/');
  expect(within(main).getByRole('button', { name: 'Log out' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Ads Manager home' })).toBeInTheDocument();
}
