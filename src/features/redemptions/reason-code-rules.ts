/**
 * Redemption reason codes (part 3 §3 "Redemption review", REDEEM-008…013, NS-76): a code is a sum
 * of bit flags; it is read as its labelled parts, and it decides which review decisions a reviewer
 * is offered. The fake backend refuses the same pairings the screen does not offer.
 */
import type { RedemptionDecisionType } from '@generated/rms/model';

/** REDEEM-008: the bits of a reason code, in the spec's order. */
export const REASON_BITS = [
  { bit: 1, part: 'forcedRedemptions' },
  { bit: 2, part: 'transactionUsed' },
  { bit: 4, part: 'duplicate1' },
  { bit: 8, part: 'gamer3' },
  { bit: 16, part: 'gamer1' },
  { bit: 32, part: 'gamer2' },
  { bit: 64, part: 'holdRedemption' },
  { bit: 128, part: 'duplicate2' },
  { bit: 256, part: 'fi' },
  { bit: 512, part: 'zeroDollarRedemption' },
] as const;

export type ReasonPart = (typeof REASON_BITS)[number]['part'];

const bitOf = (part: ReasonPart): number => REASON_BITS.find((entry) => entry.part === part)?.bit ?? 0;
const bitsOf = (...parts: ReasonPart[]) => parts.reduce((bits, part) => bits | bitOf(part), 0);

const KNOWN = bitsOf(...REASON_BITS.map((entry) => entry.part));
const FORCED = bitOf('forcedRedemptions');
const HOLD = bitOf('holdRedemption');
const FI = bitOf('fi');
/** REDEEM-011: transaction used, duplicate 2, zero dollar. */
const DENIABLE = bitsOf('transactionUsed', 'duplicate2', 'zeroDollarRedemption');

export interface DecodedReasonCode {
  code: number;
  /** The labelled parts, in the bits' order. */
  parts: ReasonPart[];
  /**
   * REDEEM-009: true when the code is not a sum of the table's bits (a bit outside it, no bit at
   * all, or not a whole number from 0): it is labelled unknown.
   */
  unknown: boolean;
}

const isCode = (code: number) => Number.isSafeInteger(code) && code >= 0;

/** REDEEM-009: a code read as the parts it sums (20 = duplicate 1 + gamer 1). */
export function decodeReasonCode(code: number): DecodedReasonCode {
  if (!isCode(code)) return { code, parts: [], unknown: true };
  const parts = REASON_BITS.filter(({ bit }) => (code & bit) !== 0).map(({ part }) => part);
  // Bits above 2^30 do not survive `&`; such codes are outside the table anyway.
  const unknown = parts.length === 0 || code > KNOWN || (code & ~KNOWN) !== 0;
  return { code, parts, unknown };
}

/**
 * What a code is, for review: to investigate (with hold, whatever else it holds), forced (without
 * hold, read-only), left to the institution (FI without hold, read-only), deniable (mixed codes
 * included), approvable, or unknown (read-only).
 */
export type ReasonCodeKind = 'approvable' | 'deniable' | 'investigate' | 'institution' | 'forced' | 'unknown';

export function reasonCodeKind(code: number): ReasonCodeKind {
  if (decodeReasonCode(code).unknown) return 'unknown';
  // REDEEM-012: every combination with hold is investigated, forced ones included (NS-76).
  if ((code & HOLD) !== 0) return 'investigate';
  // NS-76: forced redemptions without hold are shown read-only, whatever else the code holds.
  if ((code & FORCED) !== 0) return 'forced';
  // REDEEM-013: FI without hold is left to the institution (read-only here).
  if ((code & FI) !== 0) return 'institution';
  // REDEEM-011, NS-76: deniable bits make a code deniable, also mixed with approvable bits.
  if ((code & DENIABLE) !== 0) return 'deniable';
  // REDEEM-010: what is left is a non-empty combination of the approvable bits.
  return 'approvable';
}

/** Why a code offers no decision (NS-76): forced, left to the institution, or unknown; undefined when it offers one. */
export type ReadOnlyReason = Extract<ReasonCodeKind, 'forced' | 'institution' | 'unknown'>;

export function readOnlyReason(code: number): ReadOnlyReason | undefined {
  const kind = reasonCodeKind(code);
  return kind === 'forced' || kind === 'institution' || kind === 'unknown' ? kind : undefined;
}

const DECISIONS_OF: Readonly<Record<ReasonCodeKind, readonly RedemptionDecisionType[]>> = {
  approvable: ['Approve'],
  deniable: ['Deny'],
  investigate: ['Investigate'],
  institution: [],
  forced: [],
  unknown: [],
};

/** REDEEM-010…013, NS-76: the decisions a reviewer may take on a code (none: read-only). */
export function allowedDecisions(code: number): readonly RedemptionDecisionType[] {
  return DECISIONS_OF[reasonCodeKind(code)];
}

/** The decisions every one of `codes` allows (a decision on many summaries at once). */
export function sharedDecisions(codes: readonly number[]): RedemptionDecisionType[] {
  if (codes.length === 0) return [];
  const [first = 0, ...rest] = codes;
  return allowedDecisions(first).filter((decision) => rest.every((code) => allowedDecisions(code).includes(decision)));
}
