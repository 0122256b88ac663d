import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccessProvider, createAccess } from './access-context';
import { FeatureDisabledError, ForbiddenError } from './errors';
import { staticFlags, type FlagName } from './flags';
import { FlagsProvider } from './flags-context';
import { Guard, type GuardProps } from './guard';
import { all, flag } from './rules';

function ShowError() {
  const error = useRouteError();
  const kind =
    error instanceof ForbiddenError ? 'forbidden' : error instanceof FeatureDisabledError ? 'disabled' : 'other';
  return <p>error: {kind}</p>;
}

function renderGuarded(
  guard: Omit<GuardProps, 'children'>,
  permissions: string[],
  flags: Partial<Record<FlagName, boolean>>,
) {
  const source = staticFlags(flags);
  const access = createAccess({ type: 'EXTERNAL', status: 'ACTIVE', permissions }, (name) => source.isEnabled(name));
  const router = createMemoryRouter([
    {
      element: (
        <Guard {...guard}>
          <Outlet />
        </Guard>
      ),
      errorElement: <ShowError />,
      children: [{ index: true, element: <p>the screen</p> }],
    },
  ]);
  render(
    <FlagsProvider flags={source}>
      <AccessProvider access={access}>
        <RouterProvider router={router} />
      </AccessProvider>
    </FlagsProvider>,
  );
}

describe('route guards', () => {
  it('ACCESS-026 a guard whose permission is missing raises a forbidden error', async () => {
    renderGuarded({ rule: 'adsmanager.users.read' }, ['campaign.read'], {});
    expect(await screen.findByText('error: forbidden')).toBeInTheDocument();
    expect(screen.queryByText('the screen')).not.toBeInTheDocument();
  });

  it('ACCESS-026 a guard whose permission is held renders the screen', async () => {
    renderGuarded({ rule: 'adsmanager.users.read' }, ['users.read'], {});
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });

  it('ACCESS-027 a guard that requires a flag state raises an unauthorized error when the flag is not in it', async () => {
    renderGuarded({ rule: all('adsmanager.campaign.read', flag('enable-campaigns-page')) }, ['campaign.read'], {
      'enable-campaigns-page': false,
    });
    expect(await screen.findByText('error: forbidden')).toBeInTheDocument();
  });

  it('ACCESS-027 the same guard passes once the flag is on', async () => {
    renderGuarded({ rule: all('adsmanager.campaign.read', flag('enable-campaigns-page')) }, ['campaign.read'], {
      'enable-campaigns-page': true,
    });
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });

  it('a kill flag that is on turns the screen off with the feature-disabled error (NS-23)', async () => {
    renderGuarded({ rule: 'adsmanager.users.read', kill: 'disable-user-management' }, ['users.read'], {
      'disable-user-management': true,
    });
    expect(await screen.findByText('error: disabled')).toBeInTheDocument();
  });
});
