/**
 * The rms service of the fake backend (stateful handlers over the store): the reward resource
 * patch (JSON:API), the reward templates (NS-54) and the redemptions admin per country (NS-75,
 * NS-76): summaries, decisions and CSV uploads.
 */
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@generated/rms/schema';
import {
  CreateRedemptionDecisionBody,
  CreateRedemptionDecisionParams,
  GetRedemptionSummariesParams,
  GetRedemptionSummariesQueryParams,
  ListRedemptionDecisionsParams,
  ListRedemptionDecisionsQueryParams,
  ListRewardTemplatesQueryParams,
  UpdateRmsRewardBody,
  UpdateRmsRewardParams,
  UploadRedemptionsBody,
  UploadRedemptionsParams,
} from '@generated/rms/rms.zod';
import type { AdsManagerSchemas, RedemptionSummaryRecord, RmsSchemas } from '../db/types';
import type { Backend } from '../server/backend';
import { plainCopy } from '../db/store';
import { guard, onAccount, onAccountOrInternal } from '../server/guard';
import { pagedList } from '../server/list';
import { freshId, isoNow, round2 } from '../server/records';
import { badRequest, JSON_API_HEADERS, notFound, problem } from '../server/respond';
import { check, checkBody, checkQuery, formFile, readForm } from '../server/validate';
import { parseRedemptionCsv } from './rewards/redemption-csv';
import { classifyReward, flatRewardFields, parseRewardConfig, rewardRefusal } from './rewards/reward-config';

const http = createOpenApiHttp<paths>({ baseUrl: '*' });

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

// ----- Rewards -----------------------------------------------------------------------------

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

function rewardHandlers(backend: Backend): RequestHandler[] {
  return [
    http.patch('/api/v1/rms/accounts/{accountId}/reward/{rewardId}', async ({ request, params, response }) => {
      const access = await guard(backend, request, UpdateRmsRewardParams, params, onAccount('campaign.write'));
      if (!access.ok) return response.untyped(access.response);
      const { accountId, rewardId } = access.path;
      const body = await checkBody(UpdateRmsRewardBody, request);
      if (!body.ok) return response.untyped(body.response);
      const { id, attributes } = body.value.data;
      if (id !== String(rewardId))
        return response.untyped(badRequest(`data.id: must be the rewardId of the path (${rewardId})`, 'data.id'));
      const { db } = backend.store;
      const reward = db.rewards.find(
        (candidate) => candidate.rmsRewardId === rewardId && candidate.accountId === accountId,
      );
      if (!reward) return response.untyped(notFound('Reward', rewardId));
      const merged: AdsManagerSchemas['RewardAttributes'] = { ...reward.rmsResponse.data.attributes };
      for (const [key, value] of Object.entries(attributes) as [keyof typeof attributes, unknown][]) {
        if (value !== undefined) Object.assign(merged, { [key]: value });
      }
      // null removes the end of redemption (an open-ended reward has none).
      if (attributes.redemptionEndDateTime === null) delete merged.redemptionEndDateTime;
      if (!merged.rewardAnnotations?.length) merged.rewardAnnotations = null;
      const config = parseRewardConfig(merged.rewardModelConfigValue);
      if (!config) {
        return response.untyped(
          badRequest(
            'data.attributes.rewardModelConfigValue: must be the JSON text of a reward model config',
            'data.attributes.rewardModelConfigValue',
          ),
        );
      }
      const refusal = rewardRefusal(config, merged);
      if (refusal) return response.untyped(badRequest(refusal.detail, refusal.field));
      const resource = backend.store.write((state) => {
        const stored = state.rewards.find(
          (candidate) => candidate.rmsRewardId === rewardId && candidate.accountId === accountId,
        );
        if (!stored) throw new Error(`reward ${rewardId} vanished`);
        stored.rmsResponse.data.attributes = merged;
        Object.assign(stored, flatRewardFields(merged, config));
        if (config.currencyUnit) stored.currency = config.currencyUnit;
        if (attributes.rewardModelConfigValue !== undefined && stored.rewardType !== 'SingleRewardSpendAccumulation') {
          Object.assign(
            stored,
            classifyReward(
              state,
              stored.rmsResponse.data.relationships.rewardModel.data.id,
              config,
              stored.isMultiple ?? false,
            ),
          );
        }
        stored.updateDateTime = isoNow(backend);
        stored.updateUser = access.session.user.email;
        return rmsResource(stored.rmsResponse.data);
      });
      return response(200).json({ data: resource, meta: { valid: true } }, { headers: JSON_API_HEADERS });
    }),

    http.get('/api/v1/rms/reward-templates', async ({ request, response }) => {
      const session = await backend.require(request);
      if (session instanceof Response) return response.untyped(session);
      const query = checkQuery(ListRewardTemplatesQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { rewardType } = query.value;
      const templates = backend.store.db.rewardTemplates.filter(
        (template) => rewardType === undefined || template.attributes.name === rewardType,
      );
      return response(200).json({ data: plainCopy(templates), meta: { valid: true } }, { headers: JSON_API_HEADERS });
    }),
  ];
}

// ----- Redemptions -------------------------------------------------------------------------

/**
 * Part 1 §6.3 (ACCESS-025): the redemptions admin is for users with redemptions.read or internal
 * users; its reads answer the same people the screen lets in. Decisions and uploads need
 * redemptions.write (internal only).
 */
const READ_REDEMPTIONS = onAccountOrInternal('redemptions.read');

function redemptionHandlers(backend: Backend): RequestHandler[] {
  const base = '/api/v1/rms/accounts/{accountId}/redemptions/{countryCode}' as const;
  return [
    http.get(`${base}/summaries`, async ({ request, params, response }) => {
      const access = await guard(backend, request, GetRedemptionSummariesParams, params, READ_REDEMPTIONS);
      if (!access.ok) return response.untyped(access.response);
      const query = checkQuery(GetRedemptionSummariesQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { countryCode } = access.path;
      const { groupBy, redemptionModel } = query.value;
      const records = backend.store.db.redemptionSummaries.filter(
        (record) =>
          record.country === countryCode &&
          (redemptionModel === undefined || record.redemptionModel === redemptionModel),
      );
      const latest = records.reduce<string | null>(
        (max, record) =>
          max === null || Date.parse(record.lastRedemptionTime) > Date.parse(max) ? record.lastRedemptionTime : max,
        null,
      );
      return response(200).json({
        mostRecentRedemptionTime: latest,
        summaryList: summarise(records, groupBy, CURRENCY[countryCode]),
      });
    }),

    http.get(`${base}/decisions`, async ({ request, params, response }) => {
      const access = await guard(backend, request, ListRedemptionDecisionsParams, params, READ_REDEMPTIONS);
      if (!access.ok) return response.untyped(access.response);
      const query = checkQuery(ListRedemptionDecisionsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const records = backend.store.db.redemptionDecisions
        .filter((record) => record.country === access.path.countryCode)
        .map(({ country: _country, ...decision }) => decision);
      return response.untyped(
        pagedList(records, { page: query.value.page, perPage: query.value.perPage }, '-decisionId'),
      );
    }),

    http.post(`${base}/decisions`, async ({ request, params, response }) => {
      const access = await guard(
        backend,
        request,
        CreateRedemptionDecisionParams,
        params,
        onAccount('redemptions.write', true),
      );
      if (!access.ok) return response.untyped(access.response);
      const body = await checkBody(CreateRedemptionDecisionBody, request);
      if (!body.ok) return response.untyped(body.response);
      const { reasonCode, decision, partnerCode, institutionId, comment } = body.value;
      if (!decisionFits(decision, reasonCode)) {
        return response.untyped(
          badRequest(`decision ${decision} is not allowed for reason code ${reasonCode}`, 'reasonCode'),
        );
      }
      const { countryCode } = access.path;
      const applies = (record: RedemptionSummaryRecord) =>
        record.country === countryCode &&
        record.reasonCode === reasonCode &&
        (partnerCode === undefined || record.partnerCode === partnerCode) &&
        (institutionId === undefined || record.institutionId === institutionId);

      const created = backend.store.write((db) => {
        const affectedCount = db.redemptionSummaries
          .filter(applies)
          .reduce((sum, record) => sum + record.totalCount, 0);
        // Approved and denied redemptions leave the review; investigated ones stay held.
        if (decision !== 'Investigate')
          db.redemptionSummaries = db.redemptionSummaries.filter((record) => !applies(record));
        const taken: RmsSchemas['RedemptionDecision'] = {
          decisionId: freshId(
            backend,
            'redemptionDecision',
            db.redemptionDecisions.map((record) => record.decisionId),
          ),
          reasonCode,
          decision,
          partnerCode: partnerCode ?? null,
          institutionId: institutionId ?? null,
          comment: comment ?? null,
          affectedCount,
          decidedBy: access.session.user.email,
          decidedAt: isoNow(backend),
        };
        db.redemptionDecisions.push({ ...taken, country: countryCode });
        return taken;
      });
      return response(201).json(created);
    }),

    http.post(`${base}/uploads`, async ({ request, params, response }) => {
      const access = await guard(
        backend,
        request,
        UploadRedemptionsParams,
        params,
        onAccount('redemptions.write', true),
      );
      if (!access.ok) return response.untyped(access.response);
      const form = await readForm(request);
      if (!form)
        return response.untyped(badRequest('body: must be a multipart form with file and redemptionModel', 'file'));
      const unknown = [...new Set(form.keys())].find((key) => key !== 'file' && key !== 'redemptionModel');
      if (unknown !== undefined)
        return response.untyped(badRequest(`${unknown}: not a field of the upload form`, unknown));
      const file = await formFile(form.get('file'), 'redemptions.csv');
      if (!file) return response.untyped(badRequest('file: a CSV file is required', 'file'));
      const model = check(
        UploadRedemptionsBody.shape.redemptionModel,
        form.get('redemptionModel') ?? undefined,
        'redemptionModel',
      );
      if (!model.ok)
        return response.untyped(
          badRequest(
            'redemptionModel: must be ForcedRedemptions, ReviewedRedemptions or ThirdParty',
            'redemptionModel',
          ),
        );
      const parsed = parseRedemptionCsv(new TextDecoder().decode(file.bytes));
      if (!parsed.ok) {
        return response.untyped(
          problem({ status: 400, code: 'RMS_REDEMPTION_UPLOAD_FAILURE', detail: parsed.problems }),
        );
      }
      const { countryCode } = access.path;
      const redemptionModel = model.value;
      const upload = backend.store.write((db) => {
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
        const record: RmsSchemas['RedemptionUpload'] = {
          uploadId: freshId(
            backend,
            'redemptionUpload',
            db.redemptionUploads.map((candidate) => candidate.uploadId),
          ),
          fileName: file.name,
          rowCount: parsed.rows.length,
          acceptedCount: parsed.rows.length,
          status: 'Accepted',
        };
        db.redemptionUploads.push({ ...record, country: countryCode });
        return record;
      });
      return response(201).json(upload);
    }),
  ];
}

export function rmsHandlers(backend: Backend): RequestHandler[] {
  return [...rewardHandlers(backend), ...redemptionHandlers(backend)];
}
