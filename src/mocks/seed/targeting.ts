/**
 * The targeting lookups as state (NS-79 … NS-83): financial institutions, locations of both
 * countries (country, DMAs, regions, localities, postal codes), the purchase category tree,
 * merchant segments of the rich accounts' brands and the custom audience files the seeded
 * audiences use. Handlers search and page these records; the app never holds a list of its own.
 */
import type { Db, LookupCategory } from '../db/types';
import { COUNTRY_IDS, DMAS, GB_REGIONS, INSTITUTIONS, type Country, type Dma, type GbRegion } from './catalog';
import type { SeedContext } from './context';

type Location = Db['locations'][number];

/** More US DMAs than the five the performance rows use (rank order). */
const MORE_DMAS: readonly Omit<Dma, 'weight'>[] = [
  { code: 807, name: 'San Francisco-Oakland-San Jose', rank: 6 },
  { code: 511, name: 'Washington, DC (Hagerstown, MD)', rank: 7 },
  { code: 618, name: 'Houston', rank: 8 },
  { code: 506, name: 'Boston (Manchester)', rank: 9 },
  { code: 524, name: 'Atlanta', rank: 10 },
  { code: 753, name: 'Phoenix (Prescott)', rank: 11 },
  { code: 819, name: 'Seattle-Tacoma', rank: 12 },
  { code: 528, name: 'Miami-Ft. Lauderdale', rank: 16 },
  { code: 751, name: 'Denver', rank: 17 },
];

/** US states and DC (REGION). */
const US_STATES: readonly [string, string, number][] = [
  ['New York', 'NY', 36],
  ['California', 'CA', 6],
  ['Illinois', 'IL', 17],
  ['Pennsylvania', 'PA', 42],
  ['Texas', 'TX', 48],
  ['District of Columbia', 'DC', 11],
  ['Massachusetts', 'MA', 25],
  ['Georgia', 'GA', 13],
  ['Arizona', 'AZ', 4],
  ['Washington', 'WA', 53],
  ['Florida', 'FL', 12],
  ['Colorado', 'CO', 8],
  ['New Jersey', 'NJ', 34],
];

/** US cities: name, state, DMA code and the first postal code of the few seeded for each. */
const US_CITIES: readonly [string, string, number, number][] = [
  ['New York', 'NY', 501, 10001],
  ['Brooklyn', 'NY', 501, 11201],
  ['Newark', 'NJ', 501, 7102],
  ['Los Angeles', 'CA', 803, 90001],
  ['Long Beach', 'CA', 803, 90802],
  ['Chicago', 'IL', 602, 60601],
  ['Philadelphia', 'PA', 504, 19102],
  ['Dallas', 'TX', 623, 75201],
  ['Fort Worth', 'TX', 623, 76102],
  ['San Francisco', 'CA', 807, 94102],
  ['San Jose', 'CA', 807, 95110],
  ['Washington', 'DC', 511, 20001],
  ['Houston', 'TX', 618, 77002],
  ['Boston', 'MA', 506, 2108],
  ['Atlanta', 'GA', 524, 30303],
  ['Phoenix', 'AZ', 753, 85003],
  ['Seattle', 'WA', 819, 98101],
  ['Miami', 'FL', 528, 33128],
  ['Denver', 'CO', 751, 80202],
];

/** GB towns and cities: name, region id, outward codes of the postcodes seeded for each. */
const GB_TOWNS: readonly [string, number, string[]][] = [
  ['London', 2001, ['SW1A 1AA', 'EC1A 1BB', 'W1A 0AX', 'N1 9GU', 'SE1 7PB']],
  ['Croydon', 2001, ['CR0 1NX']],
  ['Brighton', 2002, ['BN1 1AA', 'BN2 5BL']],
  ['Oxford', 2002, ['OX1 1BX', 'OX4 1AW']],
  ['Manchester', 2003, ['M1 1AE', 'M4 5BA', 'M15 4FN']],
  ['Liverpool', 2003, ['L1 8JQ', 'L3 4AD']],
  ['Edinburgh', 2004, ['EH1 1YZ', 'EH3 9QG']],
  ['Glasgow', 2004, ['G1 1XQ', 'G2 8AT']],
  ['Birmingham', 2005, ['B1 1BB', 'B5 4BU', 'B15 2TT']],
  ['Coventry', 2005, ['CV1 1GF']],
];

const MORE_GB_REGIONS: readonly GbRegion[] = [
  { id: 2006, name: 'Yorkshire and the Humber', abbreviation: 'YH' },
  { id: 2007, name: 'Wales', abbreviation: 'WLS' },
  { id: 2008, name: 'South West', abbreviation: 'SW' },
  { id: 2009, name: 'East of England', abbreviation: 'EE' },
  { id: 2010, name: 'Northern Ireland', abbreviation: 'NIR' },
];

const both = [COUNTRY_IDS.US, COUNTRY_IDS.GB];
const us = [COUNTRY_IDS.US];

/**
 * The purchase category tree, flat with parents. The level-1 ids are the ones the verticals of
 * the catalogue use (110 apparel, 210 restaurants, 510 fuel, …).
 */
export const PURCHASE_CATEGORIES: readonly LookupCategory[] = [
  { purchaseCategoryId: 100, parentId: null, name: 'Retail', countryIds: both },
  { purchaseCategoryId: 110, parentId: 100, name: 'Apparel and accessories', countryIds: both },
  { purchaseCategoryId: 111, parentId: 110, name: 'Women’s clothing', countryIds: both },
  { purchaseCategoryId: 112, parentId: 110, name: 'Men’s clothing', countryIds: both },
  { purchaseCategoryId: 113, parentId: 110, name: 'Children’s clothing', countryIds: both },
  { purchaseCategoryId: 114, parentId: 110, name: 'Shoes', countryIds: both },
  { purchaseCategoryId: 120, parentId: 100, name: 'Home and garden', countryIds: both },
  { purchaseCategoryId: 121, parentId: 120, name: 'Furniture', countryIds: both },
  { purchaseCategoryId: 122, parentId: 120, name: 'Garden centres', countryIds: both },
  { purchaseCategoryId: 123, parentId: 120, name: 'Hardware', countryIds: both },
  { purchaseCategoryId: 130, parentId: 100, name: 'Electronics', countryIds: both },
  { purchaseCategoryId: 140, parentId: 100, name: 'Sporting goods', countryIds: both },
  { purchaseCategoryId: 150, parentId: 100, name: 'Books and stationery', countryIds: both },
  { purchaseCategoryId: 160, parentId: 100, name: 'Pet supplies', countryIds: both },
  { purchaseCategoryId: 170, parentId: 100, name: 'Health and beauty', countryIds: both },
  { purchaseCategoryId: 171, parentId: 170, name: 'Pharmacies', countryIds: both },
  { purchaseCategoryId: 172, parentId: 170, name: 'Cosmetics', countryIds: both },
  { purchaseCategoryId: 200, parentId: null, name: 'Dining', countryIds: both },
  { purchaseCategoryId: 210, parentId: 200, name: 'Restaurants', countryIds: both },
  { purchaseCategoryId: 211, parentId: 210, name: 'Casual dining', countryIds: both },
  { purchaseCategoryId: 212, parentId: 210, name: 'Fine dining', countryIds: both },
  { purchaseCategoryId: 220, parentId: 200, name: 'Fast food', countryIds: both },
  { purchaseCategoryId: 230, parentId: 200, name: 'Coffee shops and bakeries', countryIds: both },
  { purchaseCategoryId: 240, parentId: 200, name: 'Pubs and bars', countryIds: both },
  { purchaseCategoryId: 300, parentId: null, name: 'Travel', countryIds: both },
  { purchaseCategoryId: 310, parentId: 300, name: 'Hotels', countryIds: both },
  { purchaseCategoryId: 320, parentId: 300, name: 'Airlines', countryIds: both },
  { purchaseCategoryId: 330, parentId: 300, name: 'Rail and car hire', countryIds: both },
  { purchaseCategoryId: 400, parentId: null, name: 'Grocery', countryIds: both },
  { purchaseCategoryId: 410, parentId: 400, name: 'Supermarkets', countryIds: both },
  { purchaseCategoryId: 420, parentId: 400, name: 'Convenience stores', countryIds: both },
  { purchaseCategoryId: 500, parentId: null, name: 'Automotive', countryIds: both },
  { purchaseCategoryId: 510, parentId: 500, name: 'Fuel', countryIds: both },
  { purchaseCategoryId: 520, parentId: 500, name: 'Auto care and tyres', countryIds: both },
  { purchaseCategoryId: 530, parentId: 500, name: 'Car washes', countryIds: us },
  { purchaseCategoryId: 600, parentId: null, name: 'Services', countryIds: both },
  { purchaseCategoryId: 610, parentId: 600, name: 'Fitness', countryIds: both },
  { purchaseCategoryId: 620, parentId: 600, name: 'Personal care', countryIds: both },
  { purchaseCategoryId: 630, parentId: 600, name: 'Streaming and subscriptions', countryIds: both },
  { purchaseCategoryId: 640, parentId: 600, name: 'Mobile phone plans', countryIds: both },
];

/** A country as a location. */
export function countryLocation(code: Country): Location {
  const id = COUNTRY_IDS[code];
  const name = code === 'US' ? 'United States' : 'United Kingdom';
  return { compositeId: `COUNTRY|${id}`, geoType: 'COUNTRY', id, name, countryId: id, abbreviation: code, code };
}

/** A US DMA as a location (the lookups describe it, audiences do not). */
export const dmaLocation = (dma: Omit<Dma, 'weight'>, description?: string): Location => ({
  compositeId: `DMA|${dma.code}`,
  geoType: 'DMA',
  id: dma.code,
  name: dma.name,
  ...(description === undefined ? {} : { description }),
  countryId: COUNTRY_IDS.US,
  code: String(dma.code),
  dmaCode: String(dma.code),
  dmaRank: dma.rank,
});

/** A US state or a GB region as a location. */
export const regionLocation = ({ id, name, abbreviation }: GbRegion, countryId: number): Location => ({
  compositeId: `REGION|${id}`,
  geoType: 'REGION',
  id,
  name,
  countryId,
  abbreviation,
  code: abbreviation,
});

function usLocations(): Location[] {
  const countryId = COUNTRY_IDS.US;
  const dmas = [...DMAS, ...MORE_DMAS].map((dma) => dmaLocation(dma, `${dma.name} DMA`));
  const regions = US_STATES.map(([name, abbreviation, fips]) =>
    regionLocation({ id: 1000 + fips, name, abbreviation }, countryId),
  );
  const cities: Location[] = [];
  const postal: Location[] = [];
  US_CITIES.forEach(([name, state, dma, firstZip], index) => {
    const id = 3001 + index;
    cities.push({
      compositeId: `LOCALITY|${id}`,
      geoType: 'LOCALITY',
      id,
      name,
      description: `${name}, ${state}`,
      countryId,
      abbreviation: state,
      dmaCode: String(dma),
      localityCode: `${state}-${id}`,
    });
    for (let offset = 0; offset < 4; offset++) {
      const zip = String(firstZip + offset).padStart(5, '0');
      postal.push({
        compositeId: `POSTAL_CODE|${Number(zip)}`,
        geoType: 'POSTAL_CODE',
        id: Number(zip),
        name: zip,
        description: `${zip} ${name}, ${state}`,
        countryId,
        code: zip,
        dmaCode: String(dma),
      });
    }
  });
  return [countryLocation('US'), ...dmas, ...regions, ...cities, ...postal];
}

function gbLocations(): Location[] {
  const countryId = COUNTRY_IDS.GB;
  const regions = [...GB_REGIONS, ...MORE_GB_REGIONS].map((region) => regionLocation(region, countryId));
  const towns: Location[] = [];
  const postal: Location[] = [];
  let postalId = 50001;
  GB_TOWNS.forEach(([name, regionId, codes], index) => {
    const id = 4001 + index;
    const region = regions.find((candidate) => candidate.id === regionId);
    towns.push({
      compositeId: `LOCALITY|${id}`,
      geoType: 'LOCALITY',
      id,
      name,
      description: `${name}, ${region?.name ?? ''}`,
      countryId,
      localityCode: `GB-${id}`,
    });
    for (const code of codes) {
      postal.push({
        compositeId: `POSTAL_CODE|${postalId}`,
        geoType: 'POSTAL_CODE',
        id: postalId,
        name: code,
        description: `${code} ${name}`,
        countryId,
        code,
      });
      postalId += 1;
    }
  });
  return [countryLocation('GB'), ...regions, ...towns, ...postal];
}

export function createTargetingLookups(ctx: SeedContext): void {
  const { db } = ctx;
  db.institutions = INSTITUTIONS.map((institution) => ({
    institutionId: institution.id,
    codeName: institution.codeName,
    name: institution.name,
    countryCode: institution.country,
  }));
  db.locations = [...usLocations(), ...gbLocations()];
  db.purchaseCategories = PURCHASE_CATEGORIES.map((category) => ({
    ...category,
    countryIds: [...category.countryIds],
  }));
  for (const account of ctx.rich) {
    for (const brand of account.brands) {
      for (const n of [1, 2]) {
        db.merchantSegments.push({
          merchantSegmentId: brand.id * 100 + n,
          name: `${brand.name} – ${n === 1 ? 'all stores' : 'online'}`,
          brandId: brand.id,
          brandName: brand.name,
          countryCode: account.country,
        });
      }
    }
  }
}
