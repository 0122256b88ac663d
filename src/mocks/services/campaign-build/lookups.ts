/** Institutions (NS-79) and the account's custom audience files (NS-82): search, paging, upload. */
import { UploadCustomAudienceBody } from '@generated/campaign-build/campaign-build.zod';
import type { StoredCustomAudience } from '../../db/types';
import { onAccount } from '../../server/guard';
import { containsText, page } from '../../server/list';
import { freshId } from '../../server/records';
import { fail, invalid } from '../../server/respond';
import { check, fileOf, type FormFile } from '../../server/validate';
import { actorOf, type Operations } from './common';

/** NS-82: 10 MB (10 × 1024 × 1024 bytes), 1 to 100,000 cardholder lines, a .csv or .txt file. */
export const CUSTOM_AUDIENCE_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 100_000 } as const;

/** The stored file without where it is kept. */
export function customAudienceView({ s3ObjectKey: _key, ...file }: StoredCustomAudience) {
  return file;
}

/** The cardholder line count of an uploaded file; a 400 naming `file` when it breaks a limit. */
function cardholderLines({ name, bytes }: FormFile): number {
  const { maxBytes, maxRows } = CUSTOM_AUDIENCE_LIMITS;
  if (!/\.(csv|txt)$/i.test(name)) invalid('file', 'must be a .csv or .txt file');
  if (bytes.byteLength > maxBytes) {
    invalid('file', `file size ${bytes.byteLength} bytes exceeds the limit of ${maxBytes} bytes`);
  }
  const rows = new TextDecoder()
    .decode(bytes)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '').length;
  if (rows === 0) invalid('file', 'the file holds no cardholder line');
  if (rows > maxRows) invalid('file', `${rows} lines exceed the limit of ${maxRows} lines`);
  return rows;
}

export const lookupOperations = {
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
      if (!form) invalid('body', 'must be a multipart form with a file');
      const unknown = [...form.keys()].find((key) => key !== 'file' && key !== 'description');
      if (unknown !== undefined) invalid(unknown, 'not a field of the upload form');
      const description = form.get('description');
      const fields = check(UploadCustomAudienceBody.pick({ description: true }), {
        description: typeof description === 'string' ? description : undefined,
      });
      if (!fields.ok) fail(fields.response);
      const file = fileOf(form.get('file'), 'audience.csv') ?? invalid('file', 'a file is required');
      const rowCount = cardholderLines(file);
      const actor = actorOf({ session, backend });
      const ids = db.customAudiences.map((candidate) => candidate.customAudienceId);
      const customAudienceId = freshId(backend, 'customAudience', ids);
      const record: StoredCustomAudience = {
        customAudienceId,
        accountId,
        fileName: file.name,
        description: fields.value.description?.trim() || null,
        rowCount,
        createDateTime: actor.now,
        createUser: actor.user,
        s3ObjectKey: `custom-audiences/${String(accountId)}/${String(customAudienceId)}/${file.name}`,
      };
      db.customAudiences.push(record);
      return customAudienceView(record);
    },
  },
} satisfies Operations;
