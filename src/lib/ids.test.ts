import { describe, expect, it } from 'vitest';
import { parseIntegerId } from './ids';

describe('parseIntegerId', () => {
  it('accepts only integers written with digits (the ID search rule of SHELL-052)', () => {
    expect(parseIntegerId('42')).toBe(42);
    expect(parseIntegerId('  1234567 ')).toBe(1234567);
    expect(parseIntegerId('007')).toBe(7);
    for (const text of ['', '   ', '-1', '+1', '1.0', '1.5', '1e3', '0x10', '12 34', '1,000', 'abc', '0', '٣']) {
      expect(parseIntegerId(text), text).toBeUndefined();
    }
  });

  it('rejects ids beyond the safe integer range, null and undefined', () => {
    expect(parseIntegerId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseIntegerId('9007199254740993')).toBeUndefined();
    expect(parseIntegerId(null)).toBeUndefined();
    expect(parseIntegerId(undefined)).toBeUndefined();
  });
});
