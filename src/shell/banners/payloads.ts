/**
 * Banner flag payloads, validated: a payload that does not fit falls back to "no message"
 * (maintenance banner hidden) or to the generic text (targeting banner), never to a crash. Written
 * without zod: the banners are on the first signed-in screen (see `guardedValue` in src/lib/storage.ts).
 */

/** A string payload (variant type string) may still carry JSON. */
function fromJsonText(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  const text = payload.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return payload;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return payload;
  }
}

/** A non-empty text, trimmed. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The field of an object payload (`{message}`, `{features}`). */
function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/** A list of at least one text, each trimmed; any other entry refuses the list. */
function featureList(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const features = value.map(text);
  return features.every((feature) => feature !== undefined) ? features : undefined;
}

/** The maintenance banner's message (flag maintenance-banner-message, payload `{message}`), if any. */
export function maintenanceMessage(payload: unknown): string | undefined {
  const value = fromJsonText(payload);
  return text(field(value, 'message')) ?? text(value);
}

/** NS-11: the unavailable targeting features named by flag enable-targeting-maintenance, if it names any. */
export function targetingMaintenanceFeatures(payload: unknown): readonly string[] | undefined {
  const value = fromJsonText(payload);
  return featureList(value) ?? featureList(field(value, 'features'));
}
