/**
 * zod 4 builders shared by every form (part 1 §5, §8.3; part 2 §5 "Form field rules").
 *
 * Messages are looked up when a value is checked, not when the schema is built, so a schema built
 * once at module load still speaks the current language.
 */
import * as z from 'zod';
import { translate } from '@/i18n';
import type { MessageKey, MessageValues } from '@/i18n';
import { parseIntegerId } from './ids';
import {
  amountProblem,
  numberAmount,
  PERCENT_AMOUNT,
  percentToDisplay,
  typedDecimals,
  type AmountKind,
  type AmountProblem,
} from './money';

export interface LengthRule {
  /** Minimum length after trimming (required text is always at least 1). */
  min?: number;
  /** Maximum length after trimming. */
  max?: number;
}

const required = () => translate('adsmanager.FIELD_REQUIRED');
const tooShort = (count: number) => () => translate('adsmanager.FIELD_MIN_LENGTH', { count });
const tooLong = (count: number) => () => translate('adsmanager.FIELD_MAX_LENGTH', { count });
const invalidEmail = () => translate('adsmanager.FIELD_INVALID_EMAIL');

/** The e-mail pattern zod's own `z.email()` uses. */
const EMAIL = z.regexes.email;

/** SHELL-063: trimmed text of length ≥ 1 ('field required'), with optional min / max lengths. */
export function requiredText({ min, max }: LengthRule = {}) {
  let schema = z.string({ error: required }).trim().min(1, { error: required, abort: true });
  if (min !== undefined && min > 1) schema = schema.min(min, { error: tooShort(min) });
  if (max !== undefined) schema = schema.max(max, { error: tooLong(max) });
  return schema;
}

/** SHELL-063: trimmed text that may be empty (''); a non-empty value obeys min / max. */
export function optionalText({ min, max }: LengthRule = {}) {
  let schema = z.string({ error: required }).trim();
  if (min !== undefined && min > 0) {
    schema = schema.refine((value) => value === '' || value.length >= min, { error: tooShort(min) });
  }
  if (max !== undefined) schema = schema.max(max, { error: tooLong(max) });
  return schema;
}

/** SHELL-064: trimmed, a valid address; required (the default) means non-empty, otherwise '' is accepted. */
export function email({ required: isRequired = true }: { required?: boolean } = {}) {
  let schema = z.string({ error: required }).trim();
  if (isRequired) schema = schema.min(1, { error: required, abort: true });
  return schema.refine((value) => value === '' || EMAIL.test(value), { error: invalidEmail });
}

/** SHELL-065: one of `options`; empty gives 'field required', anything else lists the options. */
export function enumField<const T extends readonly [string, ...string[]]>(options: T) {
  return z.enum(options, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? required()
        : translate('adsmanager.FIELD_INVALID_VALUE', { options: options.join(', ') }),
  });
}

/**
 * SHELL-052: an id typed as text — digits only (no sign, decimals or exponent), a positive safe
 * integer. Empty gives 'field required'. The output is the number.
 */
export function integerId() {
  return z.string({ error: required }).transform((text, context) => {
    const id = parseIntegerId(text);
    if (id !== undefined) return id;
    context.issues.push({
      code: 'custom',
      input: text,
      message: text.trim() === '' ? required() : translate('adsmanager.FIELD_INTEGER_ONLY'),
    });
    return z.NEVER;
  });
}

export interface AmountRule {
  min: number;
  max: number;
  /** Decimals allowed: 2 for money with a currency (part 2 §5); undefined = any. */
  decimals?: number;
}

/** The message of an amount problem (money.ts amountProblem) for a field of this kind. */
export function amountProblemMessage(
  problem: AmountProblem,
  kind: AmountKind,
): { key: MessageKey; values?: MessageValues } {
  const decimals = typedDecimals(kind);
  if (problem === 'negative') return { key: 'adsmanager.FIELD_NOT_NEGATIVE' };
  if (problem === 'decimals' && decimals !== undefined && decimals > 0) {
    return { key: 'adsmanager.FIELD_MAX_DECIMALS', values: { count: decimals } };
  }
  return { key: decimals === 0 ? 'adsmanager.FIELD_INTEGER_ONLY' : 'adsmanager.FIELD_NUMBER_EXPECTED' };
}

/**
 * What a number box holds: a number, or NaN for an empty box or text that is not a number (money.ts
 * parseAmount). NaN passes here so the rule after it refuses it in words at the field, instead of
 * zod's "expected number, received NaN".
 */
export const numberBox = () => z.union([z.number(), z.nan()]);

/**
 * A number within [min, max] (inclusive) with at most `decimals` decimals, e.g. the money limits of
 * countries.ts: `amount({ ...moneyLimit('campaignBudget', 'USD'), decimals: 2 })`. An empty box
 * (null) gives 'field required'; text that is not a number (NaN, money.ts parseAmount) says so; a
 * negative or too many decimals get their own message (money inputs reject negatives, part 2 §5).
 */
export function amount({ min, max, decimals }: AmountRule) {
  return amountOf(numberAmount(decimals), { min, max });
}

/** A percent kept as a fraction (COUNTRY-017): 4 decimals, within [min, max], the limits shown ×100. */
export function percentAmount({ min = 0, max }: { min?: number; max: number }) {
  return amountOf(PERCENT_AMOUNT, { min, max }, percentToDisplay);
}

function amountOf(kind: AmountKind, { min, max }: { min: number; max: number }, shown = (limit: number) => limit) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? required()
          : translate('adsmanager.FIELD_NUMBER_EXPECTED'),
    })
    .superRefine((value, context) => {
      const problem = amountProblem(value, kind, { allowNegative: min < 0 });
      if (problem) {
        const { key, values } = amountProblemMessage(problem, kind);
        context.addIssue({ code: 'custom', message: translate(key, values), continue: false });
      }
    })
    .min(min, { error: () => translate('adsmanager.FIELD_MIN_VALUE', { min: shown(min) }) })
    .max(max, { error: () => translate('adsmanager.FIELD_MAX_VALUE', { max: shown(max) }) });
}
