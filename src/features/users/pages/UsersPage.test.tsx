import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestBackend, testAccount, testDb, testUserRecord } from '@/testing/backend';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { ADMIN, TEST_PERSONAS } from '@/testing/personas';
import { usersRoutes } from '../routes';

const ACME = testAccount(1001, 'Acme Outfitters');
const CARLA = 'carla.admin@acme.example';
const VERA = TEST_PERSONAS.viewer.email;
const IVY = 'ivy.inactive@acme.example';
const DAN = 'dan.deleted@acme.example';

function fixture() {
  return testDb(
    [ACME, testAccount(1002, 'Bramble & Co', { bookingCountry: 'GB' })],
    [
      testUserRecord(CARLA, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Admin'] }] }),
      testUserRecord(VERA, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Campaign Viewer'] }] }),
      testUserRecord(IVY, 'EXTERNAL', { status: 'INACTIVE', memberships: [{ accountId: 1001, roles: ['Reporter'] }] }),
      testUserRecord(DAN, 'EXTERNAL', {
        status: 'DELETED',
        memberships: [{ accountId: 1001, roles: ['Campaign Viewer'] }],
      }),
      testUserRecord('olga.other@brightside.example', 'EXTERNAL', {
        memberships: [{ accountId: 1002, roles: ['Admin'] }],
      }),
    ],
  );
}

const ACCOUNT_ADMIN = ['users.read', 'users.write', 'account.write'];

const stack = setupTestBackend(fixture);
beforeAll(async () => {
  await Promise.all([import('./UsersPage'), import('./UserDetailPage')]);
});
function renderUsers(path = '/advertiser/1001/users', options: RenderOptions = {}) {
  const calls = recordRequests();
  const routes = [{ path: '/advertiser/:accountId', children: usersRoutes }];
  const view = renderWithProviders(routes, { path, account: ACME, permissions: ACCOUNT_ADMIN, ...options });
  return { ...view, calls };
}

const table = () => screen.getByRole('table', { name: 'Users of this account' });
const rowOf = (email: string) => {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(email));
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};

describe('users page (part 1 §3.2)', () => {
  it('ACCT-012 lists the account users, loaded with page 0 and size 10000, without DELETED users', async () => {
    const { calls } = renderUsers();
    expect(await screen.findByRole('table', { name: 'Users of this account' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-mail', 'Roles', 'Status', 'Type', 'Actions']);
    expect(within(rowOf(CARLA)).getByRole('link', { name: 'Carla Admin' })).toHaveAttribute(
      'href',
      '/advertiser/1001/user/carla.admin%40acme.example',
    );
    const cells = within(rowOf(IVY))
      .getAllByRole('cell')
      .slice(1, 5)
      .map((cell) => cell.textContent);
    expect(cells).toEqual([IVY, 'Reporter', 'Inactive', 'External']);
    expect(screen.getByText(VERA)).toBeInTheDocument();
    expect(screen.queryByText(DAN)).not.toBeInTheDocument();
    expect(screen.queryByText('olga.other@brightside.example')).not.toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();

    const list = calls().find((call) => call.url === '/api/v1/aura/accounts/1001/users');
    expect(list?.search.get('page')).toBe('0');
    expect(list?.search.get('size')).toBe('10000');
  });

  it('ACCT-015 resending an invitation reports SUCCESS on that user', async () => {
    const { user, calls } = renderUsers();
    await screen.findByRole('table', { name: 'Users of this account' });
    await user.click(within(rowOf(VERA)).getByRole('button', { name: 'Resend invitation to Vera Viewer' }));
    expect(await within(rowOf(VERA)).findByRole('status')).toHaveTextContent(`Invitation sent again to ${VERA}`);
    expect(calls().some((call) => call.method === 'POST' && call.url.endsWith(`/users/${VERA}/invitation`))).toBe(true);
  });

  it('ACCT-015 one failing row does not hide the result of another', async () => {
    stack.backend.faults.push({ path: `/users/${IVY}/invitation`, fault: { status: 500 }, times: 1 });
    const { user } = renderUsers();
    await screen.findByRole('table', { name: 'Users of this account' });
    await user.click(within(rowOf(VERA)).getByRole('button', { name: 'Resend invitation to Vera Viewer' }));
    await user.click(within(rowOf(IVY)).getByRole('button', { name: 'Resend invitation to Ivy Inactive' }));
    expect(await within(rowOf(IVY)).findByRole('alert')).toHaveTextContent(`Resending the invitation to ${IVY} failed`);
    expect(within(rowOf(VERA)).getByRole('status')).toHaveTextContent(`Invitation sent again to ${VERA}`);
  });

  it('ACCT-016 removing a role asks first, naming the user, then calls DELETE role and the user leaves the list', async () => {
    const { user, calls } = renderUsers();
    await screen.findByRole('table', { name: 'Users of this account' });
    await user.click(within(rowOf(VERA)).getByRole('button', { name: 'Remove role of Vera Viewer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Vera Viewer from this account?' });
    expect(dialog).toHaveTextContent(VERA);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls().some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByText(VERA)).toBeInTheDocument();

    await user.click(within(rowOf(VERA)).getByRole('button', { name: 'Remove role of Vera Viewer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove role' }));
    await waitFor(() => {
      expect(within(table()).queryByText(VERA)).not.toBeInTheDocument();
    });
    expect(await screen.findByText(`The role of ${VERA} was removed`)).toBeInTheDocument();
    const deletes = calls().filter((call) => call.method === 'DELETE');
    expect(deletes.map((call) => call.url)).toEqual([`/api/v1/aura/accounts/1001/users/${VERA}/role`]);
    expect(within(table()).getByText(CARLA)).toBeInTheDocument();
  });

  it('without adsmanager.users.write the actions are hidden', async () => {
    renderUsers('/advertiser/1001/users', { persona: { ...ADMIN, type: 'EXTERNAL' }, permissions: ['users.read'] });
    await screen.findByRole('table', { name: 'Users of this account' });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add user' })).not.toBeInTheDocument();
  });

  it('a failed load shows the error and Retry loads again', async () => {
    stack.backend.faults.push({ path: '/accounts/1001/users', fault: { status: 500 }, times: 1 });
    const { user } = renderUsers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Users of this account' })).toBeInTheDocument();
  });
});

describe('user detail (part 1 §2.5)', () => {
  it('ACCT-013 the user detail under user/* shows one user loaded by e-mail', async () => {
    const { calls } = renderUsers(`/advertiser/1001/user/${encodeURIComponent(CARLA)}`);
    expect(await screen.findByRole('heading', { name: 'Carla Admin' })).toBeInTheDocument();
    const details = screen.getByLabelText('User details');
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(Object.fromEntries(terms)).toMatchObject({
      'E-mail': CARLA,
      'First name': 'Carla',
      'Last name': 'Admin',
      Roles: 'Admin',
      Status: 'Active',
      Type: 'External',
    });
    expect(Object.fromEntries(terms).Permissions).toContain('users.write');
    expect(
      calls().some((call) => call.method === 'GET' && call.url === `/api/v1/aura/accounts/1001/users/${CARLA}`),
    ).toBe(true);
  });

  it('ACCT-015 resending an invitation reports FAILURE from the answer status', async () => {
    const { user } = renderUsers(`/advertiser/1001/user/${DAN}`);
    await screen.findByRole('heading', { name: 'Dan Deleted' });
    await user.click(screen.getByRole('button', { name: 'Resend invitation to Dan Deleted' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The invitation to ${DAN} could not be sent`);
  });

  it('ACCT-016 removing the role on the detail page goes back to the list without that user', async () => {
    const { user, router } = renderUsers(`/advertiser/1001/user/${VERA}`);
    await screen.findByRole('heading', { name: 'Vera Viewer' });
    await user.click(screen.getByRole('button', { name: 'Remove role of Vera Viewer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove role' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/users');
    });
    await screen.findByRole('table', { name: 'Users of this account' });
    expect(within(table()).queryByText(VERA)).not.toBeInTheDocument();
  });

  it('ACCT-013 an unknown e-mail shows a not-found message with a link back', async () => {
    const { user, router } = renderUsers('/advertiser/1001/user/nobody@acme.example');
    expect(await screen.findByText('There is no user nobody@acme.example in this account.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to users' }));
    expect(router.state.location.pathname).toBe('/advertiser/1001/users');
  });
});
