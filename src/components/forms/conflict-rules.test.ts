import { changedRows, choicesFor, fieldConflicts, fieldLeaves, sameValue, valuesToSet } from './conflict-rules';

const base = {
  name: 'Spring',
  budget: '1000',
  notes: '',
  creative: { texts: { headline: 'Save 10%' } },
  brands: [1, 2],
};

describe('conflict rules: yours and theirs after a 412', () => {
  it('NS-92 a field both changed is a conflict of yours and theirs; a field only they changed is listed as theirs', () => {
    const yours = { ...base, budget: '1500', name: 'Spring sale' };
    const theirs = { ...base, budget: '2000', brands: [1, 2, 3] };
    expect(fieldConflicts(base, yours, theirs)).toEqual([
      { path: 'budget', base: '1000', yours: '1500', theirs: '2000', yoursChanged: true },
      { path: 'brands', base: [1, 2], yours: [1, 2], theirs: [1, 2, 3], yoursChanged: false },
    ]);
  });

  it('NS-92 nested fields are compared leaf by leaf under their dotted path', () => {
    const yours = { ...base, creative: { texts: { headline: 'Mine' } } };
    const theirs = { ...base, creative: { texts: { headline: 'Theirs' } } };
    expect(fieldConflicts(base, yours, theirs)).toEqual([
      { path: 'creative.texts.headline', base: 'Save 10%', yours: 'Mine', theirs: 'Theirs', yoursChanged: true },
    ]);
  });

  it('NS-92 nothing is listed where they changed nothing or where the form already holds their value', () => {
    expect(fieldConflicts(base, { ...base, name: 'Mine' }, base)).toEqual([]);
    expect(fieldConflicts(base, { ...base, budget: '2000' }, { ...base, budget: '2000' })).toEqual([]);
    // The form followed a refetch: an untouched field already shows theirs.
    expect(fieldConflicts(base, { ...base, notes: 'x' }, { ...base, notes: 'x' })).toEqual([]);
  });

  it('NS-92 empty values (undefined, null, empty text) are one value; arrays and objects compare deeply', () => {
    expect(sameValue(undefined, '')).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue('0', '')).toBe(false);
    expect(sameValue([1, { a: 2 }], [1, { a: 2 }])).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(fieldConflicts(base, base, { ...base, notes: null })).toEqual([]);
  });

  it('NS-92 leaves: plain objects are walked into, arrays are one field', () => {
    expect([...fieldLeaves({ a: { b: 1, c: [1] }, d: 'x' }).keys()]).toEqual(['a.b', 'a.c', 'd']);
  });

  it('NS-92 keep mine keeps every field the user changed and takes theirs where only they changed one', () => {
    const conflicts = fieldConflicts(base, { ...base, budget: '1500' }, { ...base, budget: '2000', name: 'Summer' });
    const choices = choicesFor(conflicts, 'keepMine');
    expect(choices).toEqual({ name: 'theirs', budget: 'yours' });
    expect(valuesToSet(conflicts, choices)).toEqual([{ path: 'name', value: 'Summer' }]);
  });

  it('NS-92 take theirs sets every listed field to theirs and nothing else', () => {
    const conflicts = fieldConflicts(
      base,
      { ...base, budget: '1500', notes: 'mine only' },
      { ...base, budget: '2000', name: 'Summer' },
    );
    expect(valuesToSet(conflicts, choicesFor(conflicts, 'takeTheirs'))).toEqual([
      { path: 'name', value: 'Summer' },
      { path: 'budget', value: '2000' },
    ]);
  });

  it('NS-92 review each applies exactly the choices made per field', () => {
    const conflicts = fieldConflicts(
      base,
      { ...base, budget: '1500', name: 'Mine' },
      { ...base, budget: '2000', name: 'Theirs' },
    );
    expect(valuesToSet(conflicts, { name: 'theirs', budget: 'yours' })).toEqual([{ path: 'name', value: 'Theirs' }]);
    expect(valuesToSet(conflicts, { name: 'yours', budget: 'yours' })).toEqual([]);
  });

  it('NS-92 a changed list counts the rows added and removed since it was read', () => {
    expect(changedRows([1, 2, 3], [1, 2, 3])).toBe(0);
    expect(changedRows([1, 2, 3], [3, 1, 2])).toBe(0);
    expect(changedRows([1, 2, 3], [1, 3, 4, 5])).toBe(3);
  });
});
