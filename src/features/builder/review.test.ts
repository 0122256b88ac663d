import { describe, expect, it } from 'vitest';
import type { AuditChangeRecord } from '@generated/campaign-build/model';
import { canDeactivate, campaignTitle, comparisonTargets, newestFirst, safeTicketUrl, ticketView } from './review';

const t = (key: string) => `[${key}]`;

describe('campaign review rules', () => {
  it('WIZ-018 a ticket shows its id linking to its url; without one, a status badge', () => {
    expect(ticketView({ ticketId: 'ADS-1', ticketUrl: 'https://tickets.example.com/ADS-1' }, undefined)).toEqual({
      kind: 'link',
      ticketId: 'ADS-1',
      url: 'https://tickets.example.com/ADS-1',
    });
    expect(ticketView({ ticketId: null, ticketUrl: null }, 'Accepted').kind).toBe('badge');
  });

  it('WIZ-018 only http(s) ticket urls become links', () => {
    expect(safeTicketUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeTicketUrl('data:text/html,x')).toBeUndefined();
    expect(safeTicketUrl('not a url')).toBeUndefined();
    expect(safeTicketUrl('http://t.example.com/1')).toBe('http://t.example.com/1');
    expect(ticketView({ ticketId: 'ADS-2', ticketUrl: 'javascript:alert(1)' }, undefined)).toEqual({
      kind: 'text',
      ticketId: 'ADS-2',
    });
  });

  it("WIZ-019 without a ticket a failed plan shows 'No ticket found', otherwise 'Ticket processing...'", () => {
    expect(ticketView({ ticketId: null }, 'Failed')).toMatchObject({
      status: 'failed',
      label: 'adsmanager.REVIEW_TICKET_NOT_FOUND',
    });
    for (const status of [undefined, 'Draft', 'Processing', 'Accepted'] as const) {
      expect(ticketView({ ticketId: '  ' }, status)).toMatchObject({
        status: 'processing',
        label: 'adsmanager.REVIEW_TICKET_PROCESSING',
      });
    }
  });

  it('WIZ-020 the ticket failure and still-processing messages', () => {
    expect(ticketView({ ticketId: null }, 'Failed')).toMatchObject({ message: 'adsmanager.REVIEW_TICKET_FAILED' });
    expect(ticketView({ ticketId: null }, 'Processing')).toMatchObject({
      message: 'adsmanager.REVIEW_TICKET_STILL_CREATING',
    });
  });

  it('WIZ-021 a PLANSPEC campaign shows the fixed label instead of its name (NS-37)', () => {
    expect(campaignTitle({ campaignType: 'PLANSPEC', name: 'Internal spec' }, t)).toBe(
      '[adsmanager.REVIEW_PLANSPEC_LABEL]',
    );
    expect(campaignTitle({ campaignType: 'FIXED_CLO', name: 'Spring' }, t)).toBe('Spring');
  });

  it('AUDIT-005 change records are ordered newest first', () => {
    const record = (updateDateTime: string, updateUser: string): AuditChangeRecord => ({
      entityType: 'Campaign',
      entityId: 1,
      action: 'Update',
      updateUser,
      updateDateTime,
      changes: [],
    });
    const sorted = newestFirst([
      record('2026-01-01T00:00:00Z', 'a'),
      record('2026-03-01T00:00:00Z', 'b'),
      record('2026-02-01T00:00:00Z', 'c'),
      record('2026-03-01T00:00:00Z', 'd'),
    ]);
    expect(sorted.map((r) => r.updateUser)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('CAMP-022 only Active or Scheduled campaigns can be deactivated (NS-40)', () => {
    expect(canDeactivate({ campaignStatus: 'Active' })).toBe(true);
    expect(canDeactivate({ campaignStatus: 'Scheduled' })).toBe(true);
    for (const status of ['Draft', 'InReview', 'Inactive'] as const) {
      expect(canDeactivate({ campaignStatus: status })).toBe(false);
    }
  });

  it('WIZ-003 review/comparison reads plan_id and base_id (NS-34)', () => {
    expect(comparisonTargets(new URLSearchParams('plan_id=5&base_id=9'))).toEqual([
      { kind: 'plan', id: 5 },
      { kind: 'base', id: 9 },
    ]);
    expect(comparisonTargets(new URLSearchParams('plan_id=x'))).toEqual([]);
  });
});
