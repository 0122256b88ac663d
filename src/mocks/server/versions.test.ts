import { describe, expect, it } from 'vitest';
import { etagOf, ifMatchHolds } from './versions';

describe('NS-89 If-Match against the current version', () => {
  it('NS-89 matches *, the current strong tag or a list naming it; never another version or a weak tag', () => {
    const current = etagOf(7);
    expect(current).toBe('"7"');
    expect(ifMatchHolds('*', current)).toBe(true);
    expect(ifMatchHolds('"7"', current)).toBe(true);
    expect(ifMatchHolds(' "3", "7" ', current)).toBe(true);
    expect(ifMatchHolds('"6"', current)).toBe(false);
    expect(ifMatchHolds('7', current)).toBe(false);
    expect(ifMatchHolds('W/"7"', current)).toBe(false);
  });
});
