import { describe, expect, it } from 'vitest';
import type { RewardAnnotation, ServerReward } from '@generated/ads-manager/model';
import type { RewardTemplate } from '@generated/rms/model';
import {
  isCustomReward,
  parseRewardConfig,
  REWARD_MAX_END_DATE_OFFSET_DAYS,
  REWARD_TYPE_DEFINITIONS,
  REWARD_TYPES,
  rewardAttributesOf,
  rewardConfigOf,
  rewardCreateDocument,
  rewardFieldOf,
  rewardFieldsOf,
  rewardFormDefaults,
  rewardFormFieldOf,
  rewardFormSchema,
  rewardModelIdFor,
  rewardModelOf,
  rewardPatchAttributesOf,
  rewardSaveAction,
  rewardSummary,
  rewardToForm,
  rewardTypeOf,
  setKnownMcc,
  UNPARSABLE_CONFIG,
  type RewardFormValues,
} from './reward-form-rules';

const template = (id: string, name: string, modelId: string, config: object = {}): RewardTemplate => ({
  type: 'rewardTemplate',
  id,
  attributes: {
    name,
    defaultConfigValue: JSON.stringify({ currencyUnit: 'USD', minSpend: 0, rewardCap: 0, ...config }),
  },
  relationships: { rewardModel: { data: { type: 'rewardModel', id: modelId } } },
});
/** One template per name (the catalogue of the rewards fixture). */
const THREE = [
  template('1', 'PercentBack', '11', { rewardPercent: 0.1 }),
  template('2', 'FlatAmountBack', '12', { rewardAmount: 5 }),
  template('3', 'SpendXGetY', '13', { rewardAmount: 5 }),
];
/** One template per standard type (the seed's catalogue). */
const EIGHT = [
  template('1', 'PercentBack', '1', { rewardPercent: 0.1 }),
  template('2', 'FlatAmountBack', '2'),
  template('3', 'SpendXGetY', '3'),
  template('4', 'PercentBack', '4', { rewardPercent: 0.1 }),
  template('5', 'PercentBack', '5', { rewardPercent: 0.1, minVisits: 3 }),
  template('6', 'FlatAmountBack', '6', { minVisits: 3 }),
  template('7', 'PercentBack', '7', { rewardPercent: 0.1, mccList: [3000] }),
  template('8', 'FlatAmountBack', '8', { mccList: [3000] }),
];

const values = (changes: Partial<RewardFormValues> = {}): RewardFormValues => ({
  ...rewardFormDefaults('USD', new Date('2026-03-01T12:00:00Z')),
  ...changes,
});
const errorsOf = (input: RewardFormValues) => {
  const result = rewardFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('reward types and templates', () => {
  it('AD-036 knows the nine reward types and maps SingleRewardSpendAccumulation to SingleRewardSpendXGetY', () => {
    expect(REWARD_TYPES).toHaveLength(9);
    expect(rewardTypeOf('SingleRewardSpendAccumulation')).toBe('SingleRewardSpendXGetY');
    expect(rewardTypeOf('MccSingleRewardFlatAmountBack')).toBe('MccSingleRewardFlatAmountBack');
  });

  it('AD-037 flags each type mcc-based, min-visits and multiple from its name (NS-53)', () => {
    const flagged = (flag: 'mccBased' | 'minVisits' | 'multiple') =>
      REWARD_TYPES.filter((type) => REWARD_TYPE_DEFINITIONS[type][flag]);
    expect(flagged('mccBased')).toEqual(['MccSingleRewardPercentAmountBack', 'MccSingleRewardFlatAmountBack']);
    expect(flagged('minVisits')).toEqual([
      'MinVisitSingleRewardPercentAmountBack',
      'MinVisitSingleRewardFlatAmountBack',
    ]);
    expect(flagged('multiple')).toEqual(['MultipleRewardPercentAmountBack']);
  });

  it('AD-038 maps the types to PercentBack, FlatAmountBack and SpendXGetY; the custom type to the flat template, defined as percent', () => {
    expect(REWARD_TYPE_DEFINITIONS.MinVisitSingleRewardPercentAmountBack.template).toBe('PercentBack');
    expect(REWARD_TYPE_DEFINITIONS.MccSingleRewardFlatAmountBack.template).toBe('FlatAmountBack');
    expect(REWARD_TYPE_DEFINITIONS.SingleRewardSpendXGetY.template).toBe('SpendXGetY');
    expect(REWARD_TYPE_DEFINITIONS.CustomRewardRedemption).toMatchObject({
      template: 'FlatAmountBack',
      kind: 'percent',
    });
  });

  it('NS-53 finds the reward model of a type: by template name and the flags the default config agrees with', () => {
    expect(rewardModelIdFor('SingleRewardPercentAmountBack', EIGHT)).toBe('1');
    expect(rewardModelIdFor('MultipleRewardPercentAmountBack', EIGHT)).toBe('4');
    expect(rewardModelIdFor('MinVisitSingleRewardPercentAmountBack', EIGHT)).toBe('5');
    expect(rewardModelIdFor('MccSingleRewardFlatAmountBack', EIGHT)).toBe('8');
    expect(rewardModelIdFor('MccSingleRewardPercentAmountBack', THREE)).toBe('11');
    expect(rewardModelIdFor('SingleRewardSpendXGetY', THREE)).toBe('13');
    expect(rewardModelIdFor('SingleRewardSpendXGetY', [])).toBeUndefined();
  });

  it('AD-039 a reward is custom when no standard template has both its model id and its percent/flat kind', () => {
    const percent = parseRewardConfig('{"rewardPercent":0.1,"rewardCap":5,"minSpend":1,"currencyUnit":"USD"}');
    const flat = parseRewardConfig('{"rewardAmount":5,"rewardCap":5,"minSpend":1,"currencyUnit":"USD"}');
    expect(isCustomReward('11', percent, THREE)).toBe(false);
    expect(isCustomReward('11', flat, THREE)).toBe(true);
    expect(isCustomReward('13', flat, THREE)).toBe(false);
    expect(isCustomReward('99', percent, [...THREE, template('4', 'Tiered loyalty', '99')])).toBe(true);
  });

  it('AD-041 an unparsable config falls back to USD, minimum spend 0, cap 0 and one visit', () => {
    for (const text of ['{not json', '[1,2]', 'null']) {
      expect(parseRewardConfig(text)).toMatchObject({ currencyUnit: 'USD', minSpend: 0, rewardCap: 0, minVisits: 1 });
    }
    expect(parseRewardConfig('{"currencyUnit":"GBP","minSpend":3,"rewardCap":9}').minVisits).toBe(1);
  });

  it('AD-044 the reward constant 365 bounds the days redeemable after the end (NS-30)', () => {
    expect(REWARD_MAX_END_DATE_OFFSET_DAYS).toBe(365);
    expect(errorsOf(values({ endDateOffset: 365 })).endDateOffset).toBeUndefined();
    expect(errorsOf(values({ endDateOffset: 366 })).endDateOffset).toBe('Enter a whole number of days from 0 to 365.');
  });
});

describe('the reward form schema', () => {
  it('refuses a percent over 100 and a negative amount, each at its field with the limit', () => {
    expect(errorsOf(values({ rewardPercent: 1.2 })).rewardPercent).toBe('Enter a percent above 0 and at most 100.');
    expect(errorsOf(values({ rewardPercent: 1 })).rewardPercent).toBeUndefined();
    const flat = values({ rewardType: 'SingleRewardFlatAmountBack', rewardAmount: -1 });
    expect(errorsOf(flat).rewardAmount).toBe('Must not be negative');
  });

  it('refuses a flat reward’s cap below its amount, not a percent reward’s', () => {
    const flat = values({ rewardType: 'SingleRewardFlatAmountBack', rewardAmount: 20, rewardCap: 5 });
    expect(errorsOf(flat).rewardCap).toBe('The cap must be at least the reward amount ($20).');
    expect(errorsOf(values({ rewardAmount: 20, rewardCap: 5 })).rewardCap).toBeUndefined();
  });

  it('money limits per currency: amount up to 100,000,000 USD but 100,000 GBP, 2 decimals', () => {
    const flat = (currency: 'USD' | 'GBP', rewardAmount: number) =>
      errorsOf(values({ currency, rewardType: 'SingleRewardFlatAmountBack', rewardAmount, rewardCap: rewardAmount }));
    expect(flat('USD', 200_000).rewardAmount).toBeUndefined();
    expect(flat('GBP', 200_000).rewardAmount).toMatch(/100000/);
    expect(flat('USD', 0.005).rewardAmount).toBeDefined();
  });

  it('refuses a redemption end before its start, no visits count for a min-visit type and an empty or unknown MCC list', () => {
    expect(
      errorsOf(values({ redemptionStartDate: '2026-05-02', redemptionEndDate: '2026-05-01' })).redemptionEndDate,
    ).toBe('The redemption end must not be before its start.');
    expect(errorsOf(values({ rewardType: 'MinVisitSingleRewardFlatAmountBack', minVisits: 1 })).minVisits).toBe(
      'Enter a whole number of visits, at least 2.',
    );
    const mcc = (mccList: number[]) =>
      errorsOf(values({ rewardType: 'MccSingleRewardPercentAmountBack', mccList })).mccList;
    expect(mcc([])).toBe('Choose at least one merchant category.');
    setKnownMcc((code) => code !== 1234);
    expect(mcc([3000, 1234])).toBe('1234 is not a merchant category code.');
    expect(mcc([3000])).toBeUndefined();
  });

  it('puts a refusal of the reward save at the ad form’s reward field', () => {
    expect(rewardFormFieldOf('data.attributes.rewardModelConfigValue.rewardCap')).toBe('reward.rewardCap');
    expect(rewardFormFieldOf('data.attributes.redemptionEndDateTime')).toBe('reward.redemptionEndDate');
    expect(rewardFormFieldOf('data.id')).toBeUndefined();
  });
});

describe('rewardSummary', () => {
  it('reads as the cardholder sees it: "10% back, up to $50, on purchases over $20 until Mar 31"', () => {
    const reward = values({ rewardPercent: 0.1, rewardCap: 50, minSpend: 20, redemptionEndDate: '2026-03-31' });
    expect(rewardSummary(reward, 'USD')).toBe('10% back, up to $50, on purchases over $20 until Mar 31');
    const flat = values({ rewardType: 'SingleRewardFlatAmountBack', rewardAmount: 5, rewardCap: 5, minSpend: 12.5 });
    expect(rewardSummary(flat, 'GBP')).toBe('£5 back, on purchases over £12.50');
    const spend = values({ rewardType: 'SingleRewardSpendXGetY', minSpend: 50, rewardAmount: 10, rewardCap: 10 });
    expect(rewardSummary(spend, 'USD')).toBe('Spend $50, get $10 back');
  });
});

describe('a new reward over the campaign run (issue 28 point 5)', () => {
  const now = new Date('2026-03-10T16:00:00Z');

  it('is redeemable from the campaign start to its end, never from before today', () => {
    expect(rewardFormDefaults('USD', now, { start: '2026-04-01', end: '2026-06-30' })).toMatchObject({
      redemptionStartDate: '2026-04-01',
      redemptionEndDate: '2026-06-30',
    });
    expect(rewardFormDefaults('USD', now, { start: '2026-03-01', end: '2026-06-30' })).toMatchObject({
      redemptionStartDate: '2026-03-10',
      redemptionEndDate: '2026-06-30',
    });
  });

  it('without a campaign it starts today with no end, as before', () => {
    expect(rewardFormDefaults('USD', now)).toMatchObject({ redemptionStartDate: '2026-03-10', redemptionEndDate: '' });
  });
  it('NS-96 reads like an offer someone would run until edited, in dollars and in pounds, within the money limits', () => {
    const dollars = rewardFormDefaults('USD', now, { start: '2026-04-01', end: '2026-06-30' });
    expect(rewardSummary(dollars, 'USD')).toBe('10% back, up to $20, on purchases over $25 until Jun 30');
    expect(rewardSummary({ ...dollars, rewardType: 'SingleRewardFlatAmountBack' }, 'USD')).toMatch(
      /^\$5 back, on purchases over \$25/,
    );
    expect(rewardSummary(rewardFormDefaults('GBP', now), 'GBP')).toBe('10% back, up to £20, on purchases over £25');
    expect(errorsOf(dollars)).toEqual({});
  });
});

// ----- Issue 22: the read, the resource sent, the save rule and the edges of the checks ----------

const serverReward = (
  rewardModelConfigValue: string,
  modelId: string,
  changes: Partial<ServerReward> = {},
  attributes: Partial<ServerReward['rmsResponse']['data']['attributes']> = {},
): ServerReward => ({
  accountId: 1001,
  adId: 5,
  createDateTime: '2026-02-10T15:30:00Z',
  createUser: 'a@example.com',
  currency: 'USD',
  rewardId: 9,
  rewardTemplate: 'PercentBack',
  rewardType: 'SingleRewardPercentAmountBack',
  rmsRewardId: 77,
  updateDateTime: '2026-02-10T15:30:00Z',
  updateUser: 'a@example.com',
  rmsResponse: {
    data: {
      type: 'reward',
      id: '77',
      attributes: {
        endDateOffset: 30,
        isManualRedemption: true,
        isSuspendedProcessing: false,
        redemptionStartDateTime: '2026-04-01T00:00:00Z',
        redemptionEndDateTime: '2026-06-30T23:59:59Z',
        remediationModelConfigValue: '{"remedy":1}',
        rewardAnnotations: ['FlashDeal'],
        rewardModelConfigValue,
        ...attributes,
      },
      relationships: {
        remediationModel: { data: null },
        rewardModel: { data: { type: 'rewardModel', id: modelId } },
      },
    },
  },
  ...changes,
});

describe('AD-043 the read answer as form values', () => {
  const PERCENT_CONFIG =
    '{"currencyUnit":"GBP","mccList":[],"minSpend":20,"minVisits":1,"rewardAmount":0,"rewardCap":50,"rewardPercent":0.125}';

  it('a standard reward gives its type, model, amounts, plain dates, annotation and RMS id', () => {
    expect(rewardToForm(serverReward(PERCENT_CONFIG, '11'), THREE)).toStrictEqual({
      rewardType: 'SingleRewardPercentAmountBack',
      rewardModelId: '11',
      currency: 'GBP',
      rewardPercent: 0.125,
      rewardAmount: 0,
      rewardCap: 50,
      minSpend: 20,
      minVisits: 1,
      mccList: [],
      redemptionStartDate: '2026-04-01',
      redemptionEndDate: '2026-06-30',
      endDateOffset: 30,
      isManualRedemption: true,
      isSuspendedProcessing: false,
      annotation: 'FlashDeal',
      customConfig: null,
      remediationModelConfigValue: '{"remedy":1}',
      rmsRewardId: 77,
    });
  });

  it('AD-036 a SingleRewardSpendAccumulation reward reads as SingleRewardSpendXGetY', () => {
    const read = serverReward('{"rewardAmount":5,"minSpend":50,"rewardCap":5}', '13', {
      rewardType: 'SingleRewardSpendAccumulation',
    });
    expect(rewardToForm(read, THREE)).toMatchObject({ rewardType: 'SingleRewardSpendXGetY', customConfig: null });
  });

  it('AD-039, AD-040 a reward of a model no template has is custom: its text kept, missing amounts 1, the ad’s currency', () => {
    const text = '{"rewardPercent":0.2,"tiers":[1,2]}';
    const read = serverReward(
      text,
      '99',
      { currency: 'GBP' },
      { redemptionEndDateTime: undefined, rewardAnnotations: null },
    );
    expect(rewardToForm(read, THREE)).toMatchObject({
      rewardType: 'CustomRewardRedemption',
      rewardModelId: '99',
      currency: 'GBP',
      rewardPercent: 0.2,
      rewardAmount: 1,
      rewardCap: 1,
      minSpend: 1,
      minVisits: 1,
      redemptionEndDate: '',
      annotation: 'None',
      customConfig: text,
    });
  });

  it('AD-039 a reward the server calls custom stays custom even when a template matches it', () => {
    const read = serverReward(PERCENT_CONFIG, '11', { rewardType: 'CustomRewardRedemption' });
    expect(rewardToForm(read, THREE)).toMatchObject({
      rewardType: 'CustomRewardRedemption',
      customConfig: PERCENT_CONFIG,
    });
  });

  it('AD-034 an annotation the form does not know reads as None', () => {
    const read = serverReward(PERCENT_CONFIG, '11', {}, { rewardAnnotations: ['Bogus' as RewardAnnotation] });
    expect(rewardToForm(read, THREE).annotation).toBe('None');
  });
});

describe('AD-031, AD-042 the form as the resource sent', () => {
  const form = values({
    rewardType: 'MccSingleRewardFlatAmountBack',
    currency: 'GBP',
    rewardPercent: 0.3,
    rewardAmount: 12.5,
    rewardCap: 40,
    minSpend: 25.75,
    minVisits: 4,
    mccList: [5812, 3000, 4511],
    redemptionStartDate: '2026-04-01',
    redemptionEndDate: '2026-06-30',
    endDateOffset: 14,
    isManualRedemption: true,
    annotation: 'ReserveExcl',
    remediationModelConfigValue: '{"remedy":1}',
  });

  it('AD-031 the config sets only what the type uses, the MCC codes in order, the caller’s list untouched', () => {
    expect(rewardConfigOf(form)).toStrictEqual({
      currencyUnit: 'GBP',
      mccList: [3000, 4511, 5812],
      minSpend: 25.75,
      minVisits: 1,
      rewardAmount: 12.5,
      rewardCap: 40,
      rewardPercent: 0,
    });
    expect(form.mccList).toEqual([5812, 3000, 4511]);
    const percent = { ...form, rewardType: 'MinVisitSingleRewardPercentAmountBack' as const };
    expect(rewardConfigOf(percent)).toMatchObject({ mccList: [], minVisits: 4, rewardAmount: 0, rewardPercent: 0.3 });
  });

  it('AD-042 start at T00:00:00Z, end at T23:59:59Z, the annotation as a list, the config as JSON text', () => {
    expect(rewardAttributesOf(form)).toStrictEqual({
      endDateOffset: 14,
      isManualRedemption: true,
      isSuspendedProcessing: false,
      redemptionStartDateTime: '2026-04-01T00:00:00Z',
      redemptionEndDateTime: '2026-06-30T23:59:59Z',
      remediationModelConfigValue: '{"remedy":1}',
      rewardAnnotations: ['ReserveExcl'],
      rewardModelConfigValue:
        '{"currencyUnit":"GBP","mccList":[3000,4511,5812],"minSpend":25.75,"minVisits":1,"rewardAmount":12.5,"rewardCap":40,"rewardPercent":0}',
    });
  });

  it('AD-035, AD-042 an open end sends no end, None sends null annotations, no remediation sends null', () => {
    const open = rewardAttributesOf(values({ annotation: 'None', redemptionEndDate: '' }));
    expect(open).not.toHaveProperty('redemptionEndDateTime');
    expect(open).toMatchObject({ rewardAnnotations: null, remediationModelConfigValue: null });
  });

  it('AD-040 a custom reward sends its config text as it came; a standard one never does', () => {
    const text = '{"tiers":[1,2]}';
    const custom = values({ rewardType: 'CustomRewardRedemption', customConfig: text });
    expect(rewardAttributesOf(custom).rewardModelConfigValue).toBe(text);
    const standard = values({ customConfig: text });
    expect(rewardAttributesOf(standard).rewardModelConfigValue).toBe(JSON.stringify(rewardConfigOf(standard)));
    const withoutText = values({ rewardType: 'CustomRewardRedemption', customConfig: null });
    expect(rewardAttributesOf(withoutText).rewardModelConfigValue).toBe(
      '{"currencyUnit":"USD","mccList":[],"minSpend":0,"minVisits":1,"rewardAmount":0,"rewardCap":0,"rewardPercent":0}',
    );
  });

  it('a PATCH sends a removed redemption end as null, and no end when there was none', () => {
    const ended = values({ redemptionEndDate: '2026-06-30' });
    const open = values({ redemptionEndDate: '' });
    expect(rewardPatchAttributesOf(ended, open).redemptionEndDateTime).toBeNull();
    expect(rewardPatchAttributesOf(open, open)).not.toHaveProperty('redemptionEndDateTime');
    expect(rewardPatchAttributesOf(open, ended).redemptionEndDateTime).toBe('2026-06-30T23:59:59Z');
  });

  it('AD-030 the create document has no remediation model and the reward model by id', () => {
    expect(rewardCreateDocument(form, '12')).toStrictEqual({
      data: {
        type: 'reward',
        attributes: rewardAttributesOf(form),
        relationships: {
          remediationModel: { data: null },
          rewardModel: { data: { type: 'rewardModel', id: '12' } },
        },
      },
    });
  });
});

describe('AD-046 the save rule', () => {
  const read = values({ rewardModelId: '11', rmsRewardId: 77 });

  it('NS-53 the model: a custom reward’s own, the read’s while the type stays, else the catalogue’s', () => {
    const custom = values({ rewardType: 'CustomRewardRedemption', rewardModelId: '99' });
    expect(rewardModelOf(undefined, custom, THREE)).toBe('99');
    expect(rewardModelOf(undefined, { ...custom, rewardModelId: '' }, THREE)).toBe('12');
    expect(rewardModelOf(undefined, values({ rewardModelId: '99' }), THREE)).toBe('11');
    expect(rewardModelOf(read, { ...read, rewardPercent: 0.2 }, [])).toBe('11');
    expect(rewardModelOf(read, { ...read, rewardType: 'SingleRewardSpendXGetY' }, THREE)).toBe('13');
    expect(rewardModelOf({ ...read, rewardModelId: '' }, read, EIGHT)).toBe('1');
  });

  it('POSTs a new reward, one without an RMS id and one whose model changes', () => {
    expect(rewardSaveAction(undefined, read, '11')).toEqual({ kind: 'post', rewardModelId: '11' });
    expect(rewardSaveAction({ ...read, rmsRewardId: null }, read, '11')).toEqual({ kind: 'post', rewardModelId: '11' });
    expect(rewardSaveAction(read, read, '13')).toEqual({ kind: 'post', rewardModelId: '13' });
  });

  it('PATCHes by the RMS id when another field changes, does nothing when what is sent is the same', () => {
    expect(rewardSaveAction(read, { ...read }, '11')).toEqual({ kind: 'unchanged' });
    const after = { ...read, rewardCap: 30 };
    expect(rewardSaveAction(read, after, '11')).toEqual({ kind: 'patch', rmsRewardId: 77, before: read });
  });
});

describe('issue 22: the edges of the config, the templates and the defaults', () => {
  it('AD-041 a text that is JSON but not an object is unparsable too, whatever the amounts missing or the currency', () => {
    for (const text of ['42', '"text"', '[1,2]', '{not json']) {
      expect(parseRewardConfig(text, 1, 'GBP')).toStrictEqual({ ...UNPARSABLE_CONFIG, mccList: [] });
    }
  });

  it('AD-031 keeps the members of the right type: a known currency, whole MCC codes, finite numbers', () => {
    expect(parseRewardConfig('{}')).toStrictEqual({ ...UNPARSABLE_CONFIG, mccList: [] });
    expect(parseRewardConfig('{"currencyUnit":"GBP"}', 0, 'USD').currencyUnit).toBe('GBP');
    expect(parseRewardConfig('{"currencyUnit":"EUR"}', 0, 'GBP').currencyUnit).toBe('GBP');
    const config = parseRewardConfig('{"mccList":[5812,3000.5,"4511",3000],"rewardCap":1e400,"minSpend":"25"}');
    expect(config).toMatchObject({ mccList: [5812, 3000], rewardCap: 0, minSpend: 0 });
  });

  it('AD-039 FlatAmountBack and SpendXGetY templates are flat; an unknown template name matches no kind', () => {
    const flat = parseRewardConfig('{"rewardAmount":5}');
    expect(isCustomReward('12', flat, THREE)).toBe(false);
    expect(isCustomReward('99', flat, [...THREE, template('4', 'Tiered loyalty', '99')])).toBe(true);
  });

  it('NS-53 a multiple type takes the last agreeing template', () => {
    const more = [...EIGHT, template('9', 'PercentBack', '9', { rewardPercent: 0.1 })];
    expect(rewardModelIdFor('MultipleRewardPercentAmountBack', more)).toBe('9');
  });

  it('a new reward has no end when the campaign ends before the start; an end on the start day is kept', () => {
    const now = new Date('2026-03-10T16:00:00Z');
    expect(rewardFormDefaults('USD', now, { start: '2026-03-01', end: '2026-03-05' }).redemptionEndDate).toBe('');
    expect(rewardFormDefaults('USD', now, { start: '2026-04-01', end: '2026-04-01' }).redemptionEndDate).toBe(
      '2026-04-01',
    );
  });

  it('a custom reward uses none of the money or count fields', () => {
    expect(rewardFieldsOf('CustomRewardRedemption')).toEqual({
      rewardPercent: false,
      rewardAmount: false,
      rewardCap: false,
      minSpend: false,
      minVisits: false,
      mccList: false,
    });
  });

  it('puts each refusal of the reward save at its field', () => {
    const at = (name: string) => rewardFieldOf(`data.attributes.rewardModelConfigValue.${name}`);
    expect(rewardFieldOf('data.attributes.redemptionStartDateTime')).toBe('redemptionStartDate');
    expect(rewardFieldOf('data.attributes.rewardAnnotations')).toBe('annotation');
    for (const name of ['rewardPercent', 'rewardAmount', 'minSpend', 'minVisits', 'mccList', 'endDateOffset']) {
      expect(at(name)).toBe(name);
    }
  });
});

describe('issue 22: the edges of the reward form schema', () => {
  const flat = (changes: Partial<RewardFormValues> = {}) =>
    values({ rewardType: 'SingleRewardFlatAmountBack', ...changes });

  it('COUNTRY-016/017 a percent is a fraction of at most 4 decimals, above 0', () => {
    expect(errorsOf(values({ rewardPercent: 0.12345 })).rewardPercent).toBe('Use at most 2 decimal places');
    expect(errorsOf(values({ rewardPercent: 0.1234 }))).toEqual({});
    expect(errorsOf(values({ rewardPercent: 0 }))).toEqual({
      rewardPercent: 'Enter a percent above 0 and at most 100.',
    });
    expect(errorsOf(flat({ rewardPercent: 0 }))).toEqual({});
  });

  it('checks the cap and the minimum spend of a standard reward at their fields', () => {
    expect(errorsOf(values({ rewardCap: -1 }))).toEqual({ rewardCap: 'Must not be negative' });
    expect(errorsOf(values({ minSpend: 0.1 }))).toEqual({ minSpend: 'Must be at least 0.2' });
  });

  it('a flat reward’s cap may equal its amount', () => {
    expect(errorsOf(flat({ rewardAmount: 20, rewardCap: 20 }))).toEqual({});
    expect(errorsOf(flat({ rewardAmount: 5, rewardCap: 20 }))).toEqual({});
  });

  it('AD-040 a custom reward’s amounts are not checked', () => {
    const custom = values({
      rewardType: 'CustomRewardRedemption',
      rewardPercent: 0.12345,
      rewardAmount: -1,
      rewardCap: -1,
      minSpend: -1,
    });
    expect(errorsOf(custom)).toEqual({});
  });

  it('a min-visit type takes 2 visits or more, whole', () => {
    const visits = (minVisits: number) =>
      errorsOf(values({ rewardType: 'MinVisitSingleRewardFlatAmountBack', minVisits })).minVisits;
    expect(visits(2)).toBeUndefined();
    expect(visits(3)).toBeUndefined();
    expect(visits(2.5)).toBe('Enter a whole number of visits, at least 2.');
  });

  it('needs a redemption start; an open end or an end on the start day is fine', () => {
    expect(errorsOf(values({ redemptionStartDate: '' }))).toEqual({ redemptionStartDate: 'This field is required' });
    expect(errorsOf(values({ redemptionEndDate: '' }))).toEqual({});
    expect(errorsOf(values({ redemptionStartDate: '2026-05-01', redemptionEndDate: '2026-05-01' }))).toEqual({});
  });

  it('AD-044 endDateOffset is a whole number of days, not negative', () => {
    const offset = (endDateOffset: number) => errorsOf(values({ endDateOffset })).endDateOffset;
    expect(offset(0)).toBeUndefined();
    expect(offset(-1)).toBe('Enter a whole number of days from 0 to 365.');
    expect(offset(1.5)).toBe('Enter a whole number of days from 0 to 365.');
  });
});

describe('rewardSummary: the other types', () => {
  it('custom, min-visit, mcc-based and multiple rewards; no cap or minimum spend when 0', () => {
    expect(rewardSummary(values({ rewardType: 'CustomRewardRedemption', rewardCap: 20 }), 'USD')).toBe('Custom reward');
    expect(rewardSummary(values({ rewardCap: 0, minSpend: 0 }), 'USD')).toBe('10% back');
    const visits = values({ rewardType: 'MinVisitSingleRewardPercentAmountBack', minVisits: 3 });
    expect(rewardSummary(visits, 'USD')).toBe('10% back, up to $20, on purchases over $25, after 3 visits');
    const mcc = values({ rewardType: 'MccSingleRewardFlatAmountBack', mccList: [3000, 5812], minSpend: 0 });
    expect(rewardSummary(mcc, 'USD')).toBe('$5 back, at 2 merchant categories');
    expect(rewardSummary({ ...mcc, mccList: [] }, 'USD')).toBe('$5 back');
    expect(rewardSummary(values({ rewardType: 'MultipleRewardPercentAmountBack', minSpend: 0 }), 'USD')).toBe(
      '10% back, up to $20, every time',
    );
  });
});

describe('an empty number box (NaN) in the reward form', () => {
  it('COUNTRY-016/017 is refused in words at its field, and not at all where the type does not use it', () => {
    const expected = 'Enter a number in digits, with a point for decimals';
    expect(errorsOf(values({ rewardPercent: Number.NaN }))).toEqual({ rewardPercent: expected });
    expect(errorsOf(values({ rewardCap: Number.NaN, minSpend: Number.NaN }))).toEqual({
      rewardCap: expected,
      minSpend: expected,
    });
    expect(errorsOf(values({ rewardType: 'SingleRewardFlatAmountBack', rewardAmount: Number.NaN }))).toEqual({
      rewardAmount: expected,
    });
    expect(errorsOf(values({ rewardType: 'MinVisitSingleRewardFlatAmountBack', minVisits: Number.NaN }))).toEqual({
      minVisits: 'Enter a whole number of visits, at least 2.',
    });
    expect(errorsOf(values({ endDateOffset: Number.NaN }))).toEqual({
      endDateOffset: 'Enter a whole number of days from 0 to 365.',
    });
    expect(errorsOf(values({ rewardAmount: Number.NaN, minVisits: Number.NaN }))).toEqual({});
  });
});
