/** The rules of the advertiser-assets operations; their 401, 403, 404 and 400 are in tests/contract/refusals.test.ts. */
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  GetCreativeResponse,
  ListAdCopyTemplatesResponse,
  UploadImageResponse,
} from '@generated/advertiser-assets/advertiser-assets.zod';
import { CreateCreativeResponse } from '@generated/ads-manager/ads-manager.zod';
import { expectProblem, problemOf, TEST_ORIGIN, withTestBackend } from '../../server/testing';
import { ADMIN, AGENCY, fixture, GB_ACCOUNT, LONER, SALES, US_ACCOUNT, VIEWER } from '../../fixtures/rewards';
import { IMAGE_MAX_BYTES } from './operations';

const stack = withTestBackend(fixture);

const snapshot = () => JSON.stringify(stack.store.db);

describe('getCreative', () => {
  const path = (id: number | string, query = '') => `/api/v2/advertiser-assets/creatives/${id}${query}`;

  it('answers a creative of an account the user may read, in the requested version', async () => {
    const answer = await stack.call('GET', path(9101, '?creativeVersion=3'), { as: VIEWER });
    expect(answer.status).toBe(200);
    expect(GetCreativeResponse.parse(answer.body)).toMatchObject({
      id: 9101,
      accountId: US_ACCOUNT,
      creativeVersion: 3,
      rewardCopy: 'Get 10% back',
    });
    const v1 = GetCreativeResponse.parse(
      (await stack.call('GET', path(9102, '?creativeVersion=1'), { as: SALES })).body,
    );
    expect(v1).toMatchObject({ id: 9102, creativeVersion: 1 });
    expect(GetCreativeResponse.parse((await stack.call('GET', path(9101), { as: ADMIN })).body).creativeVersion).toBe(
      3,
    );
  });

  it('answers a sample picture of the seed on the request’s own origin (the local stack serves it), other image URLs as stored', async () => {
    const answer = GetCreativeResponse.parse(
      (await stack.call('GET', path(9101, '?creativeVersion=3'), { as: AGENCY })).body,
    );
    expect(answer.images.map((image) => [image.slot, image.externalUrl])).toEqual([
      ['Logo', 'https://assets.cardlinked.example/images/9201/logo.png'],
      ['HeroImage', `${TEST_ORIGIN}/sample-images/hero-1.png`],
    ]);
    const stored = stack.store.db.creatives.find((creative) => creative.id === 9101);
    expect(stored?.images[1]?.externalUrl).toBe('https://assets.cardlinked.example/sample-images/hero-1.png');
  });

  it('answers 400 for a creative version outside 1–3', async () => {
    expectProblem(await stack.call('GET', path(9101, '?creativeVersion=4'), { as: ADMIN }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'creativeVersion',
    });
    expectProblem(await stack.call('GET', path(9101, '?creativeVersion=0'), { as: ADMIN }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'creativeVersion',
    });
  });

  it('answers 404 for a creative of an account the user may not see', async () => {
    expectProblem(await stack.call('GET', path(9102), { as: AGENCY }), 404, { code: 'NOT_FOUND' });
    expectProblem(await stack.call('GET', path(9101), { as: LONER }), 404, { code: 'NOT_FOUND' });
  });
});

/** A PNG of the given size (signature and IHDR only), padded to `size` bytes. */
function png(width: number, height: number, size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(Math.max(size, 33)));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG with an APP0 segment and a baseline frame header of the given size. */
function jpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(48));
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  bytes.set([0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3], 20);
  return bytes;
}

describe('uploadImage', () => {
  const path = '/api/v2/advertiser-assets/images';
  const form = (fields: {
    accountId?: string;
    imageCategory?: string;
    file?: Uint8Array<ArrayBuffer>;
    name?: string;
    type?: string;
  }) => {
    const data = new FormData();
    if (fields.accountId !== undefined) data.append('accountId', fields.accountId);
    if (fields.imageCategory !== undefined) data.append('imageCategory', fields.imageCategory);
    if (fields.file)
      data.append(
        'incomingImage',
        new File([fields.file], fields.name ?? 'logo.png', { type: fields.type ?? 'image/png' }),
      );
    return data;
  };
  const logo = (extra: Parameters<typeof form>[0] = {}) =>
    form({ accountId: String(US_ACCOUNT), imageCategory: 'Logo', file: png(627, 627), ...extra });
  /** A creative of the US account with the uploaded logo, as the agency user. */
  const createCreativeWithLogo = (logoId: number) =>
    stack.call('POST', '/api/v1/ads-manager/creatives', {
      as: AGENCY,
      body: {
        accountId: US_ACCOUNT,
        creativeVersion: 3,
        country: 'US',
        merchantName: 'Acme',
        rewardType: 'PercentBack',
        allowMultipleRewards: false,
        logoId,
      },
    });

  it('AD-020 CALL-053 stores the image asset (accountId, externalUrl, fileChecksum, fileName, fileSize, fileType, height, width, id, imageCategory, versions of the same shape), reading its size from the PNG header; the creative can use it', async () => {
    const answer = await stack.call('POST', path, { as: AGENCY, body: logo() });
    expect(answer.status).toBe(201);
    const image = UploadImageResponse.parse(answer.body);
    expect(image).toMatchObject({
      accountId: US_ACCOUNT,
      imageCategory: 'Logo',
      fileName: 'logo.png',
      fileType: 'image/png',
      fileSize: 64,
      width: 627,
      height: 627,
    });
    // Kept by the fake backend: answered on the request's origin, stored with the CDN's.
    expect(image.externalUrl).toBe(`${TEST_ORIGIN}/images/${String(image.id)}/logo.png`);
    expect(image.fileChecksum).toMatch(/^[0-9a-f]{32}$/);
    expect(image.versions).toEqual([
      expect.objectContaining({ accountId: US_ACCOUNT, imageCategory: 'Logo', width: 627, height: 627 }),
    ]);
    const fields = [
      'accountId',
      'externalUrl',
      'fileChecksum',
      'fileName',
      'fileSize',
      'fileType',
      'height',
      'width',
      'id',
      'imageCategory',
    ];
    expect(Object.keys(image).sort()).toEqual([...fields, 'versions'].sort());
    expect(Object.keys(image.versions[0] ?? {}).sort()).toEqual([...fields].sort());
    const cdn = (url: string) => url.replace(TEST_ORIGIN, 'https://assets.cardlinked.example');
    expect(stack.store.db.images.find((stored) => stored.id === image.id)).toEqual({
      ...image,
      externalUrl: cdn(image.externalUrl),
      versions: image.versions.map((version) => ({ ...version, externalUrl: cdn(version.externalUrl) })),
    });
    const creative = await createCreativeWithLogo(image.id);
    expect(creative.status).toBe(201);
    expect(CreateCreativeResponse.parse(creative.body).logoId).toBe(image.id);
  });

  it('AD-020 keeps the uploaded bytes and serves them, without a token as a CDN does, where the image and its creative point', async () => {
    const bytes = png(627, 627);
    const image = UploadImageResponse.parse(
      (await stack.call('POST', path, { as: AGENCY, body: logo({ file: bytes, name: 'brand logo.png' }) })).body,
    );
    const served = async (url: string) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('Content-Type'),
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    };
    for (const url of [image.externalUrl, image.versions[0]?.externalUrl ?? '']) {
      expect(url.startsWith(`${TEST_ORIGIN}/images/`)).toBe(true);
      expect(await served(url)).toEqual({ status: 200, type: 'image/png', bytes });
    }
    const created = await createCreativeWithLogo(image.id);
    const { id } = CreateCreativeResponse.parse(created.body);
    const creative = GetCreativeResponse.parse(
      (await stack.call('GET', `/api/v2/advertiser-assets/creatives/${String(id)}?creativeVersion=3`, { as: AGENCY }))
        .body,
    );
    expect(creative.images.find((shown) => shown.slot === 'Logo')?.externalUrl).toBe(image.externalUrl);
    // Another name, an unknown id: nothing.
    expect((await served(`${TEST_ORIGIN}/images/${String(image.id)}/other.png`)).status).toBe(404);
    expect((await served(`${TEST_ORIGIN}/images/999999/logo.png`)).status).toBe(404);
  });

  it('reads the size of a JPEG and accepts each category only at its size (hero 1200×627, annotated logo 128×128)', async () => {
    const hero = UploadImageResponse.parse(
      (
        await stack.call('POST', path, {
          as: ADMIN,
          body: form({
            accountId: String(GB_ACCOUNT),
            imageCategory: 'Hero',
            file: jpeg(1200, 627),
            name: 'hero.jpg',
            type: 'image/jpeg',
          }),
        })
      ).body,
    );
    expect(hero).toMatchObject({ fileType: 'image/jpeg', width: 1200, height: 627, accountId: GB_ACCOUNT });
    const annotated = await stack.call('POST', path, {
      as: ADMIN,
      body: logo({ imageCategory: 'AnnotatedLogo', file: png(128, 128) }),
    });
    expect(UploadImageResponse.parse(annotated.body)).toMatchObject({ width: 128, height: 128 });

    const before = snapshot();
    const refusals: [string, Uint8Array<ArrayBuffer>, string][] = [
      ['Hero', jpeg(4000, 3000), 'incomingImage: a Hero image must be 1200×627 pixels, this one is 4000×3000'],
      ['Hero', png(627, 627), 'incomingImage: a Hero image must be 1200×627 pixels, this one is 627×627'],
      ['Logo', png(1200, 627), 'incomingImage: a Logo image must be 627×627 pixels, this one is 1200×627'],
      [
        'AnnotatedLogo',
        png(627, 627),
        'incomingImage: a AnnotatedLogo image must be 128×128 pixels, this one is 627×627',
      ],
    ];
    for (const [imageCategory, file, detail] of refusals) {
      const answer = await stack.call('POST', path, { as: ADMIN, body: logo({ imageCategory, file }) });
      expectProblem(answer, 400, { code: 'AD_ASSETS_4XX_VALIDATION_FAILURE', field: 'incomingImage' });
      expect(problemOf(answer).extensions?.subcode).toBe('INVALID_IMAGE_DIMENSIONS');
      expect(problemOf(answer).detail).toBe(detail);
    }
    const bare = new Uint8Array(new ArrayBuffer(4));
    bare.set([0xff, 0xd8, 0xff, 0xd9]);
    const unreadable = await stack.call('POST', path, { as: ADMIN, body: logo({ file: bare, name: 'a.jpg' }) });
    expectProblem(unreadable, 400, { code: 'AD_ASSETS_4XX_VALIDATION_FAILURE', field: 'incomingImage' });
    expect(problemOf(unreadable).extensions?.subcode).toBe('INVALID_IMAGE');
    expect(snapshot()).toBe(before);
  });

  it('accepts exactly 2 MB and refuses a file over 2 MB with FILE_TOO_LARGE naming incomingImage', async () => {
    expect(
      (await stack.call('POST', path, { as: AGENCY, body: logo({ file: png(627, 627, IMAGE_MAX_BYTES) }) })).status,
    ).toBe(201);
    const before = snapshot();
    const answer = await stack.call('POST', path, {
      as: AGENCY,
      body: logo({ file: png(627, 627, IMAGE_MAX_BYTES + 1) }),
    });
    expectProblem(answer, 400, { code: 'AD_ASSETS_4XX_VALIDATION_FAILURE', field: 'incomingImage' });
    expect(problemOf(answer).extensions?.subcode).toBe('FILE_TOO_LARGE');
    expect(problemOf(answer).detail).toBe('incomingImage: file size 2097153 bytes exceeds the limit of 2097152 bytes');
    expect(snapshot()).toBe(before);
  });

  it('refuses an unknown category, a file that is not PNG or JPEG and missing fields, naming the field', async () => {
    const before = snapshot();
    const category = await stack.call('POST', path, { as: AGENCY, body: logo({ imageCategory: 'Banner' }) });
    expectProblem(category, 400, { code: 'AD_ASSETS_4XX_VALIDATION_FAILURE', field: 'imageCategory' });
    expect(problemOf(category).extensions?.subcode).toBe('INVALID_IMAGE_CATEGORY');
    const gif = new Uint8Array(new ArrayBuffer(16));
    gif.set([0x47, 0x49, 0x46, 0x38]);
    expectProblem(
      await stack.call('POST', path, { as: AGENCY, body: logo({ file: gif, name: 'a.gif', type: 'image/gif' }) }),
      400,
      { code: 'AD_ASSETS_4XX_VALIDATION_FAILURE', field: 'incomingImage' },
    );
    expectProblem(
      await stack.call('POST', path, {
        as: AGENCY,
        body: form({ accountId: String(US_ACCOUNT), imageCategory: 'Logo' }),
      }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'incomingImage' },
    );
    expectProblem(await stack.call('POST', path, { as: AGENCY, body: logo({ accountId: 'abc' }) }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'accountId',
    });
    expectProblem(await stack.call('POST', path, { as: ADMIN, body: logo({ accountId: '9999' }) }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'accountId',
    });
    expect(snapshot()).toBe(before);
  });

  it('answers 403 without campaign.write on the account the form names', async () => {
    expectProblem(await stack.call('POST', path, { as: AGENCY, body: logo({ accountId: String(GB_ACCOUNT) }) }), 403, {
      code: 'FORBIDDEN',
    });
  });
});

describe('listAdCopyTemplates', () => {
  const path = (query = '') => `/api/v2/advertiser-assets/ad-copy-templates${query}`;
  const ids = async (query: string) =>
    ListAdCopyTemplatesResponse.parse((await stack.call('GET', path(query), { as: VIEWER })).body).map((t) => t.id);

  it('lists every template, or those of a slot, reward type and allowMultipleRewards setting', async () => {
    expect(await ids('')).toEqual([41, 42, 43, 44]);
    expect(await ids('?slot=RewardDetails&rewardType=PercentBack')).toEqual([41, 42]);
    expect(await ids('?slot=RewardDetails&rewardType=PercentBack&allowMultipleRewards=false')).toEqual([41]);
    expect(await ids('?allowMultipleRewards=true')).toEqual([42]);
    expect(await ids('?rewardType=SpendXGetY')).toEqual([]);
  });

  it('answers 400 for a non-boolean flag', async () => {
    expectProblem(await stack.call('GET', path('?allowMultipleRewards=maybe'), { as: VIEWER }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'allowMultipleRewards',
    });
  });
});
