import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignBuildFixture, campaignBuildPerformance } from '@/mocks/fixtures/campaign-build';
import { setupTestBackend } from '@/testing/backend';
import { ADMIN, TEST_PERSONAS, type TestPersona } from '@/testing/personas';
import { renderHookWithProviders } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import type { Line } from '@generated/campaign-build/model';
import { dropMissing, lineLookup, toLineForm, visibleLines } from './lines';
import { useAccountLines } from './line-queries';
import { useLine } from './queries';

const stack = setupTestBackend(campaignBuildFixture, campaignBuildPerformance);
const AGENCY_MANAGER: TestPersona = TEST_PERSONAS.agencyManager;
const READ = ['campaign.read'];

const LINE: Line = {
  accountId: 1001,
  lineId: 3001,
  lineNumber: '1',
  ioNumber: 'IO-1',
  status: 'ACTIVE',
  budget: 250000,
  currencyIsoCode: 'USD',
  pricingModel: 'CPS',
  startDateTime: '2026-01-01T00:00:00-05:00',
  endDateTime: '2026-12-31T23:59:59-05:00',
};

describe('account lines', () => {
  it('CAMP-005 internal users ask for ACTIVE and DRAFT lines and see both', async () => {
    const requests = recordRequests();
    const { result } = renderHookWithProviders(() => useAccountLines(1001), { persona: ADMIN, permissions: READ });
    await waitFor(() => {
      expect(result.current.isPending).toBe(false);
    });
    expect(result.current.lines.map((line) => [line.lineId, line.status])).toEqual([
      [3001, 'ACTIVE'],
      [3003, 'DRAFT'],
    ]);
    const [read] = requests({ path: '/accounts/1001/lines' });
    expect(read?.search.getAll('status')).toEqual(['ACTIVE', 'DRAFT']);
  });

  it('CAMP-005 external users ask for and see only ACTIVE lines', async () => {
    const requests = recordRequests();
    const { result } = renderHookWithProviders(() => useAccountLines(1001), {
      persona: AGENCY_MANAGER,
      permissions: READ,
    });
    await waitFor(() => {
      expect(result.current.isPending).toBe(false);
    });
    expect(result.current.lines.map((line) => line.lineId)).toEqual([3001]);
    const [read] = requests({ path: '/accounts/1001/lines' });
    expect(read?.search.getAll('status')).toEqual(['ACTIVE']);
  });

  it('CAMP-005 an external user never sees a non-active line even if one is answered', () => {
    const lines: Line[] = [
      LINE,
      { ...LINE, lineId: 3003, status: 'DRAFT' },
      { ...LINE, lineId: 3002, status: 'DELETED' },
    ];
    expect(visibleLines(lines, false).map((line) => line.lineId)).toEqual([3001]);
    expect(visibleLines(lines, true)).toHaveLength(3);
  });
});

describe('one line', () => {
  it('CAMP-006 reads a line of the account', async () => {
    const { result } = renderHookWithProviders(() => useLine(1001, 3001), { persona: ADMIN, permissions: READ });
    await waitFor(() => {
      expect(result.current.line?.lineNumber).toBe('1');
    });
    expect(result.current.error).toBeNull();
  });

  it('CAMP-006 a line answering 404 is absent, with no error and no error toast', async () => {
    const { result, onQueryError } = renderHookWithProviders(() => useLine(1001, 3999), {
      persona: ADMIN,
      permissions: READ,
    });
    await waitFor(() => {
      expect(result.current.isPending).toBe(false);
    });
    expect(result.current).toEqual({ line: undefined, isPending: false, error: null });
    expect(onQueryError).not.toHaveBeenCalled();
  });

  it('CAMP-006 a failure other than 404 is an error', async () => {
    stack.backend.faults.push({ path: '/lines/3001', fault: { status: 500 }, times: 1 });
    const { result } = renderHookWithProviders(() => useLine(1001, 3001), { persona: ADMIN, permissions: READ });
    await waitFor(() => {
      expect(result.current.error).not.toBeNull();
    });
    expect(result.current.line).toBeUndefined();
  });

  it('CAMP-006 no line id means no call and no line', () => {
    const { result } = renderHookWithProviders(() => useLine(1001, null), { persona: ADMIN, permissions: READ });
    expect(result.current).toEqual({ line: undefined, isPending: false, error: null });
  });
});

describe('line lookups', () => {
  it('CAMP-007 lines missing from a lookup are dropped from the results', () => {
    const lines = [LINE, { ...LINE, lineId: 3004, lineNumber: '4' }];
    expect(dropMissing([3004, 3999, 3001], lineLookup(lines)).map((line) => line.lineId)).toEqual([3004, 3001]);
    expect(dropMissing([3002], lineLookup(lines))).toEqual([]);
    expect(dropMissing(['a', 'b'], new Map([['b', 2]]))).toEqual([2]);
  });

  it('CAMP-002 the line form holds the date part of startDateTime and endDateTime', () => {
    expect(toLineForm(LINE)).toMatchObject({ startDate: '2026-01-01', endDate: '2026-12-31', lineId: 3001 });
  });
});
