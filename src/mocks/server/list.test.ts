import { describe, expect, it } from 'vitest';
import { matches, pagedList, parseFilter, sortBy } from './list';

const campaigns = [
  { campaignId: 1, name: 'Spring', campaignStatus: 'Active', startDateTime: '2026-03-01T05:00:00Z', planId: 4001 },
  { campaignId: 2, name: 'Autumn', campaignStatus: 'Draft', startDateTime: '2026-09-01T04:00:00Z', planId: null },
  { campaignId: 3, name: 'Winter', campaignStatus: 'Scheduled', startDateTime: '2026-12-01T05:00:00Z', planId: 4001 },
];

describe('list engine', () => {
  it('reads filter expressions with ==, !=, >, <, >=, <= joined by ;', () => {
    expect(parseFilter('campaignId==42;campaignStatus!=Draft;startDateTime>2026-01-01')).toEqual([
      { field: 'campaignId', operator: '==', value: '42' },
      { field: 'campaignStatus', operator: '!=', value: 'Draft' },
      { field: 'startDateTime', operator: '>', value: '2026-01-01' },
    ]);
    expect(parseFilter('no operator here')).toBeUndefined();
  });

  it('matches numbers, texts, dates and null', () => {
    const pick = (filter: string) =>
      campaigns.filter((c) => matches(c, parseFilter(filter) ?? [])).map((c) => c.campaignId);
    expect(pick('campaignStatus!=Draft')).toEqual([1, 3]);
    expect(pick('planId==4001')).toEqual([1, 3]);
    expect(pick('planId==null')).toEqual([2]);
    expect(pick('startDateTime>2026-06-01T00:00:00Z')).toEqual([2, 3]);
    expect(pick('campaignId>=2;campaignStatus!=Draft')).toEqual([3]);
  });

  it('sorts ascending, or descending with a leading minus', () => {
    expect(sortBy(campaigns, '-startDateTime').map((c) => c.campaignId)).toEqual([3, 2, 1]);
    expect(sortBy(campaigns, 'name').map((c) => c.name)).toEqual(['Autumn', 'Spring', 'Winter']);
  });

  it('API-008 a paged list answers pagination-totalcount and pagination-totalpages', async () => {
    const response = pagedList(campaigns, { page: 2, perPage: 2, orderBy: 'campaignId' });
    expect(response.headers.get('pagination-totalcount')).toBe('3');
    expect(response.headers.get('pagination-totalpages')).toBe('2');
    expect(((await response.json()) as { campaignId: number }[]).map((c) => c.campaignId)).toEqual([3]);
  });

  it('answers 400 naming the filter when it cannot be read', async () => {
    const response = pagedList(campaigns, { filter: 'campaignId=>1' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILURE', extensions: { field: 'filter' } });
  });
});
