/**
 * Internal planning data of the rich accounts (ads-manager, NS-70 to NS-71 and NS-62):
 * projections with their specs and latest run, sales opportunities in the server's PascalCase,
 * and TVC requests.
 */
import { ProjectionPricingModel } from '@generated/ads-manager/model';
import type { AdsManagerSchemas, CampaignBuildSchemas } from '../db/types';
import { PERSONAS } from '../personas';
import { DAY_MS, dayNumber, dayString, HOUR_MS, MINUTE_MS, REFERENCE_MS, TODAY, utc } from './clock';
import type { RichAccount, SeedContext } from './context';
import { TVC_INVALID_CAMPAIGN_ID } from './campaign-build/state';

type ProjectionDetail = AdsManagerSchemas['ProjectionDetail'];
type Opportunity = AdsManagerSchemas['Opportunity'];
type Campaign = CampaignBuildSchemas['Campaign'];

/**
 * A stored projection: the answer shape plus the account it belongs to (ProjectionDetail carries
 * no accountId; the handlers read it from here and leave it out of answers).
 */
export type StoredProjection = ProjectionDetail & { accountId: number };

const PROJECTION_MODELS = Object.values(ProjectionPricingModel);

const byAccount = <T extends { accountId: number }>(items: T[], accountId: number): T[] =>
  items.filter((item) => item.accountId === accountId);

export function createPlanningData(ctx: SeedContext): void {
  ctx.rich.forEach((account, index) => {
    const campaigns = byAccount(ctx.db.campaigns, account.id);
    if (index < 12) createProjections(ctx, account, campaigns);
    if (index < 24) createOpportunities(ctx, account, index);
    if (index < 16) createTvcRequests(ctx, account, campaigns);
  });
}

function createProjections(ctx: SeedContext, account: RichAccount, campaigns: Campaign[]): void {
  const { random, ids, db, staff } = ctx;
  const plans = byAccount(db.plans, account.id);
  const lines = byAccount(db.lines, account.id).filter((line) => line.status !== 'DELETED');
  const statuses: AdsManagerSchemas['ProjectionStatus'][] = ['Success', 'Pending', 'Data Insufficient'];
  const count = random.int(2, 3);
  for (let n = 0; n < count; n++) {
    const status = statuses[n] ?? 'Success';
    const plan = n === 0 ? plans.find((candidate) => candidate.status === 'Draft') : undefined;
    const projectionId = ids.take('projection');
    const createdMs = REFERENCE_MS - random.int(n === 1 ? 0 : 3, 90) * DAY_MS - random.int(1, 8) * HOUR_MS;
    const name = plan
      ? `${plan.name} forecast`
      : random.pick(['Q1 2027 forecast', 'Holiday lift estimate', 'New market test', 'Budget scenario B']);
    const specCampaigns = plan ? campaigns.filter((campaign) => campaign.planId === plan.planId) : [];
    const specCount = plan ? Math.max(1, specCampaigns.length) : random.int(1, 2);
    const specs: ProjectionDetail['specs'] = Array.from({ length: specCount }, (_, specIndex) => {
      const campaign = specCampaigns[specIndex];
      const start = campaign ? dayNumber(campaign.startDateTime) : TODAY + random.int(20, 90);
      const duration = campaign ? Math.max(1, dayNumber(campaign.endDateTime) - start + 1) : random.pick([30, 60, 90]);
      return {
        specId: ids.take('projectionSpec'),
        projectionId,
        name: campaign?.name ?? `${name} – spec ${specIndex + 1}`,
        campaignId: campaign?.campaignId ?? null,
        campaignCount: campaign ? 1 : random.int(1, 4),
        campaignDuration: duration,
        campaignStartDate: dayString(start),
        planId: plan?.planId ?? null,
        pricingModel: random.pick(PROJECTION_MODELS),
      };
    });
    const runId = ids.take('projectionRun');
    const run: ProjectionDetail['run'] =
      status === 'Success'
        ? {
            runId,
            status: 'finished',
            result: { sheetLink: `https://sheets.cardlinked.example/projections/${projectionId}/runs/${runId}` },
          }
        : status === 'Pending'
          ? { runId, status: random.chance(0.7) ? 'pending' : 'awaiting_pricing_update', result: null }
          : { runId, status: 'cancelled', result: null };
    db.projections.push({
      accountId: account.id,
      projection: {
        projectionId,
        name,
        ioNumber: plan?.ioNumber ?? (random.chance(0.7) ? random.pick(lines).ioNumber : null),
        createdAt: utc(createdMs),
        userEmail: { email: random.pick([...staff, PERSONAS.admin.email]) },
        status,
        planId: plan?.planId ?? null,
      },
      specs,
      run,
    } satisfies StoredProjection);
  }
}

const STAGES = [
  'ContractNegotiation',
  'Proposal',
  'Qualification',
  'SubmittedProposal',
  'MeetingPresentation',
  'ClosedLost',
  'SubmittoClose',
  'QualifiedOut',
];

function createOpportunities(ctx: SeedContext, account: RichAccount, index: number): void {
  const { random, db } = ctx;
  const lines = byAccount(db.lines, account.id);
  const record = db.accounts.find((candidate) => candidate.id === account.id);
  const won = lines.filter((line) => line.status === 'ACTIVE').slice(0, index % 2 === 0 ? 2 : 1);
  const open = random.int(0, 2);
  const make = (stage: string, line: CampaignBuildSchemas['Line'] | undefined, n: number): Opportunity => {
    const booking = line ? line.budget : random.step(25_000, 400_000, 5_000);
    const discounted = Math.round(booking * random.pick([0.85, 0.9, 0.95, 1]));
    const start = line ? line.startDateTime.slice(0, 10) : dayString(TODAY + random.int(30, 120));
    const end = line ? line.endDateTime.slice(0, 10) : dayString(dayNumber(start) + random.pick([90, 180, 365]));
    const created = Date.parse(`${start}T00:00:00Z`) - random.int(20, 60) * DAY_MS + random.int(9, 17) * HOUR_MS;
    const ioNumber = line?.ioNumber ?? null;
    const documentFile = `${account.domain.replace('.example', '')}-${(ioNumber ?? 'io').toLowerCase()}`;
    const year = start.slice(0, 4);
    const first = account.id === 1001 && n === 0;
    const percentOverage = random.chance(0.5);
    return {
      OpportunityId: first ? '0065e00000AbCdEAAV' : `0065e00000${random.base62(8)}`,
      AccountId: account.id,
      BillingAccountId: record?.salesforceId ?? null,
      BillingId: `B-${account.id}`,
      BookingAmount: booking,
      ChildBillingAccountId: null,
      DiscountedAmount: discounted,
      PoNumber: random.chance(0.6) ? `PO-${random.int(10_000, 99_999)}` : null,
      TotalClosedWonBooking: stage === 'ClosedWon' ? booking : 0,
      TotalDeliveryAmount:
        stage === 'ClosedWon' && start <= dayString(TODAY) ? Math.round(booking * random.float(0.1, 0.7)) : 0,
      TotalInvoiceCap: Math.round(booking * 1.1),
      InitialRoasTarget: random.chance(0.7) ? random.pick([3, 3.5, 4, 5, 6]) : null,
      Name: `${account.name} Q${Math.floor(Number(start.slice(5, 7)) / 3.01) + 1} ${year}${n > 0 && line ? ` (line ${line.lineNumber})` : ''}`,
      StageName: stage,
      IoNumber: ioNumber,
      CurrencyIsoCode: account.currency,
      HasASpecificBudget: random.pick(['Yes', 'Yes', 'No', 'Unknown'] as const),
      OverageAllowance: percentOverage ? 0.1 : (line?.overageAllowance ?? null),
      OverageAllowanceType: percentOverage ? 'Percentage' : line?.overageAllowance ? 'DollarAmount' : 'Unknown',
      PricingModel: line ? line.pricingModel : random.chance(0.5) ? random.pick(['CPS', 'CPT', 'CPR'] as const) : null,
      ContractedStartDate: stage === 'Qualification' ? null : `${start}T00:00:00Z`,
      ContractedEndDate: stage === 'Qualification' ? null : `${end}T00:00:00Z`,
      Brands: account.brands.map((brand) => ({ BrandId: brand.id, Name: brand.name })),
      BusinessDocuments:
        stage === 'ClosedWon'
          ? [
              {
                BusinessDocumentId: `0695e00000${random.base62(7)}`,
                CreatedDateTime: utc(created),
                DocumentDescription: 'Signed insertion order',
                DocumentType: 'InsertionOrder',
                FileName: `${documentFile}.pdf`,
                ...(random.chance(0.5)
                  ? { ContentDistributionLink: `https://docs.cardlinked.example/io/${ioNumber ?? account.id}` }
                  : {}),
              },
              ...(random.chance(0.4)
                ? [
                    {
                      BusinessDocumentId: `0695e00000${random.base62(7)}`,
                      CreatedDateTime: utc(created + random.int(3, 20) * DAY_MS),
                      DocumentDescription: 'Amended insertion order',
                      DocumentType: 'InsertionOrder' as const,
                      FileName: `${documentFile}-amendment.pdf`,
                    },
                  ]
                : []),
            ]
          : [],
      Products: [
        {
          Active: true,
          FiFundingType: random.pick(['ManagedOffers', 'ManagedOffersPlus', 'BankFunded', 'Counseled'] as const),
          IsBillable: true,
          IsInternalTest: false,
          OpportunityLineItemId: `00k5e00000${random.base62(7)}`,
          ProductCode: `CLO-${line?.pricingModel ?? 'CPS'}`,
          ProductName: `Card-linked offer, ${line?.pricingModel ?? 'CPS'}`,
          TotalPrice: discounted,
        },
        ...(random.chance(0.3)
          ? [
              {
                Active: random.chance(0.8),
                FiFundingType: 'Unknown' as const,
                IsBillable: false,
                IsInternalTest: random.chance(0.3),
                OpportunityLineItemId: `00k5e00000${random.base62(7)}`,
                ProductCode: 'CLO-MEASURE',
                ProductName: 'Sales lift measurement',
                TotalPrice: 0,
              },
            ]
          : []),
      ],
    };
  };
  won.forEach((line, n) => db.opportunities.push(make('ClosedWon', line, n)));
  for (let n = 0; n < open; n++) db.opportunities.push(make(random.pick(STAGES), undefined, won.length + n));
}

function createTvcRequests(ctx: SeedContext, account: RichAccount, campaigns: Campaign[]): void {
  const { random, ids, db, staff } = ctx;
  const eligible = campaigns.filter(
    (campaign) =>
      campaign.campaignId !== TVC_INVALID_CAMPAIGN_ID &&
      ['Active', 'Inactive', 'Scheduled'].includes(campaign.campaignStatus),
  );
  const example = eligible.find((campaign) => campaign.campaignId === 5001);
  const others = eligible.filter((campaign) => campaign !== example);
  const chosen = example ? [example, ...random.some(others, 1)] : random.some(eligible, random.int(1, 2));
  for (const campaign of chosen) {
    const start = dayNumber(campaign.startDateTime);
    const end = dayNumber(campaign.endDateTime);
    const created = Math.min(REFERENCE_MS - HOUR_MS, Date.parse(campaign.createDateTime) + random.int(1, 10) * DAY_MS);
    const status: AdsManagerSchemas['TvcRequest']['status'] =
      campaign.campaignStatus === 'Inactive'
        ? random.pick(['Completed', 'Completed', 'Rejected'])
        : campaign.campaignStatus === 'Active'
          ? random.pick(['InProgress', 'Submitted'])
          : 'Submitted';
    db.tvcRequests.push({
      tvcRequestId: ids.take('tvcRequest'),
      accountId: account.id,
      campaignId: campaign.campaignId,
      campaignName: campaign.name,
      requestedStartDate: dayString(start),
      requestedEndDate: dayString(Math.max(start, end)),
      notes: random.chance(0.7)
        ? random.pick([
            'Measure the lift of the offer against a 10 % control group.',
            'Advertiser asked for an incrementality read before renewing.',
            'Compare new customer acquisition against the hold-out.',
          ])
        : null,
      status,
      createDateTime: utc(created - (created % MINUTE_MS)),
      createUser: random.pick(staff),
    });
  }
}
