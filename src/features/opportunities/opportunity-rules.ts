/**
 * Sales opportunities (part 3 §3 Opportunity, Opportunity stages; PROJ-011 … PROJ-020): the
 * server's PascalCase answer mapped to the app's camelCase in one place, the stage table, and which
 * of several matches of an IO number the app uses (NS-73). Pure.
 */
import type {
  BusinessDocument as ServerDocument,
  Opportunity as ServerOpportunity,
  OpportunityProduct as ServerProduct,
} from '@generated/ads-manager/model';
import {
  FiFundingType as FI_FUNDING_TYPES,
  HasASpecificBudget as HAS_A_SPECIFIC_BUDGET,
  OverageAllowanceType as OVERAGE_ALLOWANCE_TYPES,
  PricingModel as PRICING_MODELS,
} from '@generated/ads-manager/model';
import type {
  Currency,
  FiFundingType,
  HasASpecificBudget,
  OverageAllowanceType,
  PricingModel,
} from '@generated/ads-manager/model';

export interface OpportunityBrand {
  brandId: number;
  name: string;
}

export interface OpportunityDocument {
  businessDocumentId: string;
  createdDateTime: string;
  documentDescription: string;
  documentType: 'InsertionOrder';
  fileName: string;
  contentDistributionLink?: string;
}

export interface OpportunityProduct {
  active: boolean;
  fiFundingType: FiFundingType;
  isBillable: boolean;
  isInternalTest: boolean;
  opportunityLineItemId: string;
  productCode: string;
  productName: string;
  totalPrice: number;
}

/** An opportunity as the app holds it (PROJ-012): camelCase, defaults applied. */
export interface Opportunity {
  accountId: number;
  billingAccountId: string | null;
  billingId: string | null;
  bookingAmount: number | null;
  childBillingAccountId: string | null;
  discountedAmount: number | null;
  opportunityId: string;
  poNumber: string | null;
  totalClosedWonBooking: number | null;
  totalDeliveryAmount: number | null;
  totalInvoiceCap: number | null;
  /** NS-71: the initial ROAS target's name. */
  initialRoasTarget: number | null;
  name: string;
  stageName: string;
  /** Empty when the server sends none. */
  ioNumber: string;
  currencyIsoCode: Currency;
  hasASpecificBudget: HasASpecificBudget;
  overageAllowance: number | null;
  overageAllowanceType: OverageAllowanceType;
  /** CPT when the server sends none. */
  pricingModel: PricingModel;
  /** YYYY-MM-DD, or empty when missing. */
  contractedStartDate: string;
  contractedEndDate: string;
  brands: OpportunityBrand[];
  /** Newest first (NS-72). */
  businessDocuments: OpportunityDocument[];
  products: OpportunityProduct[];
}

/** PROJ-017: the pricing model of an opportunity that names none. */
export const DEFAULT_OPPORTUNITY_PRICING_MODEL: PricingModel = 'CPT';

const oneOf =
  <T extends string>(values: Readonly<Record<string, T>>, fallback: T) =>
  (value: string | null | undefined): T =>
    Object.values(values).find((known) => known === value) ?? fallback;

const budgetKind = oneOf<HasASpecificBudget>(HAS_A_SPECIFIC_BUDGET, 'Unknown');
const overageKind = oneOf<OverageAllowanceType>(OVERAGE_ALLOWANCE_TYPES, 'Unknown');
const fundingType = oneOf<FiFundingType>(FI_FUNDING_TYPES, 'Unknown');
const pricingModel = oneOf<PricingModel>(PRICING_MODELS, DEFAULT_OPPORTUNITY_PRICING_MODEL);

const DATE_PART = /^\d{4}-\d{2}-\d{2}/;

/** PROJ-015: the date part (YYYY-MM-DD) of a date-time as the server writes it, or '' when missing. */
export function datePart(value: string | null | undefined): string {
  return (value ?? '').match(DATE_PART)?.[0] ?? '';
}

const createdAt = (document: OpportunityDocument) => {
  const ms = Date.parse(document.createdDateTime);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

/** NS-72: business documents newest first; one without a readable time goes last. */
export function newestFirst(documents: readonly OpportunityDocument[]): OpportunityDocument[] {
  return [...documents].sort((a, b) => createdAt(b) - createdAt(a));
}

function documentOf(document: ServerDocument): OpportunityDocument {
  const mapped: OpportunityDocument = {
    businessDocumentId: document.BusinessDocumentId,
    createdDateTime: document.CreatedDateTime,
    documentDescription: document.DocumentDescription,
    documentType: 'InsertionOrder',
    fileName: document.FileName,
  };
  if (document.ContentDistributionLink) mapped.contentDistributionLink = document.ContentDistributionLink;
  return mapped;
}

function productOf(product: ServerProduct): OpportunityProduct {
  return {
    active: product.Active,
    fiFundingType: fundingType(product.FiFundingType),
    isBillable: product.IsBillable,
    isInternalTest: product.IsInternalTest,
    opportunityLineItemId: product.OpportunityLineItemId,
    productCode: product.ProductCode,
    productName: product.ProductName,
    totalPrice: product.TotalPrice,
  };
}

/** PROJ-011 … PROJ-018: the server's opportunity as the app's. */
export function mapOpportunity(server: ServerOpportunity): Opportunity {
  return {
    accountId: server.AccountId,
    billingAccountId: server.BillingAccountId ?? null,
    billingId: server.BillingId ?? null,
    bookingAmount: server.BookingAmount ?? null,
    childBillingAccountId: server.ChildBillingAccountId ?? null,
    discountedAmount: server.DiscountedAmount ?? null,
    opportunityId: server.OpportunityId,
    poNumber: server.PoNumber ?? null,
    totalClosedWonBooking: server.TotalClosedWonBooking ?? null,
    totalDeliveryAmount: server.TotalDeliveryAmount ?? null,
    totalInvoiceCap: server.TotalInvoiceCap ?? null,
    initialRoasTarget: server.InitialRoasTarget ?? null,
    name: server.Name,
    stageName: server.StageName,
    ioNumber: server.IoNumber ?? '',
    currencyIsoCode: server.CurrencyIsoCode,
    hasASpecificBudget: budgetKind(server.HasASpecificBudget),
    overageAllowance: server.OverageAllowance ?? null,
    overageAllowanceType: overageKind(server.OverageAllowanceType),
    pricingModel: pricingModel(server.PricingModel),
    contractedStartDate: datePart(server.ContractedStartDate),
    contractedEndDate: datePart(server.ContractedEndDate),
    brands: server.Brands.map((brand) => ({ brandId: brand.BrandId, name: brand.Name })),
    businessDocuments: newestFirst(server.BusinessDocuments.map(documentOf)),
    products: server.Products.map(productOf),
  };
}

export interface OpportunityStage {
  closed: boolean;
  /** 1 comes first (NS-73). */
  priority: 1 | 2 | 3;
}

const open = (priority: 2 | 3): OpportunityStage => ({ closed: false, priority });

/** PROJ-019: the known stages. */
export const OPPORTUNITY_STAGES: ReadonlyMap<string, OpportunityStage> = new Map([
  ['ClosedWon', { closed: true, priority: 1 }],
  ...[
    'ContractNegotiation',
    'MeetingPresentation',
    'Proposal',
    'Qualification',
    'SubmittedProposal',
    'SubmittoClose',
  ].map((stage) => [stage, open(2)] as const),
  ...['ClosedLost', 'QualifiedOut'].map((stage) => [stage, open(3)] as const),
]);

/** PROJ-020: an unknown stage is open with priority 3; ClosedWon is the only closed stage. */
export function stageOf(stageName: string): OpportunityStage {
  return OPPORTUNITY_STAGES.get(stageName) ?? open(3);
}

/**
 * NS-73: of several opportunities with the same IO number, the one whose stage has the lowest
 * priority number (ClosedWon first); equal priorities keep the server's order. Undefined for none.
 */
export function bestOpportunity<T extends Pick<Opportunity, 'stageName'>>(opportunities: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const opportunity of opportunities) {
    if (best === undefined || stageOf(opportunity.stageName).priority < stageOf(best.stageName).priority) {
      best = opportunity;
    }
  }
  return best;
}
