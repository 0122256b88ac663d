import { describe, expect, it } from 'vitest';
import { httpLink } from './links';

describe('httpLink: links from server data are followed only when they are http(s)', () => {
  it('keeps an absolute http or https address, as the browser writes it', () => {
    expect(httpLink('https://example.com/offer?id=1')).toBe('https://example.com/offer?id=1');
    expect(httpLink('http://example.com')).toBe('http://example.com/');
    expect(httpLink('HTTPS://Example.COM/a')).toBe('https://example.com/a');
  });

  it('refuses every other scheme, a relative address, text that is no address, and nothing at all', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:someone@example.com',
      'ftp://example.com/file',
      '//example.com/path',
      '/advertiser/1001',
      'example.com',
      'not a link',
      '',
      null,
      undefined,
    ]) {
      expect(httpLink(value), String(value)).toBeUndefined();
    }
  });
});
