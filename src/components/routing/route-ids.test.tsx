import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { testAccount } from '@/testing/backend';
import { readRouteId, useRouteId, withRouteIdBoundary, type RouteIdKind } from './route-ids';

const ACME = testAccount(1001, 'Acme Outfitters');

function Probe() {
  const ids: Record<RouteIdKind, number | undefined> = {
    campaign: useRouteId('campaign'),
    plan: useRouteId('plan'),
    adGroup: useRouteId('adGroup'),
    ad: useRouteId('ad'),
    projection: useRouteId('projection'),
  };
  return <p>{JSON.stringify(ids)}</p>;
}
const Page = withRouteIdBoundary(Probe);

function renderAt(path: string) {
  const routes = [
    {
      path: '/advertiser/:accountId',
      children: [
        { path: 'campaign/create', element: <Page /> },
        { path: 'campaign/:campaignId/ad-group/:adGroupId', element: <Page /> },
        { path: 'campaign/:campaignId/ad-group/:adGroupId/ad/:adId', element: <Page /> },
        { path: 'plan/:planId/specification/:campaignId', element: <Page /> },
      ],
    },
  ];
  return renderWithProviders(routes, { path, account: ACME });
}

describe('route ids', () => {
  it('WIZ-005 an invalid ad group id gives its own message with a link to the campaigns list (NS-35)', async () => {
    renderAt('/advertiser/1001/campaign/5001/ad-group/6.5');
    expect(await screen.findByRole('heading', { name: 'Invalid ad group id' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaigns',
    );
  });

  it('WIZ-005 an invalid ad id gives its own message (NS-35)', async () => {
    renderAt('/advertiser/1001/campaign/5001/ad-group/6001/ad/0');
    expect(await screen.findByRole('heading', { name: 'Invalid ad id' })).toBeInTheDocument();
  });

  it('WIZ-005 the campaign id is checked inside a plan as well (NS-35)', async () => {
    renderAt('/advertiser/1001/plan/4002/specification/1e3');
    expect(await screen.findByRole('heading', { name: 'Invalid campaign id' })).toBeInTheDocument();
  });

  it('valid ids are numbers; absent ids are undefined', async () => {
    renderAt('/advertiser/1001/campaign/5001/ad-group/6001/ad/7001');
    expect(await screen.findByText('{"campaign":5001,"adGroup":6001,"ad":7001}')).toBeInTheDocument();
  });

  it('the literal create route has no ids and no error', async () => {
    renderAt('/advertiser/1001/campaign/create');
    expect(await screen.findByText('{}')).toBeInTheDocument();
  });

  it('readRouteId tells absent, valid and invalid apart', () => {
    expect(readRouteId({}, 'campaign')).toEqual({ status: 'absent' });
    expect(readRouteId({ planId: ' 42 ' }, 'plan')).toEqual({ status: 'valid', id: 42 });
    expect(readRouteId({ adId: '+7' }, 'ad')).toEqual({ status: 'invalid', kind: 'ad', value: '+7' });
  });
});
