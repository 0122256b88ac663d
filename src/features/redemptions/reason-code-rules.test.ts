import { describe, expect, it } from 'vitest';
import {
  allowedDecisions,
  decodeReasonCode,
  readOnlyReason,
  reasonCodeKind,
  REASON_BITS,
  sharedDecisions,
} from './reason-code-rules';

/** Every code of the table's ten bits: 0 to 1023. */
const EVERY_CODE = Array.from({ length: 1024 }, (_, code) => code);

// The spec's sets written out as lists of bits (part 3 §3), independent of the rules' bit masks.
const APPROVABLE_BITS = [4, 8, 16, 32];
const DENIABLE_BITS = [2, 128, 512];
const has = (code: number, bit: number) => Math.floor(code / bit) % 2 === 1;
const bitsOf = (code: number) => [1, 2, 4, 8, 16, 32, 64, 128, 256, 512].filter((bit) => has(code, bit));

describe('reason codes', () => {
  it('REDEEM-008 each bit of the table reads as its own part, in the spec’s order', () => {
    expect(REASON_BITS.map(({ bit }) => decodeReasonCode(bit).parts)).toEqual([
      ['forcedRedemptions'],
      ['transactionUsed'],
      ['duplicate1'],
      ['gamer3'],
      ['gamer1'],
      ['gamer2'],
      ['holdRedemption'],
      ['duplicate2'],
      ['fi'],
      ['zeroDollarRedemption'],
    ]);
  });

  it('REDEEM-009 a combined code reads as each of its parts (20 = duplicate 1 + gamer 1), the parts summing to the code', () => {
    expect(decodeReasonCode(20)).toEqual({ code: 20, parts: ['duplicate1', 'gamer1'], unknown: false });
    expect(decodeReasonCode(642).parts).toEqual(['transactionUsed', 'duplicate2', 'zeroDollarRedemption']);
    for (const code of EVERY_CODE.slice(1)) {
      const decoded = decodeReasonCode(code);
      const sum = decoded.parts.reduce(
        (total, part) => total + (REASON_BITS.find((b) => b.part === part)?.bit ?? 0),
        0,
      );
      expect(sum).toBe(code);
      expect(decoded.unknown).toBe(false);
    }
  });

  it('REDEEM-009 a code with bits outside the table, no bit, or not a whole number is unknown and read-only', () => {
    for (const code of [0, 1024, 1024 + 4, 2048, 2 ** 40, -4, 4.5, Number.NaN]) {
      expect(decodeReasonCode(code).unknown).toBe(true);
      expect(allowedDecisions(code)).toEqual([]);
      expect(readOnlyReason(code)).toBe('unknown');
    }
  });

  it('REDEEM-010 REDEEM-011 REDEEM-012 REDEEM-013 over every code 0…1023 the decisions follow the spec’s sets', () => {
    for (const code of EVERY_CODE) {
      const bits = bitsOf(code);
      const forced = has(code, 1);
      const approvable = !forced && bits.length > 0 && bits.every((bit) => APPROVABLE_BITS.includes(bit));
      const deniable =
        !forced &&
        bits.some((bit) => DENIABLE_BITS.includes(bit)) &&
        bits.every((bit) => DENIABLE_BITS.includes(bit) || APPROVABLE_BITS.includes(bit));
      const investigate = !forced && has(code, 64);
      const institution = !forced && has(code, 256) && !has(code, 64);

      const expected = [
        ...(approvable ? ['Approve'] : []),
        ...(deniable ? ['Deny'] : []),
        ...(investigate ? ['Investigate'] : []),
      ];
      expect({ code, decisions: allowedDecisions(code) }).toEqual({ code, decisions: expected });
      // At most one decision fits any code: approvable and deniable never overlap (mixed codes are deniable).
      expect(allowedDecisions(code).length).toBeLessThanOrEqual(1);
      expect({ code, institution: reasonCodeKind(code) === 'institution' }).toEqual({ code, institution });
      // NS-76: a code that offers nothing says why.
      expect({ code, readOnly: readOnlyReason(code) !== undefined }).toEqual({ code, readOnly: expected.length === 0 });
    }
  });

  it('REDEEM-010 REDEEM-011 the spec’s examples: 4, 20 and 60 approve; 2, 130 and 642 deny; 22 (mixed) denies, never approves', () => {
    expect([4, 20, 60].map(allowedDecisions)).toEqual([['Approve'], ['Approve'], ['Approve']]);
    expect([2, 130, 642].map(allowedDecisions)).toEqual([['Deny'], ['Deny'], ['Deny']]);
    expect(allowedDecisions(22)).toEqual(['Deny']);
  });

  it('REDEEM-012 REDEEM-013 hold is investigated also with FI; FI without hold and forced codes are read-only (NS-76)', () => {
    expect(allowedDecisions(64 + 256)).toEqual(['Investigate']);
    expect(readOnlyReason(256)).toBe('institution');
    expect(readOnlyReason(256 + 4)).toBe('institution');
    expect(readOnlyReason(1)).toBe('forced');
    expect(readOnlyReason(1 + 64)).toBe('forced');
  });

  it('REDEEM-010 REDEEM-011 a decision on many codes offers only what every one of them allows', () => {
    expect(sharedDecisions([4, 20, 60])).toEqual(['Approve']);
    expect(sharedDecisions([20, 130])).toEqual([]);
    expect(sharedDecisions([2, 22])).toEqual(['Deny']);
    expect(sharedDecisions([])).toEqual([]);
  });
});
