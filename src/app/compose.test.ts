import { describe, expect, it } from 'vitest';
import type { Feature } from '@/access';
import { composeFeatures, loadingWith } from './compose';

const plans: Feature = {
  account: [{ path: 'plan', children: [{ id: 'plan', path: ':planId', children: [{ index: true }] }] }],
  nav: [{ group: 'campaigns', id: 'plans', labelKey: 'adsmanager.NAV_PLANS', to: () => '/plans' }],
};
const builder: Feature = {
  inside: { plan: [{ path: 'specification' }] },
  nav: [{ group: 'campaigns', id: 'campaign-create', labelKey: 'adsmanager.NAV_CAMPAIGN_CREATE', to: () => '/c' }],
};
const accounts: Feature = { global: [{ path: 'accounts' }] };

describe('composing the features', () => {
  it('puts routes a feature adds inside another feature’s route below that route, and keeps the listed order', () => {
    const composed = composeFeatures([plans, builder, accounts]);
    expect(composed.account).toEqual([
      {
        path: 'plan',
        children: [{ id: 'plan', path: ':planId', children: [{ index: true }, { path: 'specification' }] }],
      },
    ]);
    expect(composed.global).toEqual([{ path: 'accounts' }]);
    expect(composed.nav.map((entry) => entry.id)).toEqual(['plans', 'campaign-create']);
    // The features' own route objects are left as they were.
    expect(plans.account?.[0]?.children?.[0]?.children).toHaveLength(1);
  });

  it('refuses routes for a route id that no feature has', () => {
    expect(() => composeFeatures([builder, accounts])).toThrow('No route has the id: plan');
  });

  it('a feature loading with its messages opens a screen, below it or inside another feature, only once both the code and the messages are here', async () => {
    let messagesHere: () => void = () => undefined;
    const messages = new Promise<void>((resolve) => {
      messagesHere = resolve;
    });
    const Screen = () => null;
    const lazy = async () => ({ Component: Screen });
    const feature = loadingWith(
      { account: [{ path: 'a', children: [{ path: 'b', lazy }] }], inside: { plan: [{ path: 'c', lazy }] } },
      () => messages,
    );
    const below = feature.account?.[0]?.children?.[0]?.lazy;
    const inside = feature.inside?.plan?.[0]?.lazy;
    if (typeof below !== 'function' || typeof inside !== 'function') throw new Error('lazy routes expected');
    let opened = 0;
    const both = Promise.all([below(), inside()]).then((screens) => {
      opened = screens.length;
      return screens;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opened).toBe(0);
    messagesHere();
    expect((await both).map((screen) => screen.Component)).toEqual([Screen, Screen]);
  });
});
