import { describe, expect, it } from 'vitest';
import {
  changeListState,
  choiceParam,
  columnSizeParam,
  defineListState,
  idParam,
  parseListState,
  textParam,
  writeListState,
} from './list-state';

const COLORS = ['red', 'green'] as const;
const LIST = defineListState({
  filters: {
    name: textParam('q'),
    color: choiceParam('color', COLORS),
    kind: choiceParam('kind', ['all', 'mine'] as const, 'all'),
    owner: idParam('owner'),
  },
  sort: { ids: ['name', 'created'] as const, default: { id: 'created', desc: true } },
  pageSize: { options: [10, 25, 100], default: 10 },
  columns: { ids: ['a', 'b', 'c'] as const, default: ['a', 'b'] },
});

const parse = (query: string) => parseListState(LIST, new URLSearchParams(query));
const DEFAULTS = parse('');

describe('list state in the URL', () => {
  it('an empty query is every default', () => {
    expect(DEFAULTS).toEqual({
      filters: { name: '', color: undefined, kind: 'all', owner: undefined },
      sort: { id: 'created', desc: true },
      pageIndex: 0,
      pageSize: 10,
      columns: ['a', 'b'],
    });
    expect(writeListState(LIST, DEFAULTS).toString()).toBe('');
  });

  it('reads and writes every part, with a 1-based page and -column for descending', () => {
    const query = 'q=north&color=green&kind=mine&owner=42&sort=-name&page=3&size=25&cols=a%2Cc';
    const state = parse(query);
    expect(state).toEqual({
      filters: { name: 'north', color: 'green', kind: 'mine', owner: 42 },
      sort: { id: 'name', desc: true },
      pageIndex: 2,
      pageSize: 25,
      columns: ['a', 'c'],
    });
    expect(writeListState(LIST, state).toString()).toBe(query);
    expect(parse('sort=name').sort).toEqual({ id: 'name', desc: false });
  });

  it('falls back to the default for anything unreadable', () => {
    expect(parse('color=blue&kind=theirs&owner=-3&sort=-price&page=0&size=7&cols=z')).toEqual({
      ...DEFAULTS,
      columns: [],
    });
    expect(parse('owner=1.5&page=two').filters.owner).toBeUndefined();
    expect(parse('q=%20%20').filters.name).toBe('');
  });

  it('keeps the parameters that are not the list’s and drops the defaults', () => {
    const next = writeListState(LIST, { ...DEFAULTS, pageIndex: 1 }, new URLSearchParams('tab=2&page=9&q=x'));
    expect(next.toString()).toBe('tab=2&page=2');
  });

  it('writes the shown columns in the definition’s order', () => {
    expect(writeListState(LIST, { ...DEFAULTS, columns: ['c', 'a'] }).toString()).toBe('cols=a%2Cc');
    expect(writeListState(LIST, { ...DEFAULTS, columns: [] }).toString()).toBe('cols=');
    expect(parse('cols=').columns).toEqual([]);
  });

  it('a new filter, sort or page size goes back to the first page; a column choice does not', () => {
    const onPage3 = { ...DEFAULTS, pageIndex: 2 };
    expect(changeListState(LIST, onPage3, { filters: { color: 'red' } })).toMatchObject({
      pageIndex: 0,
      filters: { name: '', color: 'red', kind: 'all' },
    });
    expect(changeListState(LIST, onPage3, { sort: { id: 'name', desc: false } }).pageIndex).toBe(0);
    expect(changeListState(LIST, onPage3, { pageSize: 100 }).pageIndex).toBe(0);
    expect(changeListState(LIST, onPage3, { columns: ['c', 'b'] })).toMatchObject({
      pageIndex: 2,
      columns: ['b', 'c'],
    });
    expect(changeListState(LIST, onPage3, { pageIndex: 4 }).pageIndex).toBe(4);
  });
});

describe('column sizes in the URL', () => {
  const widths = columnSizeParam('widths', { min: 80, max: 1200 });
  it('reads column:px pairs, leaving out sizes that are not whole numbers within the bounds', () => {
    expect(widths.parse('campaignName:320,roas:96,reach:40,aov:9000,fee:1.5,:120,adSpend')).toEqual({
      campaignName: 320,
      roas: 96,
    });
    expect(widths.parse(null)).toEqual({});
  });
  it('writes whole pixels, and nothing for no sizes', () => {
    expect(widths.format({ campaignName: 320.4, roas: 96 })).toBe('campaignName:320,roas:96');
    expect(widths.format({})).toBeUndefined();
  });
});
