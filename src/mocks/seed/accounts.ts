/**
 * Accounts: the provider's admin account (1), agencies and third-party content partners
 * (101–103, 201–202), the 40 rich advertisers (1001–1040) and light advertisers up to
 * SEED_ACCOUNT_COUNT accounts in all.
 */
import type { Account } from '../db/types';
import { SEED_ACCOUNT_COUNT } from '../personas';
import {
  ADMIN_ACCOUNT_ID,
  BRIGHTSIDE_AGENCY_ID,
  CURRENCY,
  FIRST_ADVERTISER_ID,
  MANAGING_ACCOUNTS,
  RICH_ACCOUNTS,
  TIME_ZONE,
  VERTICALS,
  type Country,
  type ManagingDef,
} from './catalog';
import type { Brand, SeedContext } from './context';
import type { Random } from './random';

type SalesTier = NonNullable<Account['salesTier']>;

const MANAGED_BY: readonly (readonly ['direct' | 'agency' | 'partner', number])[] = [
  ['direct', 65],
  ['agency', 25],
  ['partner', 10],
];
const BRAND_COUNTS: readonly (readonly [number, number])[] = [
  [0, 30],
  [1, 60],
  [2, 10],
];
const LIGHT_SALES_TIERS: readonly (readonly [SalesTier, number])[] = [
  ['DIAMOND', 3],
  ['PLATINUM', 7],
  ['GOLD', 15],
  ['SILVER', 25],
  ['OTHER', 30],
  ['UNKNOWN', 20],
];
const LIGHT_STATUSES: readonly (readonly [Account['status'], number])[] = [
  ['ACTIVE', 88],
  ['INACTIVE', 8],
  ['DELETED', 4],
];

/** Brand ids are numbers on the build side and strings on the account (aura). */
export const brandIdOf = (accountId: number, index: number): number => (accountId - 1000) * 10 + 91 + index;

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const salesforceId = (random: Random): string => `0015e00000${random.base62(8)}`;

const words = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * faker's company names (its three en name patterns over its last names and legal entity types),
 * drawn straight from its word lists: faker.company.name() itself is too slow for 10,000 names.
 */
function companyNames(random: Random): () => string {
  const lastNames = words(random.faker.definitions.person.last_name.generic);
  const entities = words(random.faker.definitions.company.legal_entity_type);
  const last = () => random.pick(lastNames);
  return () => {
    const pattern = random.int(0, 19);
    if (pattern < 9) return `${last()} ${random.pick(entities)}`;
    if (pattern < 16) return `${last()} - ${last()}`;
    return `${last()}, ${last()} and ${last()}`;
  };
}

/** An account record: an active advertiser of the country, as far as `fields` do not say otherwise. */
const accountOf = (id: number, name: string, domain: string, country: Country, fields: Partial<Account>): Account => ({
  accountType: 'ADVERTISER',
  bookingCountry: country,
  bookingCurrency: CURRENCY[country],
  timezone: TIME_ZONE[country],
  brands: null,
  domains: [domain],
  id,
  isTest: false,
  managingAccount: null,
  name,
  salesforceId: null,
  salesTier: 'UNKNOWN',
  status: 'ACTIVE',
  ...fields,
});

export function createAccounts(ctx: SeedContext): void {
  const { random, db } = ctx;

  db.accounts.push(
    accountOf(ADMIN_ACCOUNT_ID, 'Card Linked Offers Admin', 'cardlinked.example', 'US', { isTest: true }),
  );

  const managers = new Map<number, NonNullable<Account['managingAccount']>>();
  /** Each account holds its own copy of its manager (no shared objects in the state). */
  const managerCopy = (id: number | null | undefined): Account['managingAccount'] => {
    const manager = id == null ? undefined : managers.get(id);
    return manager ? { ...manager } : null;
  };
  for (const { id, name, accountType, domain, country } of MANAGING_ACCOUNTS) {
    const salesforce = salesforceId(random);
    managers.set(id, { id, name, accountType, salesforceId: salesforce, status: 'ACTIVE', brands: null });
    db.accounts.push(
      accountOf(id, name, domain, country, {
        accountType,
        salesforceId: salesforce,
        salesTier: accountType === 'AGENCY' ? 'PLATINUM' : 'OTHER',
      }),
    );
  }

  const usedNames = new Set<string>(MANAGING_ACCOUNTS.map((def) => def.name));
  const usedDomains = new Set<string>(MANAGING_ACCOUNTS.map((def) => def.domain));

  for (const def of RICH_ACCOUNTS) {
    const domain = `${slugOf(def.name)}.example`;
    usedNames.add(def.name);
    usedDomains.add(domain);
    const brands: Brand[] = [def.name, ...def.subBrands].map((name, index) => ({
      id: brandIdOf(def.id, index),
      name,
      accountId: def.id,
    }));
    db.accounts.push(
      accountOf(def.id, def.name, domain, def.country, {
        brands: brands.map((brand) => String(brand.id)),
        managingAccount: managerCopy(def.managedBy),
        salesforceId: salesforceId(random),
        salesTier: random.weighted<SalesTier>([
          ['DIAMOND', 2],
          ['PLATINUM', 3],
          ['GOLD', 4],
          ['SILVER', 2],
        ]),
      }),
    );
    ctx.rich.push({
      def,
      id: def.id,
      name: def.name,
      country: def.country,
      currency: CURRENCY[def.country],
      timeZone: TIME_ZONE[def.country],
      domain,
      vertical: VERTICALS[def.vertical],
      brands,
      builders: [],
      members: [],
    });
  }

  // Light advertisers: no campaigns, realistic names, a mix of countries and managers.
  // Brightside Agency manages only the agency persona's accounts (1003–1008).
  const agencies = MANAGING_ACCOUNTS.filter((def) => def.accountType === 'AGENCY' && def.id !== BRIGHTSIDE_AGENCY_ID);
  const partners = MANAGING_ACCOUNTS.filter((def) => def.accountType === 'THIRDPARTYCONTENT');
  const companyName = companyNames(random);
  const lightCount = SEED_ACCOUNT_COUNT - db.accounts.length;
  const firstLight = FIRST_ADVERTISER_ID + RICH_ACCOUNTS.length;
  for (let id = firstLight; id < firstLight + lightCount; id++) {
    let name = companyName();
    for (let attempt = 2; usedNames.has(name); attempt++) {
      name = attempt < 6 ? companyName() : `${name} ${attempt}`;
    }
    usedNames.add(name);
    let domain = `${slugOf(name)}.example`;
    for (let n = 2; usedDomains.has(domain); n++) domain = `${slugOf(name)}-${n}.example`;
    usedDomains.add(domain);

    const country: Country = random.chance(0.3) ? 'GB' : 'US';
    const managedBy = random.weighted(MANAGED_BY);
    let manager: ManagingDef | undefined;
    if (managedBy === 'agency') {
      manager = agencies.find((def) => def.country === country) ?? random.pick(agencies);
      if (random.chance(0.2)) manager = random.pick(agencies);
    } else if (managedBy === 'partner') {
      manager = partners.find((def) => def.country === country) ?? random.pick(partners);
    }
    const brandCount = random.weighted(BRAND_COUNTS);
    db.accounts.push(
      accountOf(id, name, domain, country, {
        brands:
          brandCount === 0 ? null : Array.from({ length: brandCount }, (_, index) => String(brandIdOf(id, index))),
        isTest: random.chance(0.005),
        managingAccount: managerCopy(manager?.id),
        salesforceId: random.chance(0.8) ? salesforceId(random) : null,
        salesTier: random.weighted(LIGHT_SALES_TIERS),
        status: random.weighted(LIGHT_STATUSES),
      }),
    );
  }
}
