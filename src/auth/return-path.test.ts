import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFromState, safeReturnPath } from './return-path';

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

describe('return-to location', () => {
  it('AUTH-006 the login URL keeps the requested path, query and hash as the return-to location', () => {
    expect(loginPathFor({ pathname: '/advertiser/1001/campaigns', search: '?page=2', hash: '#top' })).toBe(
      '/login?returnTo=%2Fadvertiser%2F1001%2Fcampaigns%3Fpage%3D2%23top',
    );
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
  });

  it('AUTH-007 after login the saved return-to location is used, otherwise /', () => {
    expect(returnPathFromState({ returnTo: '/advertiser/1001/users' })).toBe('/advertiser/1001/users');
    expect(returnPathFromState(undefined)).toBe('/');
    expect(returnPathFromState({})).toBe('/');
  });

  it('AUTH-008 the return location from the login state must be same-origin: anything else goes to /', () => {
    for (const returnTo of ['//evil.example', 'https://evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
      expect(returnPathFromState({ returnTo })).toBe('/');
    }
  });
});
