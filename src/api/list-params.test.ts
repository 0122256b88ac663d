import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, filterExpression, listParams } from './list-params';

describe('list call parameters', () => {
  it('API-011 list calls send page = pageIndex + 1 and perPage (default 10)', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(listParams({ pageIndex: 0 })).toEqual({ page: 1, perPage: 10 });
    expect(listParams({ pageIndex: 4, pageSize: 25 })).toEqual({ page: 5, perPage: 25 });
  });

  it('API-011 orderBy names the sort field, descending with a leading minus', () => {
    expect(listParams({ pageIndex: 0, sort: { field: 'startDateTime', descending: true } }).orderBy).toBe(
      '-startDateTime',
    );
    expect(listParams({ pageIndex: 0, sort: { field: 'name' } }).orderBy).toBe('name');
  });

  it('API-011 filter expressions such as campaignId==X are joined with ";" and unset values are left out', () => {
    expect(
      listParams({
        pageIndex: 0,
        filters: [
          { field: 'campaignId', operator: '==', value: 42 },
          { field: 'campaignStatus', operator: '!=', value: 'Draft' },
          { field: 'planId', operator: '==', value: undefined },
          { field: 'startDateTime', operator: '>', value: '2026-11-21T05:00:00Z' },
        ],
      }).filter,
    ).toBe('campaignId==42;campaignStatus!=Draft;startDateTime>2026-11-21T05:00:00Z');
    expect(filterExpression([{ field: 'planId', operator: '==', value: '' }])).toBeUndefined();
  });
});
