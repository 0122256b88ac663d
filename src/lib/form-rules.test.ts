import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { amount, email, enumField, integerId, optionalText, requiredText } from './form-rules';
import { hasAtMostDecimals } from './money';
import { moneyLimit } from './countries';

/** The messages of a failed parse, or [] when it passes. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText / optionalText', () => {
  it('SHELL-063 required text is trimmed and needs length >= 1 (field required)', () => {
    const schema = requiredText();
    expect(schema.parse('  Summer sale  ')).toBe('Summer sale');
    expect(messages(schema, '')).toEqual(['This field is required']);
    expect(messages(schema, '   ')).toEqual(['This field is required']);
    expect(messages(schema, undefined)).toEqual(['This field is required']);
    expect(messages(schema, null)).toEqual(['This field is required']);
  });

  it('SHELL-063 min and max lengths give messages stating the count, measured after trimming', () => {
    const schema = requiredText({ min: 3, max: 5 });
    expect(messages(schema, ' ab ')).toEqual(['Must be at least 3 characters']);
    expect(messages(schema, 'abcdef')).toEqual(['Must be at most 5 characters']);
    expect(schema.parse('  abcde  ')).toBe('abcde');
    expect(schema.parse('abc')).toBe('abc');
    expect(messages(schema, '')).toEqual(['This field is required']);
  });

  it('SHELL-063 optional text accepts the empty string; a non-empty value obeys min and max', () => {
    const schema = optionalText({ min: 2, max: 4 });
    expect(schema.parse('')).toBe('');
    expect(schema.parse('   ')).toBe('');
    expect(schema.parse(' ab ')).toBe('ab');
    expect(messages(schema, 'a')).toEqual(['Must be at least 2 characters']);
    expect(messages(schema, 'abcde')).toEqual(['Must be at most 4 characters']);
    expect(optionalText().parse('anything at all')).toBe('anything at all');
  });
});

describe('email', () => {
  it('SHELL-064 e-mail is trimmed and must be a valid address (invalid email)', () => {
    const schema = email();
    expect(schema.parse('  ann@example.com ')).toBe('ann@example.com');
    for (const value of ['ann', 'ann@', '@example.com', 'ann@example', 'ann example@x.com', 'ann@@example.com']) {
      expect(messages(schema, value), value).toEqual(['Enter a valid e-mail address']);
    }
  });

  it('SHELL-064 required means non-empty; an optional e-mail accepts the empty string', () => {
    expect(messages(email(), '')).toEqual(['This field is required']);
    expect(messages(email(), '   ')).toEqual(['This field is required']);
    expect(messages(email({ required: true }), undefined)).toEqual(['This field is required']);
    const optional = email({ required: false });
    expect(optional.parse('')).toBe('');
    expect(optional.parse('  ')).toBe('');
    expect(messages(optional, 'nope')).toEqual(['Enter a valid e-mail address']);
  });
});

describe('enumField', () => {
  it('SHELL-065 an empty enumeration gives field required; another invalid value lists the options', () => {
    const schema = enumField(['US', 'GB']);
    expect(schema.parse('GB')).toBe('GB');
    expect(messages(schema, '')).toEqual(['This field is required']);
    expect(messages(schema, undefined)).toEqual(['This field is required']);
    expect(messages(schema, null)).toEqual(['This field is required']);
    expect(messages(schema, 'FR')).toEqual(['Invalid value. Expected one of: US, GB']);
    expect(messages(schema, 3)).toEqual(['Invalid value. Expected one of: US, GB']);
  });
});

describe('integerId', () => {
  it('accepts only integers, digits only (the ID search rule of SHELL-052)', () => {
    const schema = integerId();
    expect(schema.parse(' 123 ')).toBe(123);
    expect(messages(schema, '')).toEqual(['This field is required']);
    for (const value of ['-1', '+1', '1.5', '1e3', 'abc', '0', '99999999999999999']) {
      expect(messages(schema, value), value).toEqual(['Enter a whole number using digits only']);
    }
  });
});

describe('amount', () => {
  it('checks the range inclusively, negatives, decimals and empty input', () => {
    const schema = amount({ ...moneyLimit('minimumSpend', 'GBP'), decimals: 2 });
    expect(schema.parse(0.2)).toBe(0.2);
    expect(schema.parse(100_000)).toBe(100_000);
    expect(messages(schema, 0.19)).toEqual(['Must be at least 0.2']);
    expect(messages(schema, 100_000.01)).toEqual(['Must be at most 100000']);
    expect(messages(schema, -5)).toEqual(['Must not be negative']);
    expect(messages(schema, 1.234)).toEqual(['Use at most 2 decimal places']);
    expect(messages(schema, null)).toEqual(['This field is required']);
    expect(messages(schema, undefined)).toEqual(['This field is required']);
    expect(messages(schema, Number.NaN)).toEqual(['Enter a number in digits, with a point for decimals']);
    expect(messages(schema, '12')).toEqual(['Enter a number in digits, with a point for decimals']);
  });

  it('hasAtMostDecimals reads the decimal text of a number', () => {
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false); // 0.30000000000000004
    expect(hasAtMostDecimals(0.3, 2)).toBe(true);
    expect(hasAtMostDecimals(12, 0)).toBe(true);
    expect(hasAtMostDecimals(1e-7, 6)).toBe(false);
    expect(hasAtMostDecimals(1e21, 0)).toBe(true);
    expect(hasAtMostDecimals(Number.POSITIVE_INFINITY, 2)).toBe(false);
  });
});
