import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@/i18n';
import {
  wizardSteps,
  wizardStepState,
  wizardStepTitle,
  type WizardAdGroup,
  type WizardInput,
  type WizardStep,
} from './wizard';

const campaign = { campaignId: 5001, name: 'Spring cash back', planId: null, campaignPricingModel: 'CPS' as const };
const withAds: WizardAdGroup = {
  adGroupId: 6001,
  name: 'Loyal shoppers',
  ads: [
    { adId: 7001, name: 'Ten percent back' },
    { adId: 7002, name: 'Five dollars back' },
  ],
};
const empty: WizardAdGroup = { adGroupId: 6002, name: 'New shoppers', ads: [] };

const input = (over: Partial<WizardInput> = {}): WizardInput => ({
  campaign,
  adGroups: [withAds],
  readOnly: false,
  importMode: false,
  onNewAdGroup: false,
  ...over,
});

/** Steps written as `kind:id` (`kind` alone for a new entity). */
const outline = (steps: WizardStep[]) => steps.map((s) => (s.id === undefined ? s.kind : `${s.kind}:${String(s.id)}`));

describe('wizard steps', () => {
  it('WIZ-006 WIZ-008 WIZ-012 steps run campaign, each ad group followed by its ads, review last', () => {
    expect(outline(wizardSteps(input()))).toEqual([
      'campaign:5001',
      'adGroup:6001',
      'ad:7001',
      'ad:7002',
      'review:5001',
    ]);
  });

  it('WIZ-007 the campaign step is hidden when the campaign belongs to a plan, or is created inside one', () => {
    expect(outline(wizardSteps(input({ campaign: { ...campaign, planId: 4001 } })))[0]).toBe('adGroup:6001');
    expect(outline(wizardSteps(input({ campaign: undefined, adGroups: [], inPlan: true })))).toEqual([
      'adGroup',
      'review',
    ]);
  });

  it('WIZ-009 an ad group without ads gets a new-ad placeholder, except read-only', () => {
    expect(outline(wizardSteps(input({ adGroups: [empty] })))).toEqual([
      'campaign:5001',
      'adGroup:6002',
      'ad',
      'review:5001',
    ]);
    expect(outline(wizardSteps(input({ adGroups: [empty], readOnly: true })))).toEqual([
      'campaign:5001',
      'adGroup:6002',
      'review:5001',
    ]);
  });

  it('WIZ-010 a new-ad-group step: on the new ad group route or with no ad groups, never read-only or importing', () => {
    expect(outline(wizardSteps(input({ onNewAdGroup: true })))).toContain('adGroup');
    expect(outline(wizardSteps(input({ adGroups: [] })))).toEqual(['campaign:5001', 'adGroup', 'review:5001']);
    expect(outline(wizardSteps(input()))).not.toContain('adGroup');
    expect(outline(wizardSteps(input({ adGroups: [], readOnly: true })))).toEqual(['campaign:5001', 'review:5001']);
    expect(outline(wizardSteps(input({ adGroups: [], importMode: true })))).not.toContain('adGroup');
  });

  it('WIZ-011 the import step appears only in import mode, before the review', () => {
    expect(outline(wizardSteps(input({ importMode: true }))).slice(-2)).toEqual(['import', 'review:5001']);
    expect(outline(wizardSteps(input()))).not.toContain('import');
  });

  it('WIZ-013 a campaign with a restricted pricing model (NS-36: None) shows only the review', () => {
    expect(outline(wizardSteps(input({ campaign: { ...campaign, campaignPricingModel: 'None' } })))).toEqual([
      'review:5001',
    ]);
  });

  it('WIZ-014 WIZ-015 titles are the entity names or the new-entity defaults; levels 0, 1, 2', () => {
    const t = (key: MessageKey) => `«${key}»`;
    const steps = wizardSteps(input({ campaign: undefined, adGroups: [withAds, empty] }));
    expect(steps.map((s) => [wizardStepTitle(s, t), s.level])).toEqual([
      ['«adsmanager.WIZARD_NEW_CAMPAIGN»', 0],
      ['Loyal shoppers', 1],
      ['Ten percent back', 2],
      ['Five dollars back', 2],
      ['New shoppers', 1],
      ['«adsmanager.WIZARD_NEW_AD»', 2],
      ['«adsmanager.WIZARD_REVIEW»', 0],
    ]);
    const importing = wizardSteps(input({ adGroups: [], importMode: true }));
    expect(importing.map((s) => s.level)).toEqual([0, 1, 0]);
    const [newAdGroup] = wizardSteps(input({ adGroups: [] })).filter((s) => s.kind === 'adGroup');
    expect(newAdGroup && wizardStepTitle(newAdGroup, t)).toBe('«adsmanager.WIZARD_NEW_AD_GROUP»');
  });
});

describe('wizardStepState (issue 28)', () => {
  it('WIZ-009 an existing entity is done, a placeholder is missing, campaign-less steps carry no mark', () => {
    expect(wizardStepState({ kind: 'adGroup', id: 6001, level: 1 })).toBe('done');
    expect(wizardStepState({ kind: 'ad', adGroupId: 6001, level: 2 })).toBe('missing');
    expect(wizardStepState({ kind: 'adGroup', level: 1 })).toBe('missing');
    expect(wizardStepState({ kind: 'review', id: 5001, level: 0 })).toBeUndefined();
    expect(wizardStepState({ kind: 'campaign', level: 0 })).toBeUndefined();
  });
});
