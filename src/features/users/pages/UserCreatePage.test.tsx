import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestBackend, testAccount, testDb, testUserRecord } from '@/testing/backend';
import { ADMIN } from '@/testing/personas';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { ALL_ROLES } from '../user-rules';
import { usersRoutes } from '../routes';

const ACME = testAccount(1001, 'Acme Outfitters');
const CARLA = 'carla.admin@acme.example';
const ACCOUNT_ADMIN = ['users.read', 'users.write', 'account.write'];
/** The internal admin seen by the access context as an external user who may manage users. */
const AS_EXTERNAL_ADMIN: RenderOptions = {
  persona: { ...ADMIN, type: 'EXTERNAL' },
  permissions: ['users.read', 'users.write'],
};

const stack = setupTestBackend(() =>
  testDb([ACME], [testUserRecord(CARLA, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Admin'] }] })]),
);
beforeAll(async () => {
  await Promise.all([import('./UserCreatePage'), import('./UsersPage')]);
});
function renderCreate(options: RenderOptions = {}) {
  const requests = recordRequests();
  const view = renderWithProviders([{ path: '/advertiser/:accountId', children: usersRoutes }], {
    path: '/advertiser/1001/user/create',
    account: ACME,
    permissions: ACCOUNT_ADMIN,
    ...options,
  });
  const posts = () => requests({ method: 'POST' }).map(({ url, body }) => ({ url, body }));
  return { ...view, posts };
}

async function fill(
  user: ReturnType<typeof renderCreate>['user'],
  values: { email: string; firstName: string; lastName: string; role?: string },
) {
  await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), values.email);
  await user.type(screen.getByRole('textbox', { name: /First name/ }), values.firstName);
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), values.lastName);
  if (values.role !== undefined) {
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(screen.getByRole('option', { name: values.role }));
  }
}

describe('user create (part 1 §3.2, §5)', () => {
  it('ACCT-014 sends email (trimmed), firstName, lastName and roleName, then shows the users list', async () => {
    const { user, posts, router } = renderCreate();
    await fill(user, {
      email: '  new.person@acme.example ',
      firstName: 'New',
      lastName: 'Person',
      role: 'Campaign Viewer',
    });
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/users');
    });
    expect(posts()).toEqual([
      {
        url: '/api/v1/aura/accounts/1001/users',
        body: { email: 'new.person@acme.example', firstName: 'New', lastName: 'Person', roleName: 'Campaign Viewer' },
      },
    ]);
    expect(await screen.findByText('new.person@acme.example was added to this account')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New Person' })).toBeInTheDocument();
  });

  it('ACCT-014 a bad e-mail shows the field error and sends nothing', async () => {
    const { user, posts } = renderCreate();
    await fill(user, { email: 'not-an-address', firstName: 'New', lastName: 'Person', role: 'Viewer' });
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const emailBox = screen.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => {
      expect(emailBox).toHaveAttribute('aria-invalid', 'true');
    });
    expect(emailBox).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(posts()).toEqual([]);
  });

  it('ACCT-014 empty required fields say so at each field', async () => {
    const { user, posts } = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription('This field is required');
    });
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveAccessibleDescription('This field is required');
    expect(posts()).toEqual([]);
  });

  it('a failed save (500) shows the error at the top and keeps every field', async () => {
    stack.backend.faults.push({ path: '/accounts/1001/users', fault: { status: 500 }, times: 1 });
    const { user, router } = renderCreate();
    await fill(user, { email: 'kept@acme.example', firstName: 'Kept', lastName: 'Values', role: 'Reporter' });
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The user could not be added');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('kept@acme.example');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Kept');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Values');
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveTextContent('Reporter');
    expect(router.state.location.pathname).toBe('/advertiser/1001/user/create');
  });

  it('ACCT-014 a create retried after its answer was lost sends the same Idempotency-Key and adds the user once', async () => {
    const requests = recordRequests();
    stack.backend.faults.push({ path: '/accounts/1001/users', fault: { drop: true }, times: 1 });
    const { user, router } = renderCreate();
    await fill(user, { email: 'retry@acme.example', firstName: 'Re', lastName: 'Try', role: 'Campaign Viewer' });
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The user could not be added');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/users');
    });
    const keys = requests({ method: 'POST' }).map((request) => request.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(stack.store.db.users.filter((record) => record.email === 'retry@acme.example')).toHaveLength(1);
  });

  it('a 409 (already a member) shows the message at the top', async () => {
    const { user } = renderCreate();
    await fill(user, { email: CARLA, firstName: 'Carla', lastName: 'Admin', role: 'Campaign Viewer' });
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${CARLA} already belongs to account 1001`);
  });

  it('a 400 naming a field shows the server message at that field', async () => {
    const { user } = renderCreate();
    // the server lets an external e-mail have Campaign Viewer only
    await fill(user, { email: 'ext@elsewhere.example', firstName: 'Ext', lastName: 'Ernal', role: 'Admin' });
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const role = screen.getByRole('combobox', { name: /Role/ });
    await waitFor(() => {
      expect(role).toHaveAttribute('aria-invalid', 'true');
    });
    expect(role).toHaveAccessibleDescription(/external user may only be given Campaign Viewer/);
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ext@elsewhere.example');
  });

  it('ACCESS-009 a signed-in user who is not internal is offered only Campaign Viewer', async () => {
    const { user } = renderCreate(AS_EXTERNAL_ADMIN);
    const role = await screen.findByRole('combobox', { name: /Role/ });
    expect(role).toHaveTextContent('Campaign Viewer');
    await user.click(role);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Campaign Viewer']);
  });

  it('ACCESS-009 internal users may give any of the twelve roles', async () => {
    const { user } = renderCreate();
    await user.click(await screen.findByRole('combobox', { name: /Role/ }));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual([...ALL_ROLES]);
    expect(offered).toHaveLength(12);
  });

  it('leaving with unsaved input asks first; Stay keeps the input, Leave goes', async () => {
    const { user, router } = renderCreate();
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Half');
    await user.click(screen.getByRole('link', { name: 'Back to users' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/advertiser/1001/user/create');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Half');

    await user.click(screen.getByRole('link', { name: 'Back to users' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/users');
    });
  });
});
