/** Institutions (NS-79) and the account's custom audience files (NS-82): search, paging, upload. */
import type { RequestHandler } from 'msw';
import {
  ListCustomAudiencesParams,
  ListCustomAudiencesQueryParams,
  ListInstitutionsQueryParams,
  UploadCustomAudienceBody,
  UploadCustomAudienceParams,
} from '@generated/campaign-build/campaign-build.zod';
import type { StoredCustomAudience } from '../../db/types';
import type { Backend } from '../../server/backend';
import { pagedList } from '../../server/list';
import { freshId } from '../../server/records';
import { badRequest } from '../../server/respond';
import { check, checkQuery, formFile, readForm } from '../../server/validate';
import { containsText } from '../targeting-lookups';
import { accountAccess, http } from './common';

/** NS-82: 10 MB (10 × 1024 × 1024 bytes), 1 to 100,000 cardholder lines, a .csv or .txt file. */
export const CUSTOM_AUDIENCE_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 100_000 } as const;

/** The stored file without where it is kept. */
export function customAudienceView({ s3ObjectKey: _key, ...file }: StoredCustomAudience) {
  return file;
}

/** The refusal of an uploaded file, or its cardholder line count. */
function readCardholderFile(name: string, bytes: Uint8Array): { rows: number } | { refused: Response } {
  if (!/\.(csv|txt)$/i.test(name)) return { refused: badRequest('file: must be a .csv or .txt file', 'file') };
  if (bytes.byteLength > CUSTOM_AUDIENCE_LIMITS.maxBytes) {
    return {
      refused: badRequest(
        `file: file size ${bytes.byteLength} bytes exceeds the limit of ${CUSTOM_AUDIENCE_LIMITS.maxBytes} bytes`,
        'file',
      ),
    };
  }
  const rows = new TextDecoder()
    .decode(bytes)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '').length;
  if (rows === 0) return { refused: badRequest('file: the file holds no cardholder line', 'file') };
  if (rows > CUSTOM_AUDIENCE_LIMITS.maxRows) {
    return {
      refused: badRequest(`file: ${rows} lines exceed the limit of ${CUSTOM_AUDIENCE_LIMITS.maxRows} lines`, 'file'),
    };
  }
  return { rows };
}

export function lookupHandlers(backend: Backend): RequestHandler[] {
  const { store } = backend;
  return [
    http.get('/api/v1/campaign-build/institutions', async ({ request, response }) => {
      const session = await backend.require(request, { permission: 'campaign.read' });
      if (session instanceof Response) return response.untyped(session);
      const query = checkQuery(ListInstitutionsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { countryCode, search, page, perPage } = query.value;
      const found = store.db.institutions
        .filter(
          (institution) =>
            (countryCode === undefined || institution.countryCode === countryCode) &&
            containsText([institution.name, institution.codeName], search),
        )
        .sort((a, b) => a.name.localeCompare(b.name));
      return response.untyped(pagedList(found, { page, perPage }));
    }),

    http.get(
      '/api/v8/campaign-build-api/accounts/{accountId}/custom-audiences',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, ListCustomAudiencesParams, params, 'campaign.read');
        if (ctx instanceof Response) return response.untyped(ctx);
        const query = checkQuery(ListCustomAudiencesQueryParams, request);
        if (!query.ok) return response.untyped(query.response);
        const { search, page, perPage } = query.value;
        const found = store.db.customAudiences
          .filter(
            (file) => file.accountId === ctx.path.accountId && containsText([file.fileName, file.description], search),
          )
          .sort((a, b) => b.customAudienceId - a.customAudienceId)
          .map(customAudienceView);
        return response.untyped(pagedList(found, { page, perPage }));
      },
    ),

    http.post(
      '/api/v8/campaign-build-api/accounts/{accountId}/custom-audiences',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, UploadCustomAudienceParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const form = await readForm(request);
        if (!form) return response.untyped(badRequest('body: must be a multipart form with a file', 'body'));
        const unknown = [...new Set(form.keys())].find((key) => key !== 'file' && key !== 'description');
        if (unknown !== undefined)
          return response.untyped(badRequest(`${unknown}: not a field of the upload form`, unknown));
        const description = form.get('description');
        const fields = check(UploadCustomAudienceBody.pick({ description: true }), {
          description: typeof description === 'string' ? description : undefined,
        });
        if (!fields.ok) return response.untyped(fields.response);
        const part = form.get('file');
        const file = part === null || typeof part === 'string' ? undefined : await formFile(part, 'audience.csv');
        if (!file) return response.untyped(badRequest('file: a file is required', 'file'));
        const read = readCardholderFile(file.name, file.bytes);
        if ('refused' in read) return response.untyped(read.refused);
        const { accountId } = ctx.path;
        const stored = store.write((db) => {
          const customAudienceId = freshId(
            backend,
            'customAudience',
            db.customAudiences.map((candidate) => candidate.customAudienceId),
          );
          const record: StoredCustomAudience = {
            customAudienceId,
            accountId,
            fileName: file.name,
            description: fields.value.description?.trim() || null,
            rowCount: read.rows,
            createDateTime: ctx.now,
            createUser: ctx.user,
            s3ObjectKey: `custom-audiences/${String(accountId)}/${String(customAudienceId)}/${file.name}`,
          };
          db.customAudiences.push(record);
          return customAudienceView(record);
        });
        return response(201).json(stored);
      },
    ),
  ];
}
