/** Institutions (NS-79) and the account's custom audience files (NS-82): search, paging, upload. */
import { UploadCustomAudienceBody } from '@generated/campaign-build/campaign-build.zod';
import type { StoredCustomAudience } from '../../db/types';
import { onAccount } from '../../server/guard';
import { containsText, page } from '../../server/list';
import { freshId } from '../../server/records';
import { badRequest, fail } from '../../server/respond';
import { check, fileOf } from '../../server/validate';
import { actorOf, type Operations } from './common';

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

export const lookupOperations: Operations<'listInstitutions' | 'listCustomAudiences' | 'uploadCustomAudience'> = {
  listInstitutions: {
    access: { permission: 'campaign.read' },
    read: ({ query: { countryCode, search, page: number, perPage }, db }) => {
      const found = db.institutions
        .filter(
          (institution) =>
            (countryCode === undefined || institution.countryCode === countryCode) &&
            containsText([institution.name, institution.codeName], search),
        )
        .sort((a, b) => a.name.localeCompare(b.name));
      return page(found, { page: number, perPage });
    },
  },

  listCustomAudiences: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId }, query: { search, page: number, perPage }, db }) => {
      const found = db.customAudiences
        .filter((file) => file.accountId === accountId && containsText([file.fileName, file.description], search))
        .sort((a, b) => b.customAudienceId - a.customAudienceId)
        .map(customAudienceView);
      return page(found, { page: number, perPage });
    },
  },

  uploadCustomAudience: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId }, body: form, session, db, backend }) => {
      if (!form) fail(badRequest('body: must be a multipart form with a file', 'body'));
      const unknown = [...form.keys()].find((key) => key !== 'file' && key !== 'description');
      if (unknown !== undefined) fail(badRequest(`${unknown}: not a field of the upload form`, unknown));
      const description = form.get('description');
      const fields = check(UploadCustomAudienceBody.pick({ description: true }), {
        description: typeof description === 'string' ? description : undefined,
      });
      if (!fields.ok) fail(fields.response);
      const file = fileOf(form.get('file'), 'audience.csv') ?? fail(badRequest('file: a file is required', 'file'));
      const read = readCardholderFile(file.name, file.bytes);
      if ('refused' in read) fail(read.refused);
      const actor = actorOf({ session, backend });
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
        createDateTime: actor.now,
        createUser: actor.user,
        s3ObjectKey: `custom-audiences/${String(accountId)}/${String(customAudienceId)}/${file.name}`,
      };
      db.customAudiences.push(record);
      return customAudienceView(record);
    },
  },
};
