import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import {
  EMPTY_TVC_REQUEST_FORM,
  MAX_TVC_NOTES,
  toTvcRequestCreate,
  tvcRequestFieldOf,
  tvcRequestFormSchema,
  type TvcRequestFormInput,
} from './tvc-rules';

const valid: TvcRequestFormInput = {
  campaignId: '5001',
  requestedStartDate: '2026-12-01',
  requestedEndDate: '2026-12-14',
  notes: '',
};

function problems(values: Partial<TvcRequestFormInput>): [string, string][] {
  const result = tvcRequestFormSchema.safeParse({ ...valid, ...values });
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}
const parse = (values: Partial<TvcRequestFormInput>) => tvcRequestFormSchema.parse({ ...valid, ...values });

const dayArb = fc
  .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

describe('the TVC request form', () => {
  it('NS-62 a campaign and two dates pass; the empty form names each required field', () => {
    expect(problems({})).toEqual([]);
    expect(problems(EMPTY_TVC_REQUEST_FORM).map(([field]) => field)).toEqual([
      'campaignId',
      'requestedStartDate',
      'requestedEndDate',
    ]);
  });

  it('NS-62 the campaign is an id of digits', () => {
    const campaign = [['campaignId', translate('adsmanager.TVC_ERROR_CAMPAIGN')]];
    expect(problems({ campaignId: '' })).toEqual(campaign);
    expect(problems({ campaignId: '12a' })).toEqual(campaign);
    expect(problems({ campaignId: '-1' })).toEqual(campaign);
    expect(problems({ campaignId: ' 1' })).toEqual(campaign);
    expect(problems({ campaignId: '0' })).toEqual([]);
  });

  it('NS-62 the dates are real calendar dates written YYYY-MM-DD', () => {
    const date = translate('adsmanager.TVC_ERROR_DATE');
    expect(problems({ requestedStartDate: '2026-02-30' })).toEqual([['requestedStartDate', date]]);
    expect(problems({ requestedStartDate: '2026-12-1' })).toEqual([['requestedStartDate', date]]);
    expect(problems({ requestedEndDate: '2026-12-32' })).toEqual([['requestedEndDate', date]]);
    expect(problems({ requestedStartDate: '2024-02-29', requestedEndDate: '2024-02-29' })).toEqual([]);
    // An end not yet given is first of all missing (the form shows a field's first problem).
    expect(problems({ requestedEndDate: '' })[0]).toEqual(['requestedEndDate', date]);
  });

  it('NS-62 the end is on or after the start', () => {
    const order = [['requestedEndDate', translate('adsmanager.TVC_ERROR_END_BEFORE_START')]];
    expect(problems({ requestedStartDate: '2026-12-14', requestedEndDate: '2026-12-14' })).toEqual([]);
    expect(problems({ requestedStartDate: '2026-12-14', requestedEndDate: '2026-12-13' })).toEqual(order);
    expect(problems({ requestedStartDate: '2026-12-31', requestedEndDate: '2027-01-01' })).toEqual([]);
  });

  it('NS-62 for any two dates the order is refused exactly when the end comes first', () => {
    fc.assert(
      fc.property(dayArb, dayArb, (start, end) => {
        const found = problems({ requestedStartDate: start, requestedEndDate: end });
        expect(found).toEqual(
          end < start ? [['requestedEndDate', translate('adsmanager.TVC_ERROR_END_BEFORE_START')]] : [],
        );
      }),
    );
  });

  it('NS-62 notes are optional, trimmed, and at most 2,000 characters', () => {
    expect(parse({ notes: '  Call Ana  ' }).notes).toBe('Call Ana');
    expect(problems({ notes: 'x'.repeat(MAX_TVC_NOTES) })).toEqual([]);
    expect(problems({ notes: ` ${'x'.repeat(MAX_TVC_NOTES)} ` })).toEqual([]);
    expect(problems({ notes: 'x'.repeat(MAX_TVC_NOTES + 1) })).toEqual([
      ['notes', translate('adsmanager.TVC_ERROR_NOTES')],
    ]);
  });
});

describe('the create body', () => {
  it('NS-62 sends the campaign as a number and the dates as typed; empty notes are left out', () => {
    const body = toTvcRequestCreate(parse({ notes: '   ' }));
    expect(body).toEqual({ campaignId: 5001, requestedStartDate: '2026-12-01', requestedEndDate: '2026-12-14' });
    expect('notes' in body).toBe(false);
  });

  it('NS-62 sends notes when there are some, trimmed', () => {
    expect(toTvcRequestCreate(parse({ notes: ' Call Ana ' }))).toEqual({
      campaignId: 5001,
      requestedStartDate: '2026-12-01',
      requestedEndDate: '2026-12-14',
      notes: 'Call Ana',
    });
  });

  it('TVC-004 a 400 naming the campaign lands at the campaign field; unknown fields stay at the top', () => {
    expect(tvcRequestFieldOf('campaignId')).toBe('campaignId');
    expect(tvcRequestFieldOf('body.requestedEndDate')).toBe('requestedEndDate');
    expect(tvcRequestFieldOf('testPopulation')).toBeUndefined();
  });
});
