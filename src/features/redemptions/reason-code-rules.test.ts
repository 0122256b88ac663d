import fc from 'fast-check';
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

// The spec's table and sets written out as lists of bits (part 3 §3 "Redemption review"),
// independent of the rules' bit masks.
const TABLE_BITS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512];
const FORCED = 1;
const HOLD = 64;
const FI = 256;
const APPROVABLE_BITS = [4, 8, 16, 32];
const DENIABLE_BITS = [2, 128, 512];
const has = (code: number, bit: number) => Math.floor(code / bit) % 2 === 1;
const bitsOf = (code: number) => TABLE_BITS.filter((bit) => has(code, bit));
const sum = (bits: readonly number[]) => bits.reduce((total, bit) => total + bit, 0);

/** Any combination of the table's bits (the empty one, 0, included), as its bits and its code. */
const combination = fc.subarray(TABLE_BITS).map((bits) => ({ bits, code: sum(bits) }));
/** Any non-empty combination of some of `bits`. */
const someOf = (bits: readonly number[]) => fc.subarray([...bits], { minLength: 1 }).map(sum);
/** A code that is not a sum of the table's bits: a bit above 512, below 0, or not a whole number. */
const outsideTable = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 2 ** 20 }), fc.integer({ min: 0, max: 1023 }))
    .map(([high, low]) => high * 1024 + low),
  fc.integer({ min: -(2 ** 31), max: -1 }),
  fc.double({ noInteger: true, noDefaultInfinity: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

describe('reason codes: the labels (REDEEM-008, REDEEM-009)', () => {
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

  it('REDEEM-009 a combined code reads as each of its parts (20 = duplicate 1 + gamer 1; 642 = transaction used + duplicate 2 + zero dollar)', () => {
    expect(decodeReasonCode(20)).toEqual({ code: 20, parts: ['duplicate1', 'gamer1'], unknown: false });
    expect(decodeReasonCode(642).parts).toEqual(['transactionUsed', 'duplicate2', 'zeroDollarRedemption']);
  });

  it('REDEEM-009 property: any non-empty combination of bits reads as exactly those bits’ parts, in the table’s order', () => {
    fc.assert(
      fc.property(combination, ({ bits, code }) => {
        fc.pre(bits.length > 0);
        const decoded = decodeReasonCode(code);
        expect(decoded.unknown).toBe(false);
        expect(decoded.parts).toEqual(REASON_BITS.filter(({ bit }) => bits.includes(bit)).map(({ part }) => part));
        const partBit = (part: string) => REASON_BITS.find((entry) => entry.part === part)?.bit ?? 0;
        expect(sum(decoded.parts.map(partBit))).toBe(code);
      }),
    );
  });

  it('REDEEM-009 a code with bits outside the table, no bit, or not a whole number is unknown and read-only', () => {
    // 2 ** 40 + 4: bits above 2 ** 31 do not survive `&`, so only its size tells it apart from 4.
    for (const code of [0, 1024, 1024 + 4, 2048, 2 ** 40, 2 ** 40 + 4, -4, 4.5, Number.NaN]) {
      expect(decodeReasonCode(code).unknown).toBe(true);
      expect(allowedDecisions(code)).toEqual([]);
      expect(readOnlyReason(code)).toBe('unknown');
    }
    // Not a whole number from 0: no part at all is read from it.
    expect([-4, 4.5, Number.NaN].map((code) => decodeReasonCode(code).parts)).toEqual([[], [], []]);
  });

  it('REDEEM-009 property: any code outside the table’s sums — hold or forced among its low bits or not — is unknown, offers nothing and says so', () => {
    fc.assert(
      fc.property(outsideTable, (code) => {
        expect(decodeReasonCode(code).unknown).toBe(true);
        expect(reasonCodeKind(code)).toBe('unknown');
        expect(allowedDecisions(code)).toEqual([]);
        expect(readOnlyReason(code)).toBe('unknown');
      }),
    );
  });
});

describe('reason codes: the decisions (REDEEM-010…013, NS-76)', () => {
  it('REDEEM-012 “Investigate codes: combinations that include hold”: every code 0…1023 with bit 64 offers Investigate, and no code without it does', () => {
    for (const code of EVERY_CODE) {
      expect({ code, investigate: allowedDecisions(code).includes('Investigate') }).toEqual({
        code,
        investigate: has(code, HOLD),
      });
    }
  });

  it('REDEEM-012 NS-76 a forced redemption on hold is investigated (65, 65 + FI, 65 + deniable and approvable bits); forced without hold is read-only', () => {
    for (const code of [1 + 64, 1 + 64 + 256, 1 + 64 + 2 + 4, 1023]) {
      expect({ code, decisions: allowedDecisions(code) }).toEqual({ code, decisions: ['Investigate'] });
      expect(readOnlyReason(code)).toBeUndefined();
    }
    for (const code of [1, 1 + 4, 1 + 2, 1 + 256, 1023 - 64]) {
      expect({ code, decisions: allowedDecisions(code) }).toEqual({ code, decisions: [] });
      expect(readOnlyReason(code)).toBe('forced');
    }
  });

  it('REDEEM-012 property: adding hold to any code of the table makes it a code to investigate, and only that', () => {
    fc.assert(
      fc.property(combination, ({ code }) => {
        const held = has(code, HOLD) ? code : code + HOLD;
        expect(allowedDecisions(held)).toEqual(['Investigate']);
        expect(reasonCodeKind(held)).toBe('investigate');
      }),
    );
  });

  it('REDEEM-010 “Approvable codes: duplicate 1, gamer 1, gamer 2, gamer 3, and combinations of these”: every one approves, and nothing else does', () => {
    fc.assert(
      fc.property(someOf(APPROVABLE_BITS), (code) => {
        expect(allowedDecisions(code)).toEqual(['Approve']);
      }),
    );
    for (const code of EVERY_CODE) {
      const bits = bitsOf(code);
      const approvable = bits.length > 0 && bits.every((bit) => APPROVABLE_BITS.includes(bit));
      expect({ code, approve: allowedDecisions(code).includes('Approve') }).toEqual({ code, approve: approvable });
    }
  });

  it('REDEEM-011 “Deniable codes: transaction used, duplicate 2, zero-dollar, and combinations”: every one denies; NS-76: also mixed with approvable bits, never with another bit', () => {
    fc.assert(
      fc.property(someOf(DENIABLE_BITS), fc.subarray(APPROVABLE_BITS), (deniable, approvable) => {
        expect(allowedDecisions(deniable)).toEqual(['Deny']);
        expect(allowedDecisions(deniable + sum(approvable))).toEqual(['Deny']);
      }),
    );
    for (const code of EVERY_CODE) {
      const bits = bitsOf(code);
      const deniable =
        bits.some((bit) => DENIABLE_BITS.includes(bit)) &&
        bits.every((bit) => DENIABLE_BITS.includes(bit) || APPROVABLE_BITS.includes(bit));
      expect({ code, deny: allowedDecisions(code).includes('Deny') }).toEqual({ code, deny: deniable });
    }
  });

  it('REDEEM-013 “Institution-grouped codes: FI combinations without hold” are left to the institution (NS-76: forced ones say forced)', () => {
    for (const code of EVERY_CODE) {
      const institution = has(code, FI) && !has(code, HOLD) && !has(code, FORCED);
      expect({ code, institution: reasonCodeKind(code) === 'institution' }).toEqual({ code, institution });
    }
    expect(readOnlyReason(256)).toBe('institution');
    expect(readOnlyReason(256 + 4)).toBe('institution');
    expect(readOnlyReason(256 + 2)).toBe('institution');
    expect(allowedDecisions(64 + 256)).toEqual(['Investigate']);
  });

  it('NS-76 property: any code offers at most one decision, and a code that offers none says why', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          combination.map(({ code }) => code),
          outsideTable,
        ),
        (code) => {
          const decisions = allowedDecisions(code);
          expect(decisions.length).toBeLessThanOrEqual(1);
          expect(readOnlyReason(code) === undefined).toBe(decisions.length === 1);
        },
      ),
    );
  });

  it('REDEEM-010 REDEEM-011 the spec’s examples: 4, 20 and 60 approve; 2, 130 and 642 deny; 22 (mixed) denies, never approves', () => {
    expect([4, 20, 60].map(allowedDecisions)).toEqual([['Approve'], ['Approve'], ['Approve']]);
    expect([2, 130, 642].map(allowedDecisions)).toEqual([['Deny'], ['Deny'], ['Deny']]);
    expect(allowedDecisions(22)).toEqual(['Deny']);
  });
});

describe('reason codes: a decision on several at once', () => {
  it('REDEEM-010 REDEEM-011 a decision on many codes offers only what every one of them allows', () => {
    expect(sharedDecisions([4, 20, 60])).toEqual(['Approve']);
    expect(sharedDecisions([20, 130])).toEqual([]);
    expect(sharedDecisions([2, 22])).toEqual(['Deny']);
    expect(sharedDecisions([64, 65])).toEqual(['Investigate']);
    expect(sharedDecisions([64, 1])).toEqual([]);
    expect(sharedDecisions([])).toEqual([]);
  });

  it('REDEEM-010…012 property: the shared decisions are those every selected code allows, in any order of selection', () => {
    const code = fc.oneof(
      combination.map((entry) => entry.code),
      outsideTable,
    );
    fc.assert(
      fc.property(fc.array(code, { minLength: 1, maxLength: 8 }), (codes) => {
        const shared = sharedDecisions(codes);
        const everyOne = (['Approve', 'Deny', 'Investigate'] as const).filter((decision) =>
          codes.every((one) => allowedDecisions(one).includes(decision)),
        );
        expect(shared).toEqual(everyOne);
        expect(sharedDecisions([...codes].reverse())).toEqual(shared);
      }),
    );
  });
});
