/**
 * The targeting lookups of the small test state (NS-79 … NS-83): institutions 11, 12 (US) and 21
 * (GB); US and GB locations (the US, DMAs 501 and 803, New York state and city, postal codes
 * 10001, 10002 and 02108; the UK, Greater London, SW1A 1AA); the seed's purchase category tree
 * plus category 21; merchant segments of brand 101 and a competitor; one custom audience file of
 * account 1001; a Frequent predefined segment (31) of brand 101.
 */
import type { Db } from '../../db/types';
import { PURCHASE_CATEGORIES } from '../../seed/targeting';

const T0 = '2026-01-05T10:00:00Z';
const US_ID = 840;
const GB_ID = 826;

export function addTargetingLookups(db: Db): void {
  db.institutions = [
    { institutionId: 11, codeName: 'NORTHBANK', name: 'North Bank', countryCode: 'US' },
    { institutionId: 12, codeName: 'PRAIRIECU', name: 'Prairie Credit Union', countryCode: 'US' },
    { institutionId: 21, codeName: 'THAMESBANK', name: 'Thames Bank', countryCode: 'GB' },
  ];
  const postal = (id: number, code: string, city: string) => ({
    compositeId: `POSTAL_CODE|${id}`,
    geoType: 'POSTAL_CODE' as const,
    id,
    name: code,
    description: `${code} ${city}`,
    countryId: US_ID,
    code,
  });
  db.locations = [
    {
      compositeId: `COUNTRY|${US_ID}`,
      geoType: 'COUNTRY',
      id: US_ID,
      name: 'United States',
      countryId: US_ID,
      code: 'US',
    },
    {
      compositeId: 'DMA|501',
      geoType: 'DMA',
      id: 501,
      name: 'New York',
      description: 'New York DMA',
      countryId: US_ID,
      code: '501',
      dmaCode: '501',
      dmaRank: 1,
    },
    {
      compositeId: 'DMA|803',
      geoType: 'DMA',
      id: 803,
      name: 'Los Angeles',
      description: 'Los Angeles DMA',
      countryId: US_ID,
      code: '803',
      dmaCode: '803',
      dmaRank: 2,
    },
    {
      compositeId: 'REGION|1036',
      geoType: 'REGION',
      id: 1036,
      name: 'New York',
      countryId: US_ID,
      abbreviation: 'NY',
      code: 'NY',
    },
    {
      compositeId: 'LOCALITY|3001',
      geoType: 'LOCALITY',
      id: 3001,
      name: 'New York',
      description: 'New York, NY',
      countryId: US_ID,
      abbreviation: 'NY',
    },
    postal(10001, '10001', 'New York, NY'),
    postal(10002, '10002', 'New York, NY'),
    postal(2108, '02108', 'Boston, MA'),
    {
      compositeId: `COUNTRY|${GB_ID}`,
      geoType: 'COUNTRY',
      id: GB_ID,
      name: 'United Kingdom',
      countryId: GB_ID,
      code: 'GB',
    },
    {
      compositeId: 'REGION|2001',
      geoType: 'REGION',
      id: 2001,
      name: 'Greater London',
      countryId: GB_ID,
      abbreviation: 'LDN',
      code: 'LDN',
    },
    {
      compositeId: 'POSTAL_CODE|50001',
      geoType: 'POSTAL_CODE',
      id: 50001,
      name: 'SW1A 1AA',
      countryId: GB_ID,
      code: 'SW1A 1AA',
    },
  ];
  db.purchaseCategories = [
    ...PURCHASE_CATEGORIES.map((category) => ({ ...category, countryIds: [...category.countryIds] })),
    { purchaseCategoryId: 21, parentId: null, name: 'Everyday spending', countryIds: [US_ID, GB_ID] },
  ];
  db.merchantSegments = [
    {
      merchantSegmentId: 10101,
      name: 'Acme Fuel – all stores',
      brandId: 101,
      brandName: 'Acme Fuel',
      countryCode: 'US',
    },
    { merchantSegmentId: 10102, name: 'Acme Fuel – online', brandId: 101, brandName: 'Acme Fuel', countryCode: 'US' },
    {
      merchantSegmentId: 20201,
      name: 'Rival Gas – all stores',
      brandId: 202,
      brandName: 'Rival Gas',
      countryCode: 'US',
    },
  ];
  db.customAudiences = [
    {
      customAudienceId: 8201,
      accountId: 1001,
      fileName: 'loyalty-members.csv',
      description: 'Loyalty programme members',
      rowCount: 1250,
      createDateTime: T0,
      createUser: 'alex.agency@agency.example',
      s3ObjectKey: 'custom-audiences/1001/8201/loyalty-members.csv',
    },
  ];
  db.segments.push({
    segmentationTypeId: 31,
    brandId: 101,
    createdAt: T0,
    description: 'Customers with at least 3 trips in the last 12 months',
    isActive: true,
    isoCountryCode: 'US',
    name: 'Frequent shoppers',
    baseType: 'Frequent',
  });
  db.predefinedSegments.push({
    segmentationTypeId: 31,
    baseType: 'Frequent',
    name: 'Frequent shoppers',
    lookbackWindowMonths: 12,
    minTrips: 3,
    maxTrips: null,
    minSpend: null,
    maxSpend: null,
    excludeWindowMonths: null,
    isoCountryCode: 'US',
    brandId: 101,
  });
  db.sequences = { ...db.sequences, customAudience: 8300, targetingCriteria: 8600, segment: 100 };
}
