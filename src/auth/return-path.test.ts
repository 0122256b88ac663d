import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('return-to path', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/advertiser/1001/campaigns?page=2#top')).toBe('/advertiser/1001/campaigns?page=2#top');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    'advertiser',
    42,
    undefined,
  ])('turns %s into /', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});
