import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardOf, type Feature } from '@/access';
import { flagsOf } from '@/access/rules';
import { composeFeatures, loadingWith } from './compose';
import { accountRoutes } from './routes';

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

describe('the ad group and ad steps (targeting and ads) inside the builder’s campaign route', () => {
  /** The route ids on the way to the screen at `path` below an account, the screen's route and the flags guarding it. */
  const resolve = (path: string) => {
    const matches = matchRoutes(accountRoutes, path) ?? [];
    const routes = matches.map((match) => match.route);
    return {
      ids: routes.flatMap((route) => (route.id === undefined ? [] : [route.id])),
      screen: routes.at(-1),
      flags: routes.flatMap((route) => {
        const rule = guardOf(route)?.rule;
        return rule === undefined ? [] : flagsOf(rule);
      }),
    };
  };

  it.each([
    '/campaign/5001/ad-group/create',
    '/campaign/5001/ad-group/6001',
    '/campaign/5001/ad-group/6001/ad/create',
    '/campaign/5001/ad-group/6001/ad/7001',
  ])('%s opens its lazily loaded screen in the builder’s frame (route id campaign)', (path) => {
    const { ids, screen, flags } = resolve(path);
    expect(ids).toEqual(['campaign']);
    expect(typeof screen?.lazy).toBe('function');
    expect(flags).toEqual([]);
  });

  it('NS-51 the inactive-ad fix form opens in the builder’s frame behind its flag (ACCESS-015)', () => {
    const { ids, screen, flags } = resolve('/campaign/5001/ad-group/6001/ad/7001/fix');
    expect(ids).toEqual(['campaign']);
    expect(typeof screen?.lazy).toBe('function');
    expect(flags).toEqual(['enable-inactive-ad-fix-form']);
  });

  it.each([
    '/plan/4002/specification/5019/ad-group/6039',
    '/plan/4002/specification/5019/ad-group/6039/ad/create',
    '/plan/4002/specification/5019/ad-group/6039/ad/7062',
  ])('%s opens in the read-only builder of a plan (route ids plan, planCampaign)', (path) => {
    const { ids, screen } = resolve(path);
    expect(ids).toEqual(['plan', 'planCampaign']);
    expect(typeof screen?.lazy).toBe('function');
  });

  it('a plan’s builder has no inactive-ad fix form', () => {
    expect(resolve('/plan/4002/specification/5019/ad-group/6039/ad/7062/fix').screen?.path).toBe('*');
  });
});
