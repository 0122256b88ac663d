/**
 * Pure rules of the brands screen (ACCT-018): the account form holds brand ids as numbers, the
 * PUT brands call sends them as strings; every id is a positive whole number, listed once.
 */
import * as z from 'zod';
import { brandIdsToNumbers, brandIdsToStrings } from '@/features/accounts';
import { translate } from '@/i18n';
import { integerId } from '@/lib/form-rules';
import type { BrandsUpdate } from '@generated/aura/model';

/** A list of brand ids: positive safe integers without duplicates. */
export const brandIdsSchema = z
  .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
  .refine((ids) => new Set(ids).size === ids.length, {
    error: () => translate('adsmanager.BRANDS_INVALID_LIST'),
  });

/** The brands form: the account's brand ids as numbers. */
export const brandsFormSchema = z.object({ brandIds: brandIdsSchema });
export type BrandsForm = z.infer<typeof brandsFormSchema>;

/** One brand id typed by a person, which must not be in `existing` yet. */
export function newBrandIdSchema(existing: readonly number[]) {
  return integerId().refine((id) => !existing.includes(id), {
    error: (issue) => translate('adsmanager.BRANDS_DUPLICATE', { id: String(issue.input) }),
  });
}

/** The brand ids of an account (strings, or null) as the form's numbers. */
export const brandsOfAccount = (brands: readonly string[] | null | undefined): number[] => brandIdsToNumbers(brands);

/** The body of the PUT brands call (ACCT-018). */
export function toBrandsUpdate(ids: readonly number[]): BrandsUpdate {
  return { brandIds: brandIdsToStrings(ids) };
}

export function sameBrands(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
