import { describe, expect, it } from 'vitest';
import type { RewardTemplate } from '@generated/rms/model';
import {
  isCustomReward,
  parseRewardConfig,
  REWARD_MAX_END_DATE_OFFSET_DAYS,
  REWARD_TYPE_DEFINITIONS,
  REWARD_TYPES,
  rewardFormDefaults,
  rewardFormFieldOf,
  rewardFormSchema,
  rewardModelIdFor,
  rewardSummary,
  rewardTypeOf,
  setKnownMcc,
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
