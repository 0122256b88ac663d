import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText } from './scrub';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJl';

describe('the error report scrubber (NS-22)', () => {
  it.each([
    ['Campaign not found for alice.smith+ads@example.co.uk', 'Campaign not found for [email]'],
    [
      `GET http://localhost:4173/api/v1/campaigns?q=alice&page=2 failed`,
      'GET http://localhost:4173/api/v1/campaigns failed',
    ],
    ['opened /advertiser/1001/campaigns?search=summer#top', 'opened /advertiser/1001/campaigns'],
    ['https://ads.example.com/cognito-callback?code=abc&state=xyz', 'https://ads.example.com/cognito-callback'],
    [`Authorization: Bearer ${JWT}`, 'Authorization: Bearer [token]'],
    [`token ${JWT} expired`, 'token [token] expired'],
    ['refresh_token=r3fr3sh; access_token: "a.b.c"', 'refresh_token=[token]; access_token: [token]"'],
  ])('%s', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it('leaves what carries no personal data as it is', () => {
    const text =
      'TypeError: Cannot read properties of undefined (reading "id") at http://localhost:4173/assets/index-Bx1.js:12:34';
    expect(scrubText(text)).toBe(text);
    expect(scrubText('Trace id: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe(
      'Trace id: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    );
  });

  it('rewrites every string of an event and drops the user, cookies, credentials and query strings', () => {
    const event = {
      message: 'failed for bob@example.com',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'no access for bob@example.com',
            stacktrace: { frames: [{ filename: 'http://localhost:4173/assets/index-Bx1.js', lineno: 3 }] },
          },
        ],
      },
      request: {
        url: 'http://localhost:4173/users?email=bob@example.com',
        query_string: 'email=bob@example.com',
        headers: { Authorization: `Bearer ${JWT}`, Cookie: 'sid=1', Referer: 'http://localhost:4173/login?next=/x' },
      },
      user: { email: 'bob@example.com', ip_address: '{{auto}}', id: '42' },
      breadcrumbs: [{ category: 'navigation', data: { to: '/users?q=bob@example.com' } }],
      contexts: { api: { traceId: 'abc123', status: 500 } },
      extra: { 'bob@example.com': true, token: JWT },
      release: '12.4.67',
    };
    const scrubbed = scrubEvent(event);
    const json = JSON.stringify(scrubbed);
    expect(json).not.toContain('bob@example.com');
    expect(json).not.toContain(JWT);
    expect(json).not.toContain('?');
    expect(json).not.toContain('sid=1');
    expect(scrubbed).toMatchObject({
      message: 'failed for [email]',
      exception: { values: [{ value: 'no access for [email]', stacktrace: { frames: [{ lineno: 3 }] } }] },
      request: { url: 'http://localhost:4173/users', headers: { Referer: 'http://localhost:4173/login' } },
      user: { id: '42' },
      breadcrumbs: [{ data: { to: '/users' } }],
      contexts: { api: { traceId: 'abc123', status: 500 } },
      extra: { '[email]': true },
      release: '12.4.67',
    });
    expect(scrubbed.user).toEqual({ id: '42' });
    expect(scrubbed.request).not.toHaveProperty('query_string');
    expect(event.user.email).toBe('bob@example.com');
  });
});
