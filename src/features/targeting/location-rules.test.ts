import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeoType, Location } from '@generated/campaign-build/model';
import { GEO_TYPES, chosenLocation, compositeId, locationSearchText, placeLocation } from './location-rules';

const location = (geoType: GeoType, id: number, extra: Partial<Location> = {}): Location => ({
  compositeId: compositeId(geoType, id),
  geoType,
  id,
  name: `${geoType} ${String(id)}`,
  ...extra,
});

describe('location ids', () => {
  it('ADG-012 the geo types, broadest first', () => {
    expect(GEO_TYPES).toEqual(['COUNTRY', 'DMA', 'REGION', 'LOCALITY', 'POSTAL_CODE']);
  });

  it('ADG-013 a composite id is the geo type and the id joined by a pipe', () => {
    expect(compositeId('DMA', 501)).toBe('DMA|501');
    expect(compositeId('POSTAL_CODE', 0)).toBe('POSTAL_CODE|0');
  });

  it('ADG-013 a composite id gives back its type and id, and no two locations share one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GEO_TYPES),
        fc.nat(),
        fc.constantFrom(...GEO_TYPES),
        fc.nat(),
        (typeA, idA, typeB, idB) => {
          const [type, id] = compositeId(typeA, idA).split('|');
          expect([type, Number(id)]).toEqual([typeA, idA]);
          expect(compositeId(typeA, idA) === compositeId(typeB, idB)).toBe(typeA === typeB && idA === idB);
        },
      ),
    );
  });
});

describe('what a location search sends', () => {
  it('COUNTRY-005 a US postal code is searched by its first 5 digits, ZIP+4 included', () => {
    expect(locationSearchText('10001-1234', 'US', undefined)).toBe('10001');
    expect(locationSearchText(' 10001 1234 ', 'US', undefined)).toBe('10001');
    expect(locationSearchText('100011234', 'US', undefined)).toBe('10001');
    expect(locationSearchText('10001-', 'US', undefined)).toBe('10001');
    expect(locationSearchText('10001', 'US', undefined)).toBe('10001');
  });

  it('COUNTRY-005 other US text is sent as typed, trimmed', () => {
    expect(locationSearchText('  New York ', 'US', undefined)).toBe('New York');
    expect(locationSearchText('1000', 'US', undefined)).toBe('1000');
    expect(locationSearchText('10001-12345', 'US', undefined)).toBe('10001-12345');
    expect(locationSearchText('10001--1', 'US', undefined)).toBe('10001--1');
    expect(locationSearchText('x10001', 'US', 'REGION')).toBe('x10001');
  });

  it('COUNTRY-005 a search among postal codes is shortened whatever it looks like', () => {
    expect(locationSearchText('123456789X', 'US', 'POSTAL_CODE')).toBe('12345');
    expect(locationSearchText(' ab ', 'US', 'POSTAL_CODE')).toBe('ab');
  });

  it('GB postal codes are searched in full', () => {
    expect(locationSearchText(' SW1A 1AA ', 'GB', 'POSTAL_CODE')).toBe('SW1A 1AA');
    expect(locationSearchText('10001-1234', 'GB', undefined)).toBe('10001-1234');
  });

  it('COUNTRY-005 any ZIP or ZIP+4 in the US is searched by its ZIP', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{5}$/),
        fc.constantFrom('', '-', ' '),
        fc.stringMatching(/^\d{0,4}$/),
        fc.constantFrom('', ' ', '  '),
        (zip, separator, plus4, pad) => {
          expect(locationSearchText(`${pad}${zip}${separator}${plus4}${pad}`, 'US', undefined)).toBe(zip);
        },
      ),
    );
  });
});

describe('the chosen locations', () => {
  it('ADG-013 a chosen location carries the composite id of its type and id', () => {
    const stale = { ...location('REGION', 12), compositeId: 'whatever' };
    expect(chosenLocation(stale, 'US')).toEqual({ ...stale, compositeId: 'REGION|12' });
  });

  it('COUNTRY-005 a chosen US postal code keeps 5 characters; GB and other types keep theirs', () => {
    expect(chosenLocation(location('POSTAL_CODE', 3, { code: '10001-1234' }), 'US').code).toBe('10001');
    expect(chosenLocation(location('POSTAL_CODE', 3, { code: 'SW1A 1AA' }), 'GB').code).toBe('SW1A 1AA');
    expect(chosenLocation(location('LOCALITY', 3, { code: '10001-1234' }), 'US').code).toBe('10001-1234');
    expect(chosenLocation(location('POSTAL_CODE', 3, { code: null }), 'US').code).toBeNull();
    expect('code' in chosenLocation(location('POSTAL_CODE', 3), 'US')).toBe(false);
  });

  it('a location is included or excluded, never both; placing it again moves it to the end', () => {
    const dma = location('DMA', 501);
    const region = location('REGION', 7);
    const zip = location('POSTAL_CODE', 10001);
    const lists = { include: [dma, region], exclude: [zip] };
    expect(placeLocation(lists, zip, 'include')).toEqual({ include: [dma, region, zip], exclude: [] });
    expect(placeLocation(lists, dma, 'exclude')).toEqual({ include: [region], exclude: [zip, dma] });
    expect(placeLocation(lists, dma, 'include')).toEqual({ include: [region, dma], exclude: [zip] });
    // The lists given are left as they were.
    expect(lists).toEqual({ include: [dma, region], exclude: [zip] });
  });

  it('after any placements each location is on at most one side, on the side last chosen', () => {
    const pool = [location('DMA', 501), location('REGION', 7), location('POSTAL_CODE', 10001), location('DMA', 7)];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: pool.length - 1 }),
            fc.constantFrom<'include' | 'exclude'>('include', 'exclude'),
          ),
        ),
        (moves) => {
          let lists: { include: Location[]; exclude: Location[] } = { include: [], exclude: [] };
          const last = new Map<string, 'include' | 'exclude'>();
          for (const [index, side] of moves) {
            const chosen = pool[index]!;
            lists = placeLocation(lists, chosen, side);
            last.set(chosen.compositeId, side);
          }
          const ids = (list: Location[]) => list.map((entry) => entry.compositeId);
          expect(new Set([...ids(lists.include), ...ids(lists.exclude)]).size).toBe(
            lists.include.length + lists.exclude.length,
          );
          for (const [id, side] of last) expect(ids(lists[side])).toContain(id);
          expect(lists.include.length + lists.exclude.length).toBe(last.size);
        },
      ),
    );
  });
});
