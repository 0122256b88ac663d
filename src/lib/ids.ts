/**
 * Integer ids typed by a person (ID search, route parameters). SHELL-052: only integers are
 * accepted — digits only after trimming: no sign, no decimal point, no exponent, no separators.
 */

const DIGITS_ONLY = /^[0-9]+$/;

/** The id in `text` when it is a positive safe integer written with digits only; otherwise undefined. */
export function parseIntegerId(text: string | null | undefined): number | undefined {
  if (text == null) return undefined;
  const trimmed = text.trim();
  if (!DIGITS_ONLY.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
