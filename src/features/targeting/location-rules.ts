/**
 * Locations of an audience (part 2 §3 Audience, §5 limits per country): composite ids, the geo
 * types in the order a user meets them, and postal codes as the country keeps them.
 */
import type { GeoType, Location } from '@generated/campaign-build/model';
import { shortenPostalCode } from '@/lib/countries';

/** ADG-012: the geo types, broadest first. */
export const GEO_TYPES: readonly GeoType[] = ['COUNTRY', 'DMA', 'REGION', 'LOCALITY', 'POSTAL_CODE'];

/** ADG-013: the geo type and the id joined by a pipe (`DMA|501`). */
export function compositeId(geoType: GeoType, id: number): string {
  return `${geoType}|${String(id)}`;
}

/**
 * What a location search sends: a US postal code (ZIP+4 included) searched by its first 5
 * characters (COUNTRY-005); any other text as typed, trimmed.
 */
export function locationSearchText(text: string, country: string, geoType: GeoType | undefined): string {
  const trimmed = text.trim();
  const postal = geoType === 'POSTAL_CODE' || /^\d{5}[- ]?\d{0,4}$/.test(trimmed);
  return postal ? shortenPostalCode(trimmed, country) : trimmed;
}

/** A location as the chosen list stores it: its composite id from its type and id (ADG-013), a US postal code in 5. */
export function chosenLocation(location: Location, country: string): Location {
  const chosen: Location = { ...location, compositeId: compositeId(location.geoType, location.id) };
  if (location.geoType === 'POSTAL_CODE' && typeof location.code === 'string') {
    chosen.code = shortenPostalCode(location.code, country);
  }
  return chosen;
}

/** Adds `location` to one side and takes it off the other (a location is included or excluded, never both). */
export function placeLocation(
  lists: { include: Location[]; exclude: Location[] },
  location: Location,
  side: 'include' | 'exclude',
): { include: Location[]; exclude: Location[] } {
  const other = side === 'include' ? 'exclude' : 'include';
  const without = (list: Location[]) => list.filter((entry) => entry.compositeId !== location.compositeId);
  return { [side]: [...without(lists[side]), location], [other]: without(lists[other]) } as {
    include: Location[];
    exclude: Location[];
  };
}
