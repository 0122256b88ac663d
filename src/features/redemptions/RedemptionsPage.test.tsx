/**
 * The redemptions admin in the app (NS-75, NS-76): /admin/redemptions/{us|gb} signed in as a
 * persona of the local stack against its seed (src/testing/app.tsx). Rita (Redemptions Admin)
 * holds redemptions read and write; Sam (Internal Sales) is internal without redemptions read, which
 * the admin area lets in to read (redemptions.read or internal, part 1 §6.3).
 * The seed is not reset between tests: decisions are taken on us, the reading tests use gb.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '@/mocks/personas';
import { SEED_REASON_CODES } from '@/mocks/seed/reporting';
import { renderApp, setupSeededBackend } from '@/testing/app';
import { answerWithProblem, FAULT_TEXT, faultCases, injectFault } from '@/testing/faults';
import { tableRows } from '@/testing/lists';
import { recordRequests } from '@/testing/requests';

const seeded = setupSeededBackend();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RITA = PERSONAS.redemptionsAdmin.email;
const TABLE = 'Redemptions under review';
/** How long a sorted answer may take to render on a busy machine. */
const WAIT = { timeout: 10_000 };
const table = () => screen.findByRole('table', { name: TABLE }, { timeout: 10_000 });
const codeOf = (cell: string | null) => Number(/^Code (\d+)/.exec(cell ?? '')?.[1]);
const rowOf = (code: number) => {
  const row = screen.getAllByRole('row').find((candidate) => candidate.textContent.startsWith(`Code ${code}`));
  if (!row) throw new Error(`No row for reason code ${code}`);
  return row;
};
/** The page's own alert (the shell may show others, such as the ad-blocker hint). */
const loadAlert = () =>
  vi.waitFor(
    () => {
      const alert = screen.getAllByRole('alert').find((candidate) => candidate.textContent.includes('redemptions'));
      if (!alert) throw new Error('No alert of the redemptions');
      return alert;
    },
    { timeout: 15_000 },
  );
const openAsRita = async (country: 'us' | 'gb') => {
  const app = renderApp(`/admin/redemptions/${country}`, { who: 'redemptionsAdmin' });
  await table();
  return app;
};

describe('the redemption summaries', () => {
  it('REDEEM-002 REDEEM-001 REDEEM-009 on /gb the summaries are grouped by reason code, read on the admin account, each code with its parts, and the latest redemption time in UK time', async () => {
    const requests = recordRequests();
    renderApp('/admin/redemptions/gb', { who: 'redemptionsAdmin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Redemption review: United Kingdom' }, { timeout: 10_000 }),
    ).toBeVisible();
    // While they load, rows of placeholders hold the table's place (issue 24: skeletons, not a spinner).
    const loading = (await screen.findByText('Loading the redemptions…')).closest('[role="status"]');
    expect(loading?.querySelectorAll('[data-slot="skeleton-row"]').length).toBeGreaterThan(0);
    await table();
    expect(screen.queryByText('Loading the redemptions…')).not.toBeInTheDocument();
    const [read] = requests({ path: '/summaries' });
    // The configuration's admin account (1), not an advertiser account.
    expect(read?.url).toBe('/api/v1/rms/accounts/1/redemptions/gb/summaries');
    expect(read?.search.get('groupBy')).toBe('ReasonCode');
    const rows = tableRows(TABLE);
    expect(rows.map((cells) => codeOf(cells[1] ?? null))).toEqual([...SEED_REASON_CODES].sort((a, b) => a - b));
    expect(rows.find((cells) => codeOf(cells[1] ?? null) === 20)?.[1]).toBe('Code 20duplicate 1 + gamer 1');
    expect(rows.find((cells) => codeOf(cells[1] ?? null) === 642)?.[1]).toBe(
      'Code 642transaction used + duplicate 2 + zero dollar redemption',
    );
    expect(rows.every((cells) => /^£[\d,]+\.\d\d$/.test(cells[3] ?? ''))).toBe(true);
    expect(screen.getByText(/^Most recent redemption: .+ \(Europe\/London\)$/)).toBeInTheDocument();
  });

  it('REDEEM-002 the header switches between US and GB in one click, the current country marked', async () => {
    const app = await openAsRita('gb');
    const switcher = screen.getByRole('navigation', { name: 'Country' });
    expect(within(switcher).getByRole('link', { name: 'GB' })).toHaveAttribute('aria-current', 'page');
    await app.user.click(within(switcher).getByRole('link', { name: 'US' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Redemption review: United States' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/admin/redemptions/us');
    expect(
      within(screen.getByRole('navigation', { name: 'Country' })).getByRole('link', { name: 'US' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('REDEEM-005 the summaries can be grouped by partner or by institution, which offer no decision', async () => {
    const app = await openAsRita('gb');
    await app.user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await app.user.click(await screen.findByRole('option', { name: 'Partner' }));
    await vi.waitFor(() => {
      expect(tableRows(TABLE).map((cells) => cells[0])).toEqual(['Rewards Network', 'Seated']);
    });
    expect(app.router.state.location.search).toBe('?group=PartnerCode');
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await app.user.click(await screen.findByRole('option', { name: 'Institution' }));
    await vi.waitFor(() => {
      expect(tableRows(TABLE).every((cells) => /^Institution \d+$/.test(cells[0] ?? ''))).toBe(true);
    });
  });

  it('REDEEM-002 the summaries sort by amount, largest first on a second click, kept in the address', async () => {
    const app = await openAsRita('gb');
    const amounts = () => tableRows(TABLE).map((cells) => Number((cells[3] ?? '').replace(/[£,]/g, '')));
    await app.user.click(screen.getByRole('button', { name: 'Amount' }));
    // The address changes first; the table follows when the navigation has rendered.
    await vi.waitFor(() => {
      expect(app.router.state.location.search).toBe('?sort=totalAmount');
      expect(amounts()).toEqual([...amounts()].sort((a, b) => a - b));
    }, WAIT);
    await app.user.click(screen.getByRole('button', { name: 'Amount' }));
    await vi.waitFor(() => {
      expect(app.router.state.location.search).toBe('?sort=-totalAmount');
      expect(amounts()).toEqual([...amounts()].sort((a, b) => b - a));
    }, WAIT);
  });

  it('REDEEM-010 REDEEM-011 REDEEM-012 REDEEM-013 each code offers only the decision it allows; FI without hold and forced codes say why they are read-only', async () => {
    await openAsRita('gb');
    const offered = (code: number) =>
      within(rowOf(code))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect([4, 20, 60].map(offered)).toEqual([['Approve'], ['Approve'], ['Approve']]);
    expect([2, 130, 642].map(offered)).toEqual([['Deny'], ['Deny'], ['Deny']]);
    expect([64, 68].map(offered)).toEqual([['Investigate'], ['Investigate']]);
    expect([256, 257, 1].map(offered)).toEqual([[], [], []]);
    expect(rowOf(256)).toHaveTextContent('Decided by the institution');
    expect(rowOf(257)).toHaveTextContent('Forced redemptions: read-only');
    expect(rowOf(1)).toHaveTextContent('Forced redemptions: read-only');
  });
});

describe('decisions', () => {
  it('REDEEM-010 approving code 20 names its count and amount first and in the result; then the code leaves the review for the decided-today list', async () => {
    const app = await openAsRita('us');
    const [, , count = '', amount = ''] = within(rowOf(20))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await app.user.click(within(rowOf(20)).getByRole('button', { name: 'Approve reason code 20' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve redemptions?' });
    expect(dialog).toHaveTextContent(
      `Approve ${count} redemptions worth ${amount} with reason code 20 (duplicate 1 + gamer 1).`,
    );
    await app.user.type(within(dialog).getByLabelText('Comment (optional)'), 'Family account');
    await app.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Approve: 1 of 1 reason codes decided.')).toBeInTheDocument();
    // The result names the code, what it means, its redemptions and amount; no empty "Not decided".
    expect(within(dialog).getByRole('list', { name: 'Decided' })).toHaveTextContent(
      `Code 20 (duplicate 1 + gamer 1): ${count} redemptions, ${amount}`,
    );
    expect(within(dialog).queryByRole('list', { name: 'Not decided' })).toBeNull();
    await app.user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await vi.waitFor(() => {
      expect(tableRows(TABLE).map((cells) => codeOf(cells[1] ?? null))).not.toContain(20);
    });
    // The decided code leaves the review and shows under "Decided today": what, how many, who.
    const today = screen.getByRole('region', { name: 'Decided today' });
    const decided = await within(today).findByRole('row', { name: /Code 20/ });
    expect(
      within(today)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Reason code', 'Decision', 'Redemptions', 'By']);
    expect(decided).toHaveTextContent('duplicate 1 + gamer 1');
    expect(decided).toHaveTextContent('ApproveFamily account');
    expect(decided).toHaveTextContent(count);
    expect(decided).toHaveTextContent(/@/);
  });

  it('REDEEM-011 denying several codes at once shows progress and goes on past a refused one, naming why it failed', async () => {
    const app = await openAsRita('us');
    for (const code of [2, 130, 642]) {
      await app.user.click(within(rowOf(code)).getByRole('checkbox', { name: `Select reason code ${code}` }));
    }
    const selection = screen.getByRole('group', { name: '3 reason codes selected' });
    // A selection that mixes approvable and deniable codes shares no decision.
    await app.user.click(within(rowOf(4)).getByRole('checkbox', { name: 'Select reason code 4' }));
    expect(screen.getByRole('group', { name: '4 reason codes selected' })).toHaveTextContent(
      'The selected reason codes share no decision.',
    );
    await app.user.click(within(rowOf(4)).getByRole('checkbox', { name: 'Select reason code 4' }));
    expect(selection).toBeInTheDocument();

    injectFault(seeded.backend, { email: RITA, path: '/redemptions/us/decisions', method: 'POST' }, { status: 500 });
    await app.user.click(within(selection).getByRole('button', { name: 'Deny selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deny redemptions?' });
    expect(dialog).toHaveTextContent(
      /^Deny redemptions\?Deny [\d,]+ redemptions worth \$[\d,.]+ in 3 reason codes: 2, 130, 642\./,
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(
      await within(dialog).findByText('Deny: 2 of 3 reason codes decided.', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    expect(
      within(within(dialog).getByRole('list', { name: 'Decided' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent.replace(/\):.*/, ')')),
    ).toEqual([
      'Code 130 (transaction used + duplicate 2)',
      'Code 642 (transaction used + duplicate 2 + zero dollar redemption)',
    ]);
    expect(within(dialog).getByRole('list', { name: 'Not decided' })).toHaveTextContent(`Code 2: ${FAULT_TEXT.server}`);
    await app.user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await vi.waitFor(() => {
      const codes = tableRows(TABLE).map((cells) => codeOf(cells[1] ?? null));
      expect(codes).toContain(2);
      expect(codes).not.toContain(130);
      expect(codes).not.toContain(642);
    });
  });

  it('REDEEM-012 a 403 on a decision is explained as the missing write permission', async () => {
    const app = await openAsRita('gb');
    answerWithProblem({ email: RITA, path: '/redemptions/gb/decisions', method: 'POST' }, 403, FAULT_TEXT.forbidden);
    await app.user.click(within(rowOf(64)).getByRole('button', { name: 'Investigate reason code 64' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Investigate redemptions?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Investigate' }));
    expect(await within(dialog).findByText('Investigate: 0 of 1 reason codes decided.')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Not decided' })).toHaveTextContent(
      `Code 64: You may not decide on redemptions: that needs the redemptions write permission. ${FAULT_TEXT.forbidden}`,
    );
  });
});

describe('who may do what', () => {
  it('ACCESS-025 REDEEM-002 an internal user without redemptions read (redemptions.read or internal) reads the summaries, is told deciding needs write, and is offered no decision or upload', async () => {
    renderApp('/admin/redemptions/gb', { who: 'sales' });
    await screen.findByRole('table', { name: TABLE }, { timeout: 30_000 });
    // No selection column without write: the code is the first cell.
    expect(tableRows(TABLE).map((cells) => codeOf(cells[0] ?? null))).toEqual(
      [...SEED_REASON_CODES].sort((a, b) => a - b),
    );
    expect(
      screen.getByText('You can read the redemptions; deciding on them needs the redemptions write permission.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You may not see the redemptions/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload redemptions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /reason code/ })).not.toBeInTheDocument();
  }, 40_000);

  it('ACCESS-025 a 403 on the summaries names what reading them needs: redemptions read or an internal user account', async () => {
    const app = await openAsRita('gb');
    answerWithProblem({ email: RITA, path: '/redemptions/gb/summaries' }, 403, FAULT_TEXT.forbidden);
    await app.user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await app.user.click(await screen.findByRole('option', { name: 'Partner' }));
    expect(await loadAlert()).toHaveTextContent(
      `You may not see the redemptions under review: that needs the redemptions read permission or an internal user account. ${FAULT_TEXT.forbidden}`,
    );
  });

  for (const fault of faultCases('query')) {
    it(`REDEEM-002 the summaries meeting a ${fault.name} say so; Retry reads them`, async () => {
      fault.arm(seeded.backend, { email: RITA, path: '/redemptions/gb/summaries' });
      const app = renderApp('/admin/redemptions/gb', { who: 'redemptionsAdmin' });
      const alert = await loadAlert();
      expect(alert).toHaveTextContent(fault.text);
      await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await table()).toBeInTheDocument();
    });
  }
});

describe('the upload', () => {
  const HEADER = 'redemptionId,reasonCode,amount,partnerCode,institutionId';
  const csv = (name: string, ...lines: string[]) => new File([lines.join('\n')], name, { type: 'text/csv' });
  /** The drop zone's hidden native input: what the picker fills once the zone (or Replace) opens it. */
  const fileInput = () => {
    const input = screen
      .getByLabelText(/^Redemptions file \(CSV\)/)
      .closest('[data-slot="file-drop-zone"]')
      ?.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input in the redemptions file field');
    return input;
  };
  const choose = (file: File) => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
  };
  /** The zone shows the chosen file with Replace and Remove named after it. */
  const expectChosen = (name: string) => {
    const upload = screen.getByRole('region', { name: 'Upload redemptions' });
    expect(within(upload).getByText(name)).toBeVisible();
    expect(within(upload).getByRole('button', { name: `Replace ${name}` })).toBeVisible();
    expect(within(upload).getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  };

  it('REDEEM-014 a file that is not CSV or is empty is refused at the field, before anything is sent', async () => {
    const app = await openAsRita('gb');
    const requests = recordRequests();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('notes.txt is not a CSV file. Choose a .csv file.')).toBeVisible();
    choose(new File([], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByText('empty.csv is empty. Choose a file with redemptions.')).toBeVisible();
    expectChosen('empty.csv');
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(requests({ path: '/uploads' })).toEqual([]);

    // Remove empties the zone; Upload without a file names the field and puts focus on its zone.
    await app.user.click(screen.getByRole('button', { name: 'Remove empty.csv' }));
    expect(screen.queryByText('empty.csv')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a CSV file.')).toBeVisible();
    const zone = screen.getByRole('button', { name: /^Redemptions file \(CSV\)/ });
    expect(zone).toHaveAccessibleDescription('Choose a CSV file.');
    expect(zone).toHaveFocus();
    expect(requests({ path: '/uploads' })).toEqual([]);
  });

  it('REDEEM-014 a file RMS refuses shows the first detail of RMS_REDEMPTION_UPLOAD_FAILURE and keeps the file', async () => {
    const app = await openAsRita('gb');
    choose(csv('gb-bad.csv', HEADER, '88001,20,abc,SEATED,21', '88002,4096,1,ACME,0'));
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    const upload = screen.getByRole('region', { name: 'Upload redemptions' });
    expect(await within(upload).findByRole('alert')).toHaveTextContent(
      "The file was not uploaded: Row 2: amount 'abc' must be a non-negative amount with at most 2 decimals",
    );
    expectChosen('gb-bad.csv');
  });

  for (const fault of faultCases('save')) {
    it(`REDEEM-014 an upload meeting a ${fault.name} says so above the form and keeps the file`, async () => {
      const app = await openAsRita('gb');
      fault.arm(seeded.backend, { email: RITA, path: '/redemptions/gb/uploads', method: 'POST' });
      choose(csv('gb-fault.csv', HEADER, '88201,20,1.00,SEATED,21'));
      await app.user.click(screen.getByRole('button', { name: 'Upload' }));
      const upload = screen.getByRole('region', { name: 'Upload redemptions' });
      expect(await within(upload).findByRole('alert', undefined, { timeout: 10_000 })).toHaveTextContent(
        `The file was not uploaded: ${fault.text}`,
      );
      expectChosen('gb-fault.csv');
    });
  }

  it('REDEEM-014 an accepted file is summarised and its redemptions join the review', async () => {
    const app = await openAsRita('gb');
    // jsdom's FormData sends a File as a nameless blob: the name is checked in the browser journey.
    choose(csv('gb-good.csv', HEADER, '88101,512,0,SEATED,21', '88102,512,1.50,SEATED,21'));
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(/^.+ uploaded: 2 of 2 redemptions taken for review \(upload \d+\)\.$/, undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    await vi.waitFor(() => {
      expect(rowOf(512)).toHaveTextContent('Code 512zero dollar redemption2£1.50Deny');
    });
  });
});
