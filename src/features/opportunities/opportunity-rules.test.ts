import { describe, expect, it } from 'vitest';
import type { Opportunity as ServerOpportunity } from '@generated/ads-manager/model';
import { bestOpportunity, datePart, mapOpportunity, OPPORTUNITY_STAGES, stageOf } from './opportunity-rules';

/** The spec's example opportunity as the server sends it (openapi/ads-manager.yaml). */
const SERVER: ServerOpportunity = {
  OpportunityId: '0065e00000AbCdEAAV',
  AccountId: 1001,
  BillingAccountId: '0015e00000XyZaBAAV',
  BillingId: 'B-1001',
  BookingAmount: 50000,
  ChildBillingAccountId: null,
  DiscountedAmount: 45000,
  PoNumber: 'PO-77812',
  TotalClosedWonBooking: 50000,
  TotalDeliveryAmount: 0,
  TotalInvoiceCap: 55000,
  InitialRoasTarget: 4,
  Name: 'Acme Coffee Q2 2026',
  StageName: 'ClosedWon',
  IoNumber: 'IO-2026-0042',
  CurrencyIsoCode: 'USD',
  HasASpecificBudget: 'Yes',
  OverageAllowance: 0.1,
  OverageAllowanceType: 'Percentage',
  PricingModel: 'CPS',
  ContractedStartDate: '2026-04-01T00:00:00Z',
  ContractedEndDate: '2026-06-30T23:59:59-04:00',
  Brands: [
    { BrandId: 2001, Name: 'Acme Coffee' },
    { BrandId: 2002, Name: 'Acme Tea' },
  ],
  BusinessDocuments: [
    {
      BusinessDocumentId: 'DOC-OLD',
      CreatedDateTime: '2026-02-05T10:00:00Z',
      DocumentDescription: 'Signed insertion order',
      DocumentType: 'InsertionOrder',
      FileName: 'acme-io.pdf',
    },
    {
      BusinessDocumentId: 'DOC-NEW',
      CreatedDateTime: '2026-02-20T09:30:00Z',
      DocumentDescription: 'Amended insertion order',
      DocumentType: 'InsertionOrder',
      FileName: 'acme-io-amendment.pdf',
      ContentDistributionLink: 'https://docs.example.com/io/42',
    },
    {
      BusinessDocumentId: 'DOC-MID',
      CreatedDateTime: '2026-02-10T12:00:00Z',
      DocumentDescription: 'Countersigned insertion order',
      DocumentType: 'InsertionOrder',
      FileName: 'acme-io-signed.pdf',
    },
  ],
  Products: [
    {
      Active: true,
      FiFundingType: 'ManagedOffers',
      IsBillable: true,
      IsInternalTest: false,
      OpportunityLineItemId: '00k5e00000LiNeAAV',
      ProductCode: 'CLO-CPS',
      ProductName: 'Card-linked offer, cost per sale',
      TotalPrice: 50000,
    },
  ],
};

/** The least the server must send: every optional member missing. */
const BARE: ServerOpportunity = {
  OpportunityId: '0065e00000BaReAAV',
  AccountId: 1002,
  Name: 'Bare',
  StageName: 'Proposal',
  CurrencyIsoCode: 'GBP',
  Brands: [],
  BusinessDocuments: [],
  Products: [],
};

describe('opportunity mapping (part 3 §3 Opportunity)', () => {
  it('PROJ-011 maps every PascalCase field to camelCase (OpportunityId → opportunityId …), no PascalCase left', () => {
    const mapped = mapOpportunity(SERVER);
    expect(mapped.opportunityId).toBe('0065e00000AbCdEAAV');
    const names = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(names)
        : typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([key, inner]) => [key, ...names(inner)])
          : [];
    for (const name of names(mapped)) expect(name).toMatch(/^[a-z]/);
  });

  it('PROJ-012 NS-71 carries the ids, amounts, initialRoasTarget, name, stageName and overage; ioNumber is "" when missing', () => {
    expect(mapOpportunity(SERVER)).toMatchObject({
      accountId: 1001,
      billingAccountId: '0015e00000XyZaBAAV',
      billingId: 'B-1001',
      bookingAmount: 50000,
      childBillingAccountId: null,
      discountedAmount: 45000,
      opportunityId: '0065e00000AbCdEAAV',
      poNumber: 'PO-77812',
      totalClosedWonBooking: 50000,
      totalDeliveryAmount: 0,
      totalInvoiceCap: 55000,
      initialRoasTarget: 4,
      name: 'Acme Coffee Q2 2026',
      stageName: 'ClosedWon',
      overageAllowance: 0.1,
      ioNumber: 'IO-2026-0042',
    });
    expect(mapOpportunity(BARE)).toMatchObject({
      ioNumber: '',
      bookingAmount: null,
      initialRoasTarget: null,
      billingAccountId: null,
      overageAllowance: null,
    });
    expect(mapOpportunity({ ...BARE, IoNumber: null }).ioNumber).toBe('');
  });

  it('PROJ-013 brands map to {brandId, name}', () => {
    expect(mapOpportunity(SERVER).brands).toEqual([
      { brandId: 2001, name: 'Acme Coffee' },
      { brandId: 2002, name: 'Acme Tea' },
    ]);
    expect(mapOpportunity(BARE).brands).toEqual([]);
  });

  it('PROJ-014 NS-72 business documents map to camelCase InsertionOrder documents, newest first; the link only when sent', () => {
    const documents = mapOpportunity(SERVER).businessDocuments;
    expect(documents.map((document) => document.businessDocumentId)).toEqual(['DOC-NEW', 'DOC-MID', 'DOC-OLD']);
    expect(documents[0]).toEqual({
      businessDocumentId: 'DOC-NEW',
      createdDateTime: '2026-02-20T09:30:00Z',
      documentDescription: 'Amended insertion order',
      documentType: 'InsertionOrder',
      fileName: 'acme-io-amendment.pdf',
      contentDistributionLink: 'https://docs.example.com/io/42',
    });
    expect(documents[1]).not.toHaveProperty('contentDistributionLink');
    // The server's order is left alone.
    expect(SERVER.BusinessDocuments.map((document) => document.BusinessDocumentId)).toEqual([
      'DOC-OLD',
      'DOC-NEW',
      'DOC-MID',
    ]);
  });

  it('PROJ-015 contracted dates keep only the date part as sent, and are "" when missing', () => {
    expect(mapOpportunity(SERVER)).toMatchObject({
      contractedStartDate: '2026-04-01',
      contractedEndDate: '2026-06-30',
    });
    expect(mapOpportunity(BARE)).toMatchObject({ contractedStartDate: '', contractedEndDate: '' });
    expect(mapOpportunity({ ...BARE, ContractedStartDate: null }).contractedStartDate).toBe('');
    expect(datePart('not a date')).toBe('');
  });

  it('PROJ-016 currency is GBP or USD; hasASpecificBudget and overageAllowanceType keep their values, Unknown when missing or unknown', () => {
    expect(mapOpportunity(SERVER)).toMatchObject({
      currencyIsoCode: 'USD',
      hasASpecificBudget: 'Yes',
      overageAllowanceType: 'Percentage',
    });
    expect(mapOpportunity({ ...BARE, HasASpecificBudget: 'No', OverageAllowanceType: 'DollarAmount' })).toMatchObject({
      currencyIsoCode: 'GBP',
      hasASpecificBudget: 'No',
      overageAllowanceType: 'DollarAmount',
    });
    expect(mapOpportunity(BARE)).toMatchObject({ hasASpecificBudget: 'Unknown', overageAllowanceType: 'Unknown' });
    const odd = {
      ...BARE,
      HasASpecificBudget: 'Maybe',
      OverageAllowanceType: 'Shares',
    } as unknown as ServerOpportunity;
    expect(mapOpportunity(odd)).toMatchObject({ hasASpecificBudget: 'Unknown', overageAllowanceType: 'Unknown' });
  });

  it('PROJ-017 the pricing model is kept (any of CPE … CPT) and defaults to CPT', () => {
    for (const model of ['CPE', 'CPM', 'CPR', 'CPS', 'CPSH', 'CPST', 'CPT'] as const) {
      expect(mapOpportunity({ ...BARE, PricingModel: model }).pricingModel).toBe(model);
    }
    expect(mapOpportunity(BARE).pricingModel).toBe('CPT');
    expect(mapOpportunity({ ...BARE, PricingModel: null }).pricingModel).toBe('CPT');
  });

  it('PROJ-018 products map to camelCase with their FI funding type (Unknown for an unknown one)', () => {
    expect(mapOpportunity(SERVER).products).toEqual([
      {
        active: true,
        fiFundingType: 'ManagedOffers',
        isBillable: true,
        isInternalTest: false,
        opportunityLineItemId: '00k5e00000LiNeAAV',
        productCode: 'CLO-CPS',
        productName: 'Card-linked offer, cost per sale',
        totalPrice: 50000,
      },
    ]);
    const [product] = SERVER.Products;
    if (!product) throw new Error('example product missing');
    for (const type of ['BankFunded', 'Counseled', 'ManagedOffers', 'ManagedOffersPlus', 'Unknown'] as const) {
      const mapped = mapOpportunity({ ...BARE, Products: [{ ...product, FiFundingType: type }] });
      expect(mapped.products[0]?.fiFundingType).toBe(type);
    }
    const odd = { ...product, FiFundingType: 'Sponsored' } as unknown as typeof product;
    expect(mapOpportunity({ ...BARE, Products: [odd] }).products[0]?.fiFundingType).toBe('Unknown');
  });
});

describe('opportunity stages (part 3 §3 Opportunity stages)', () => {
  it('PROJ-019 ClosedWon is closed with priority 1; the six open stages have priority 2; ClosedLost and QualifiedOut priority 3', () => {
    expect(stageOf('ClosedWon')).toEqual({ closed: true, priority: 1 });
    for (const stage of [
      'ContractNegotiation',
      'MeetingPresentation',
      'Proposal',
      'Qualification',
      'SubmittedProposal',
      'SubmittoClose',
    ]) {
      expect(stageOf(stage)).toEqual({ closed: false, priority: 2 });
    }
    expect(stageOf('ClosedLost')).toEqual({ closed: false, priority: 3 });
    expect(stageOf('QualifiedOut')).toEqual({ closed: false, priority: 3 });
    expect(OPPORTUNITY_STAGES.size).toBe(9);
  });

  it('PROJ-020 NS-73 an unknown stage is open with priority 3, ClosedWon is the only closed stage, and the lowest priority number wins', () => {
    for (const stage of ['Negotiating', 'closedwon', '', 'constructor', 'toString']) {
      expect(stageOf(stage)).toEqual({ closed: false, priority: 3 });
    }
    expect([...OPPORTUNITY_STAGES].filter(([, stage]) => stage.closed).map(([name]) => name)).toEqual(['ClosedWon']);
    const pick = (...stages: string[]) =>
      bestOpportunity(stages.map((stageName, index) => ({ stageName, index })))?.index;
    expect(pick('Proposal', 'ClosedLost', 'ClosedWon')).toBe(2);
    expect(pick('Mystery', 'Proposal')).toBe(1);
    // Equal priorities keep the server's order.
    expect(pick('Qualification', 'Proposal')).toBe(0);
    expect(pick()).toBeUndefined();
  });
});
