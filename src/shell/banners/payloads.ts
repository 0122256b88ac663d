/**
 * Banner flag payloads, validated: a payload that does not fit falls back to "no message"
 * (maintenance banner hidden) or to the generic text (targeting banner), never to a crash.
 */
import * as z from 'zod/mini';

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

const text = z.string().check(z.trim(), z.minLength(1));

const maintenancePayload = z.union([
  z.pipe(
    z.object({ message: text }),
    z.transform((value: { message: string }) => value.message),
  ),
  text,
]);

/** The maintenance banner's message (flag maintenance-banner-message, payload `{message}`), if any. */
export function maintenanceMessage(payload: unknown): string | undefined {
  const parsed = maintenancePayload.safeParse(fromJsonText(payload));
  return parsed.success ? parsed.data : undefined;
}

const featureList = z.array(text).check(z.minLength(1));
const targetingPayload = z.union([
  featureList,
  z.pipe(
    z.object({ features: featureList }),
    z.transform((value: { features: string[] }) => value.features),
  ),
]);

/** NS-11: the unavailable targeting features named by flag enable-targeting-maintenance, if it names any. */
export function targetingMaintenanceFeatures(payload: unknown): readonly string[] | undefined {
  const parsed = targetingPayload.safeParse(fromJsonText(payload));
  return parsed.success ? parsed.data : undefined;
}
