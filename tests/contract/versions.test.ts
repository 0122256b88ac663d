// @vitest-environment node
/**
 * NS-89, optimistic concurrency (openapi/common/concurrency.yaml): the reads of the records a form
 * edits answer an ETag, their writes take If-Match and answer 412 PRECONDITION_FAILED on a stale
 * one, and the fake backend keeps that promise for every one of them. A write without If-Match is
 * accepted as before. One row per versioned write with the reads of the same record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerformanceRows, createSeed } from '../../src/mocks/seed';
import {
  expectProblem,
  startTestBackend,
  unchanged,
  type CallAnswer,
  type TestBackend,
} from '../../src/mocks/server/testing';
import { ETAG, IF_MATCH } from '../../src/mocks/server/versions';
import { GENERATED_SERVICES, type OperationInfo } from '../../src/mocks/services';
import { ADMIN, sampleMediaType, samplePath, sampleRequests } from './samples';
import { isJson, loadSpecs, operationsOf } from './specs';

/** Each versioned write, the reads that answer the version of the same record, and a second change. */
const TABLE = [
  { write: 'saveCampaign', reads: ['getCampaign', 'getCampaignGlobal'], again: { name: 'Saved again' } },
  { write: 'updateAdGroup', reads: ['getAdGroup', 'getAdGroupGlobal'], again: { name: 'Renamed again' } },
  { write: 'updateAd', reads: ['getAd', 'getAdGlobal'], again: { name: 'Renamed ad again' } },
  { write: 'updateRmsReward', reads: ['getAdReward'], again: undefined },
  { write: 'updatePlan', reads: ['getPlan'], again: { ioNumber: 'IO-AGAIN' } },
  { write: 'updateScheduledReport', reads: ['getScheduledReport'], again: { status: 'Active' } },
] as const;

/** Creates that answer the new record's ETag: the version its first versioned write sends. */
const CREATES = ['createAdReward'] as const;

const OPERATIONS = new Map<string, OperationInfo>(
  GENERATED_SERVICES.flatMap((service) => service.operations.map((operation) => [operation.operationId, operation])),
);
const operation = (id: string): OperationInfo => {
  const found = OPERATIONS.get(id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

const ROWS = TABLE.map((row) => ({ ...row, operation: operation(row.write) }));
const READS = TABLE.flatMap((row) => row.reads.map((read) => ({ read, write: row.write })));
const STRONG_TAG = /^"\d+"$/;
/** Another user with campaign.write on the sample's account (internal staff). */
const OTHER = 'jordan.lee@cardlinked.example';

interface Problem412 {
  detail: string;
  extensions: { currentVersion: string; updateUser: string; updateDateTime: string };
}

let stack: TestBackend;
beforeAll(() => {
  stack = startTestBackend(createSeed, createPerformanceRows);
}, 30_000);
afterAll(() => {
  stack.close();
});

/** The operation's sample request (from the state as it is now), with If-Match when given. */
function send(id: string, ifMatch?: string, body?: unknown): Promise<CallAnswer> {
  const info = operation(id);
  const sample = sampleRequests(stack.store.db)[id];
  if (!sample) throw new Error(`no sample request for ${id}`);
  return stack.call(info.method, samplePath(info, sample), {
    as: sample.as ?? ADMIN,
    body: body ?? sample.body,
    ...sampleMediaType(info),
    headers: ifMatch === undefined ? {} : { [IF_MATCH]: ifMatch },
  });
}

/** The record as the row's first read answers it: its ETag and body. */
async function read(row: (typeof ROWS)[number]) {
  const answer = await send(row.reads[0]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { etag: answer.headers.get(ETAG) ?? '', body: answer.body };
}

/** A change other than the sample's, so that a second write changes the record again. */
function secondBody(row: (typeof ROWS)[number]): unknown {
  if (row.again !== undefined) return row.again;
  const sample = sampleRequests(stack.store.db)[row.write];
  const data = (sample?.body as { data: { id: string } }).data;
  return { data: { type: 'reward', id: data.id, attributes: { isSuspendedProcessing: false } } };
}

describe('NS-89 the specs: versioned reads and writes', () => {
  it('NS-89 exactly the table’s reads and writes answer an ETag; the writes take If-Match and document 412', async () => {
    const specs = await loadSpecs();
    const answering: string[] = [];
    const taking: string[] = [];
    for (const spec of specs.values()) {
      for (const { operation: op } of operationsOf(spec)) {
        const id = String(op.operationId);
        const responses = isJson(op.responses) ? op.responses : {};
        const success = Object.keys(responses).find((status) => status.startsWith('2'));
        const headers = success ? spec.deref(responses[success]).headers : undefined;
        if (isJson(headers) && ETAG in headers) answering.push(id);
        const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => spec.deref(p));
        const ifMatch = parameters.find((p) => p.in === 'header' && p.name === IF_MATCH);
        if (ifMatch) {
          taking.push(id);
          expect(ifMatch.required, `${id}: If-Match is optional`).not.toBe(true);
          expect('412' in responses, `${id}: 412`).toBe(true);
        }
      }
    }
    const writes = TABLE.map((row) => row.write as string);
    const reads = READS.map((row) => row.read as string);
    expect(taking.sort()).toEqual([...writes].sort());
    expect(answering.sort()).toEqual([...writes, ...reads, ...CREATES].sort());
  });
});

describe('NS-89 the fake backend keeps versions', () => {
  it.each(READS)('NS-89 $read answers the version of the record $write changes as a strong ETag', async (c) => {
    const answer = await send(c.read);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get(ETAG)).toMatch(STRONG_TAG);
    const row = ROWS.find((r) => r.write === c.write);
    if (row) expect(answer.headers.get(ETAG), 'the same record as the first read').toBe((await read(row)).etag);
  });

  it.each(ROWS)('NS-89 $write: If-Match with the current ETag is accepted and answers the new one', async (row) => {
    const before = await read(row);
    const written = await send(row.write, before.etag);
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const etag = written.headers.get(ETAG);
    expect(etag).toMatch(STRONG_TAG);
    expect(etag).not.toBe(before.etag);
    expect((await read(row)).etag, 'the read answers the version the write answered').toBe(etag);
    // Any version matches *.
    const again = await send(row.write, '*', secondBody(row));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it.each(ROWS)(
    'NS-89 $write: without If-Match it is accepted; a stale If-Match then answers 412 naming the version and who changed it, and writes nothing',
    async (row) => {
      const opened = await read(row);
      // Someone else saves first, not knowing versions (accepted as before NS-89).
      const first = await send(row.write, undefined, secondBody(row));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const current = await read(row);
      expect(current.etag).not.toBe(opened.etag);
      expect(first.headers.get(ETAG)).toBe(current.etag);

      const stale = await unchanged(stack, () => send(row.write, opened.etag));
      const body = expectProblem(stale, 412, { code: 'PRECONDITION_FAILED' }) as unknown as Problem412;
      expect(stale.headers.get(ETAG)).toBe(current.etag);
      expect(body.extensions.currentVersion).toBe(current.etag);
      expect(body.extensions.updateUser).toBe(ADMIN);
      expect(Number.isNaN(Date.parse(body.extensions.updateDateTime))).toBe(false);
      expect(body.detail).toContain(ADMIN);
      const after = await read(row);
      expect(after).toEqual(current);
    },
  );

  it.each(ROWS)('NS-89 $write: 404 for a record that does not exist comes before 412', async (row) => {
    const info = row.operation;
    const sample = sampleRequests(stack.store.db)[row.write];
    const params = { ...sample?.params, [Object.keys(sample?.params ?? {}).at(-1) ?? 'id']: 999_999 };
    const body =
      row.write === 'updateRmsReward'
        ? { data: { type: 'reward', id: '999999', attributes: { isSuspendedProcessing: true } } }
        : sample?.body;
    const answer = await stack.call(info.method, samplePath(info, { ...sample, params }), {
      as: ADMIN,
      body,
      headers: { [IF_MATCH]: '"1"' },
    });
    expectProblem(answer, 404, { code: 'NOT_FOUND' });
  });

  it.each([
    { write: 'saveCampaign', read: 'getCampaignGlobal', entityType: 'Campaign', field: 'budget' },
    { write: 'updateAd', read: 'getAd', entityType: 'Ad', field: 'creativeId' },
  ] as const)(
    'NS-89 $write: two users change $field on one version; the second is refused, keeps theirs on the new version, and the change log holds both in order',
    async ({ write, read: reader, entityType, field }) => {
      const info = operation(write);
      const samples = sampleRequests(stack.store.db);
      const [sample, readSample] = [samples[write], samples[reader]];
      if (!sample || !readSample) throw new Error(`no sample request for ${write} or ${reader}`);
      const path = samplePath(info, sample);
      const readPath = samplePath(operation(reader), readSample);
      const get = (as: string) => stack.call('GET', readPath, { as });
      const save = (as: string, value: number, ifMatch: string) =>
        stack.call(info.method, path, { as, body: { [field]: value }, headers: { [IF_MATCH]: ifMatch } });
      const record = (await get(ADMIN)).body as Record<string, number>;
      const values =
        field === 'budget'
          ? [(record.budget ?? 0) + 100, (record.budget ?? 0) + 200]
          : stack.store.db.creatives
              .filter((c) => c.accountId === record.accountId && c.id !== record.creativeId)
              .slice(0, 2)
              .map((c) => c.id);
      const [theirs = 0, mine = 0] = values;
      const opened = (await get(ADMIN)).headers.get(ETAG) ?? '';
      expect((await get(OTHER)).headers.get(ETAG)).toBe(opened);

      const first = await save(OTHER, theirs, opened);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const refused = await save(ADMIN, mine, opened);
      const problem = expectProblem(refused, 412, { code: 'PRECONDITION_FAILED' }) as unknown as Problem412;
      expect(problem.extensions.updateUser).toBe(OTHER);
      expect(((await get(ADMIN)).body as Record<string, number>)[field], 'nobody’s value is lost').toBe(theirs);
      const kept = await save(ADMIN, mine, problem.extensions.currentVersion);
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);

      const log = await stack.call<
        { updateUser: string; changes: { columnName: string; originalValue: string; newValue: string }[] }[]
      >(
        'GET',
        samplePath(operation('listAuditChangeRecords'), {
          params: { accountId: record.accountId ?? 0 },
          query: { entityType, entityId: record[entityType === 'Ad' ? 'adId' : 'campaignId'] ?? 0 },
        }),
        { as: ADMIN },
      );
      expect(log.status, JSON.stringify(log.body)).toBe(200);
      const changes = log.body
        .flatMap((entry) =>
          entry.changes.filter((c) => c.columnName === field).map((c) => ({ ...c, by: entry.updateUser })),
        )
        .slice(0, 2)
        .reverse();
      expect(changes).toEqual([
        { columnName: field, originalValue: String(record[field]), newValue: String(theirs), by: OTHER },
        { columnName: field, originalValue: String(theirs), newValue: String(mine), by: ADMIN },
      ]);
    },
  );

  it('NS-89 an If-Match longer than the spec allows answers 400 naming it and writes nothing', async () => {
    const answer = await unchanged(stack, () => send('updatePlan', `"${'9'.repeat(300)}"`));
    expectProblem(answer, 400, { code: 'VALIDATION_FAILURE', field: IF_MATCH });
  });

  it('NS-89 createAdReward answers the new reward’s ETag: the read answers it and updateRmsReward takes it as If-Match', async () => {
    const created = await send('createAdReward');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const etag = created.headers.get(ETAG) ?? '';
    expect(etag).toMatch(STRONG_TAG);
    const { id } = (created.body as { data: { id: string } }).data;
    // getAdReward shares createAdReward's path.
    const sample = sampleRequests(stack.store.db).createAdReward;
    if (!sample) throw new Error('no sample request for createAdReward');
    const reread = await stack.call('GET', samplePath(operation('createAdReward'), sample), { as: ADMIN });
    expect(reread.headers.get(ETAG)).toBe(etag);
    const patch = { data: { type: 'reward', id, attributes: { isSuspendedProcessing: true } } };
    const path = `/api/v1/rms/accounts/1001/reward/${id}`;
    const media = sampleMediaType(operation('updateRmsReward'));
    const written = await stack.call('PATCH', path, {
      as: ADMIN,
      body: patch,
      ...media,
      headers: { [IF_MATCH]: etag },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const stale = await unchanged(stack, () =>
      stack.call('PATCH', path, { as: ADMIN, body: patch, ...media, headers: { [IF_MATCH]: etag } }),
    );
    expectProblem(stale, 412, { code: 'PRECONDITION_FAILED' });
  });

  it('NS-89 a change through another operation (a status change) makes the campaign’s ETag stale', async () => {
    const row = ROWS[0];
    if (!row) throw new Error('no campaign row');
    const opened = await read(row);
    const status = await send('updateCampaignStatus');
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    const stale = await unchanged(stack, () => send('saveCampaign', opened.etag));
    expectProblem(stale, 412, { code: 'PRECONDITION_FAILED' });
    expect(stale.headers.get(ETAG)).toBe((await read(row)).etag);
  });
});
