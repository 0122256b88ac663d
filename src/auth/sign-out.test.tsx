import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-out';
import { isSigningOut, readSessionEnd, setSigningOut } from './sign-out-state';
import { authRoutes, createFakeAuth, LogoutButton, signedIn, testUser, type FakeAuth } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';
import { DraftForm } from '@/testing/draft-form';
import { ADMIN } from '@/testing/personas';
import { storagePrefix } from '@/lib/storage';

afterEach(() => {
  setSigningOut(false);
  window.sessionStorage.clear();
});

/** signOut's options with a fake sign-in in the mock environment. */
const signOutOptions = (auth: FakeAuth) => ({
  auth: { ...auth.functions, settings: { authority: 'x', client_id: 'y', redirect_uri: 'z' }, user: auth.get().user },
  environment: 'mock',
  goToLogin: (): void => undefined,
});

describe('sign-out', () => {
  it('AUTH-017 the logout button ends the session at the provider, whose logout page returns to /login', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(signedIn(testUser()));
    // The real provider redirect leaves the page: the promise never settles.
    auth.functions.signoutRedirect.mockImplementation(() => new Promise<void>(() => undefined));
    renderWithProviders(authRoutes(<LogoutButton />), { auth, path: '/advertiser/1001' });

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => {
      expect(auth.functions.signoutRedirect).toHaveBeenCalledTimes(1);
    });
    expect(auth.functions.removeUser).toHaveBeenCalledTimes(1);
    expect(auth.functions.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token-of:vera.viewer@acme-outfitters.example',
      post_logout_redirect_uri: 'http://localhost:3000/login',
    });
    // While the browser leaves, the guard shows 'Logging out...' rather than the screens of a gone user.
    expect(screen.getByRole('status')).toHaveTextContent('Logging out...');
    expect(readSessionEnd()).toBe('user');
  });

  it('AUTH-017 when the provider cannot be reached the app goes to /login itself, with no error shown', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(signedIn(testUser()));
    const { router } = renderWithProviders(authRoutes(<LogoutButton />), { auth, path: '/advertiser/1001' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in with e-mail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(isSigningOut()).toBe(false);
  });

  it('AUTH-017 only one sign-out runs at a time, and a failing step still lands on /login', async () => {
    const auth = createFakeAuth(signedIn(testUser()));
    auth.functions.removeUser.mockImplementation(() => Promise.reject(new Error('storage broken')));
    const goToLogin = vi.fn();
    const clearUserStorage = vi.fn(() => Promise.resolve());
    const options = { ...signOutOptions(auth), goToLogin, clearUserStorage, origin: 'https://ads.example' };
    await Promise.all([signOut({ ...options, reason: 'renewal-failed' }), signOut({ ...options, reason: 'user' })]);
    expect(auth.functions.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token-of:vera.viewer@acme-outfitters.example',
      post_logout_redirect_uri: 'https://ads.example/login',
    });
    expect(auth.functions.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(clearUserStorage).toHaveBeenCalledWith('mock', 'vera.viewer@acme-outfitters.example', true);
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(readSessionEnd()).toBe('renewal-failed');
  });

  describe('NS-90 a form’s kept unsaved input', () => {
    const draftKey = `${storagePrefix('mock', ADMIN.email)}draft:test:1001:42`;
    const auth = () => {
      const fake = createFakeAuth(signedIn(testUser({ email: ADMIN.email })));
      return { fake, options: signOutOptions(fake) };
    };
    /** The draft form, with `text` typed into its name field (not yet written: the pause is not over). */
    function typeDraft(text: string) {
      const view = renderWithProviders(<DraftForm send={() => Promise.resolve({})} />, { persona: ADMIN });
      fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: text } });
      return view;
    }
    afterEach(() => {
      window.localStorage.clear();
    });

    it.each([
      ['a deliberate sign-out (the logout button) removes it', 'user', false],
      ['a forced sign-out (session expired) keeps it', 'session-expired', true],
      ['a forced sign-out (failed renewal) keeps it', 'renewal-failed', true],
      ['a forced sign-out (maintenance) keeps it', 'maintenance', true],
    ] as const)('NS-90 %s; the user’s other stored values go either way', async (_title, reason, kept) => {
      typeDraft('Typed').unmount(); // a closing form writes its input at once
      expect(window.localStorage.getItem(draftKey)).toContain('Typed');
      const recent = `${storagePrefix('mock', ADMIN.email)}recent-accounts`;
      window.localStorage.setItem(recent, '{"version":6,"value":[]}');
      await signOut({ ...auth().options, reason });
      expect(window.localStorage.getItem(recent)).toBeNull();
      expect(window.localStorage.getItem(draftKey) !== null).toBe(kept);
    });

    it('NS-90 a deliberate sign-out right after typing leaves nothing behind: the closing form writes nothing', async () => {
      const view = typeDraft('Typed then logged out');
      const { fake, options } = auth();
      // As in the app: the signed-out user's screens close while the sign-out runs.
      fake.functions.removeUser.mockImplementation(() => {
        view.unmount();
        return Promise.resolve();
      });
      await signOut({ ...options, reason: 'user' });
      expect(Object.keys(window.localStorage).filter((key) => key.includes(':draft:'))).toEqual([]);
    });
  });
});
