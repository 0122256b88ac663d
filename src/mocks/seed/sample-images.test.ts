// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answeredImageUrl, SAMPLE_IMAGE_FILES, sampleImageUrl } from './sample-images';

const SIZE = { hero: [1200, 627], logo: [627, 627], 'annotated-logo': [128, 128] } as const;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the seed’s sample images', () => {
  it('each committed picture is a small PNG of its category’s size (hero 1200×627, logo 627×627, annotated logo 128×128)', () => {
    expect(SAMPLE_IMAGE_FILES).toHaveLength(9);
    for (const file of SAMPLE_IMAGE_FILES) {
      const bytes = readFileSync(new URL(`../../../scripts/serve/static/sample-images/${file}`, import.meta.url));
      const stem = file.replace(/-\d\.png$/, '') as keyof typeof SIZE;
      expect(pngSize(bytes), file).toEqual(SIZE[stem]);
      expect(bytes.byteLength, file).toBeLessThan(8 * 1024);
    }
  });

  it('a category’s URL names one of its files; the backend answers it on the request’s origin and leaves other URLs', () => {
    const url = sampleImageUrl('AnnotatedLogo', 7);
    expect(url).toBe('https://assets.cardlinked.example/sample-images/annotated-logo-2.png');
    expect(SAMPLE_IMAGE_FILES).toContain(url.split('/').at(-1));
    expect(answeredImageUrl(url, 'http://localhost:4173/api/v2/advertiser-assets/creatives/1')).toBe(
      'http://localhost:4173/sample-images/annotated-logo-2.png',
    );
    const other = 'https://assets.cardlinked.example/images/9201/logo.png';
    expect(answeredImageUrl(other, 'http://localhost:4173/api')).toBe(other);
  });
});
