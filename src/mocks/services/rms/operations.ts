/**
 * The rms service of the fake backend: the reward resource patch (JSON:API), the reward templates
 * (NS-54) and the redemptions admin per country (NS-75, NS-76): summaries, decisions and CSV uploads.
 */
import { UploadRedemptionsBody } from '@generated/rms/rms.zod';
import { plainCopy } from '../../db/store';
import type { AdsManagerSchemas, Db, RedemptionSummaryRecord, RmsSchemas } from '../../db/types';
import { onAccount, onAccountOrInternal } from '../../server/guard';
import { page } from '../../server/list';
import { defineOperations } from '../../server/operations';
import { freshId, isoNow, round2 } from '../../server/records';
import { badRequest, fail, notFound, problem } from '../../server/respond';
import { fileOf } from '../../server/validate';
import { checkedRewardConfig, classifyReward, flatRewardFields } from '../ads-manager/reward-config';
import { parseRedemptionCsv } from './redemption-csv';

type Country = RmsSchemas['RedemptionCountry'];
type Decision = RmsSchemas['RedemptionDecisionType'];
type GroupBy = RmsSchemas['RedemptionGroupBy'];

const CURRENCY: Record<Country, RmsSchemas['Currency']> = { us: 'USD', gb: 'GBP' };

// ----- Reason codes (REDEEM-008 to REDEEM-012, NS-76) --------------------------------------

export const REASON_BITS = {
  forced: 1,
  transactionUsed: 2,
  duplicate1: 4,
  gamer3: 8,
  gamer1: 16,
  gamer2: 32,
  hold: 64,
  duplicate2: 128,
  fi: 256,
  zeroDollar: 512,
} as const;

const APPROVABLE = REASON_BITS.duplicate1 | REASON_BITS.gamer3 | REASON_BITS.gamer1 | REASON_BITS.gamer2;
const DENIABLE = REASON_BITS.transactionUsed | REASON_BITS.duplicate2 | REASON_BITS.zeroDollar;

/**
 * Whether a decision fits a reason code: Approve only for non-empty combinations of 4, 8, 16
 * and 32; Deny for codes with 2, 128 or 512 and otherwise only approvable bits; Investigate for
 * every code with hold (64), forced ones included (REDEEM-012). Forced redemptions (1) without
 * hold fit no decision (NS-76).
 */
export function decisionFits(decision: Decision, reasonCode: number): boolean {
  switch (decision) {
    case 'Approve':
      return reasonCode !== 0 && (reasonCode & ~APPROVABLE) === 0;
    case 'Deny':
      return (reasonCode & DENIABLE) !== 0 && (reasonCode & ~(DENIABLE | APPROVABLE)) === 0;
    case 'Investigate':
      return (reasonCode & REASON_BITS.hold) !== 0;
  }
}

/** The summary entries of one country grouped by one key; the other keys are null. */
export function summarise(
  records: readonly RedemptionSummaryRecord[],
  groupBy: GroupBy,
  currency: RmsSchemas['Currency'],
): RmsSchemas['RedemptionSummary'][] {
  const groups = new Map<string, RmsSchemas['RedemptionSummary']>();
  for (const record of records) {
    const entry: RmsSchemas['RedemptionSummary'] = {
      totalCount: 0,
      totalAmount: 0,
      currency,
      partnerCode: groupBy === 'PartnerCode' ? record.partnerCode : null,
      reasonCode: groupBy === 'ReasonCode' ? record.reasonCode : null,
      institutionId: groupBy === 'InstitutionId' ? record.institutionId : null,
    };
    const key = String(entry.partnerCode ?? entry.reasonCode ?? entry.institutionId);
    const group = groups.get(key) ?? entry;
    group.totalCount += record.totalCount;
    group.totalAmount = round2(group.totalAmount + record.totalAmount);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      (a.partnerCode ?? '').localeCompare(b.partnerCode ?? '') ||
      (a.reasonCode ?? 0) - (b.reasonCode ?? 0) ||
      (a.institutionId ?? 0) - (b.institutionId ?? 0),
  );
}

/** The RMS form of the reward resource the ads-manager reward keeps. */
function rmsResource(resource: AdsManagerSchemas['RewardResource']): RmsSchemas['RewardResource'] {
  const remediation = resource.relationships.remediationModel.data;
  return {
    type: 'reward',
    id: resource.id,
    attributes: plainCopy(resource.attributes),
    relationships: {
      remediationModel: { data: remediation ? { type: 'remediationModel', id: remediation.id } : null },
      rewardModel: { data: { type: 'rewardModel', id: resource.relationships.rewardModel.data.id } },
    },
  };
}

/**
 * Part 1 §6.3 (ACCESS-025): the redemptions admin is for users with redemptions.read or internal
 * users; its reads answer the same people the screen lets in. Decisions and uploads need
 * redemptions.write (internal only).
 */
const READ_REDEMPTIONS = onAccountOrInternal('redemptions.read');
const WRITE_REDEMPTIONS = onAccount('redemptions.write', true);

const valid = { valid: true } as const;

/** The ads-manager reward behind an RMS reward id of the account. */
const rewardOf = (db: Db, accountId: number, rewardId: number) =>
  db.rewards.find((candidate) => candidate.rmsRewardId === rewardId && candidate.accountId === accountId);

export const rms = defineOperations('rms', {
  updateRmsReward: {
    access: onAccount('campaign.write'),
    // NS-89: the same reward record as ads-manager's getAdReward, so its ETag is the one to send.
    version: {
      kind: 'rewards',
      find: ({ path: { accountId, rewardId }, db }) => rewardOf(db, accountId, rewardId),
    },
    write: ({ path: { accountId, rewardId }, body: { data }, db, backend, session }) => {
      const { id, attributes } = data;
      if (id !== String(rewardId))
        fail(badRequest(`data.id: must be the rewardId of the path (${rewardId})`, 'data.id'));
      const reward = rewardOf(db, accountId, rewardId) ?? fail(notFound('Reward', rewardId));
      const merged: AdsManagerSchemas['RewardAttributes'] = { ...reward.rmsResponse.data.attributes };
      for (const [key, value] of Object.entries(attributes) as [keyof typeof attributes, unknown][]) {
        if (value !== undefined) Object.assign(merged, { [key]: value });
      }
      // null removes the end of redemption (an open-ended reward has none).
      if (attributes.redemptionEndDateTime === null) delete merged.redemptionEndDateTime;
      if (!merged.rewardAnnotations?.length) merged.rewardAnnotations = null;
      const config = checkedRewardConfig(merged);
      reward.rmsResponse.data.attributes = merged;
      Object.assign(reward, flatRewardFields(merged, config));
      if (config.currencyUnit) reward.currency = config.currencyUnit;
      if (attributes.rewardModelConfigValue !== undefined && reward.rewardType !== 'SingleRewardSpendAccumulation') {
        const model = reward.rmsResponse.data.relationships.rewardModel.data.id;
        Object.assign(reward, classifyReward(db, model, config, reward.isMultiple ?? false));
      }
      reward.updateDateTime = isoNow(backend);
      reward.updateUser = session.user.email;
      return { data: rmsResource(reward.rmsResponse.data), meta: valid };
    },
  },

  listRewardTemplates: {
    access: {},
    read: ({ query: { rewardType }, db }) => ({
      data: db.rewardTemplates.filter(
        (template) => rewardType === undefined || template.attributes.name === rewardType,
      ),
      meta: valid,
    }),
  },

  getRedemptionSummaries: {
    access: READ_REDEMPTIONS,
    read: ({ path: { countryCode }, query: { groupBy, redemptionModel }, db }) => {
      const records = db.redemptionSummaries.filter(
        (record) =>
          record.country === countryCode &&
          (redemptionModel === undefined || record.redemptionModel === redemptionModel),
      );
      const latest = records.reduce<string | null>(
        (max, record) =>
          max === null || Date.parse(record.lastRedemptionTime) > Date.parse(max) ? record.lastRedemptionTime : max,
        null,
      );
      return { mostRecentRedemptionTime: latest, summaryList: summarise(records, groupBy, CURRENCY[countryCode]) };
    },
  },

  listRedemptionDecisions: {
    access: READ_REDEMPTIONS,
    read: ({ path: { countryCode }, query: { page: number, perPage }, db }) => {
      const records = db.redemptionDecisions
        .filter((record) => record.country === countryCode)
        .map(({ country: _country, ...decision }) => decision);
      return page(records, { page: number, perPage }, '-decisionId');
    },
  },

  createRedemptionDecision: {
    access: WRITE_REDEMPTIONS,
    write: ({ path: { countryCode }, body, db, backend, session }) => {
      const { reasonCode, decision, partnerCode, institutionId, comment } = body;
      if (!decisionFits(decision, reasonCode)) {
        fail(badRequest(`decision ${decision} is not allowed for reason code ${reasonCode}`, 'reasonCode'));
      }
      const applies = (record: RedemptionSummaryRecord) =>
        record.country === countryCode &&
        record.reasonCode === reasonCode &&
        (partnerCode === undefined || record.partnerCode === partnerCode) &&
        (institutionId === undefined || record.institutionId === institutionId);
      const affectedCount = db.redemptionSummaries.filter(applies).reduce((sum, record) => sum + record.totalCount, 0);
      // Approved and denied redemptions leave the review; investigated ones stay held.
      if (decision !== 'Investigate')
        db.redemptionSummaries = db.redemptionSummaries.filter((record) => !applies(record));
      const decisionIds = db.redemptionDecisions.map((d) => d.decisionId);
      const taken: RmsSchemas['RedemptionDecision'] = {
        decisionId: freshId(backend, 'redemptionDecision', decisionIds),
        reasonCode,
        decision,
        partnerCode: partnerCode ?? null,
        institutionId: institutionId ?? null,
        comment: comment ?? null,
        affectedCount,
        decidedBy: session.user.email,
        decidedAt: isoNow(backend),
      };
      db.redemptionDecisions.push({ ...taken, country: countryCode });
      return taken;
    },
  },

  uploadRedemptions: {
    access: WRITE_REDEMPTIONS,
    write: ({ path: { countryCode }, body: form, db, backend }) => {
      if (!form) fail(badRequest('body: must be a multipart form with file and redemptionModel', 'file'));
      const unknown = [...form.keys()].find((key) => key !== 'file' && key !== 'redemptionModel');
      if (unknown !== undefined) fail(badRequest(`${unknown}: not a field of the upload form`, unknown));
      const file =
        fileOf(form.get('file'), 'redemptions.csv') ?? fail(badRequest('file: a CSV file is required', 'file'));
      const model = UploadRedemptionsBody.shape.redemptionModel.safeParse(form.get('redemptionModel'));
      const models = 'ForcedRedemptions, ReviewedRedemptions or ThirdParty';
      if (!model.success) fail(badRequest(`redemptionModel: must be ${models}`, 'redemptionModel'));
      const parsed = parseRedemptionCsv(new TextDecoder().decode(file.bytes));
      if (!parsed.ok) fail(problem({ status: 400, code: 'RMS_REDEMPTION_UPLOAD_FAILURE', detail: parsed.problems }));
      const redemptionModel = model.data;
      const now = isoNow(backend);
      // The uploaded redemptions join the review queue of the country.
      for (const row of parsed.rows) {
        const same = (record: RedemptionSummaryRecord) =>
          record.country === countryCode &&
          record.redemptionModel === redemptionModel &&
          record.partnerCode === row.partnerCode &&
          record.reasonCode === row.reasonCode &&
          record.institutionId === row.institutionId;
        const summary = db.redemptionSummaries.find(same);
        if (summary) {
          summary.totalCount += 1;
          summary.totalAmount = round2(summary.totalAmount + row.amount);
          summary.lastRedemptionTime = now;
        } else {
          db.redemptionSummaries.push({
            country: countryCode,
            redemptionModel,
            partnerCode: row.partnerCode,
            reasonCode: row.reasonCode,
            institutionId: row.institutionId,
            totalCount: 1,
            totalAmount: round2(row.amount),
            currency: CURRENCY[countryCode],
            lastRedemptionTime: now,
          });
        }
      }
      const uploadIds = db.redemptionUploads.map((u) => u.uploadId);
      const record: RmsSchemas['RedemptionUpload'] = {
        uploadId: freshId(backend, 'redemptionUpload', uploadIds),
        fileName: file.name,
        rowCount: parsed.rows.length,
        acceptedCount: parsed.rows.length,
        status: 'Accepted',
      };
      db.redemptionUploads.push({ ...record, country: countryCode });
      return record;
    },
  },
});
