import { describe, expect, it } from 'vitest';
import { brandIdsSchema, brandsOfAccount, newBrandIdSchema, sameBrands, toBrandsUpdate } from './brand-rules';

const BRANDS_INVALID_LIST = 'Brand ids must be positive whole numbers, each listed once';

describe('brands model', () => {
  it('ACCT-018 the form holds brand ids as numbers and the PUT brands body sends them as strings', () => {
    expect(brandsOfAccount(['12', '7'])).toEqual([12, 7]);
    expect(brandsOfAccount(null)).toEqual([]);
    expect(toBrandsUpdate([12, 42])).toEqual({ brandIds: ['12', '42'] });
    expect(toBrandsUpdate([])).toEqual({ brandIds: [] });
  });

  it('ACCT-018 brand ids are positive whole numbers, each listed once', () => {
    expect(brandIdsSchema.safeParse([1, 2, 3]).success).toBe(true);
    expect(brandIdsSchema.safeParse([1, 1]).error?.issues[0]?.message).toBe(BRANDS_INVALID_LIST);
    expect(brandIdsSchema.safeParse([0]).success).toBe(false);
    expect(brandIdsSchema.safeParse([1.5]).success).toBe(false);
    const schema = newBrandIdSchema([12]);
    expect(schema.parse(' 42 ')).toBe(42);
    expect(schema.safeParse('12').error?.issues[0]?.message).toBe('Brand 12 is already in the list');
    expect(schema.safeParse('-3').error?.issues[0]?.message).toBe('Enter a whole number using digits only');
    expect(schema.safeParse('1e3').success).toBe(false);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('This field is required');
  });

  it('tells an edited list from the saved one', () => {
    expect(sameBrands([1, 2], [1, 2])).toBe(true);
    expect(sameBrands([1, 2], [2, 1])).toBe(false);
    expect(sameBrands([1], [1, 2])).toBe(false);
    expect(sameBrands([1, 2], [1, 3])).toBe(false);
  });
});
