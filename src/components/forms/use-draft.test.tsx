import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { storagePrefix } from '@/lib/storage';
import { DRAFT_FORM_DEFAULTS, DraftForm, PICKED_DATE, type DraftFormValues } from '@/testing/draft-form';
import { ADMIN, USER_WITH_ONE_ACCOUNT, type TestPersona } from '@/testing/personas';
import { renderWithProviders } from '@/testing/render';

type Send = (values: DraftFormValues) => Promise<unknown>;
const DRAFT_KEY = `${storagePrefix('mock', ADMIN.email)}draft:test:1001:42`;
const OFFER = /^Restore your unsaved changes from \d{1,2}:\d{2} (AM|PM)\?$/;

function renderForm({
  send = vi.fn<Send>().mockResolvedValue({}),
  persona = ADMIN,
  files = false,
  create = false,
}: { send?: Send; persona?: TestPersona; files?: boolean; create?: boolean } = {}) {
  return renderWithProviders(
    [
      { path: '/form', element: <DraftForm send={send} files={files} create={create} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { persona, path: '/form' },
  );
}

/** Types into the form, then closes it (the draft is written when the form closes). */
async function typeAndLeave() {
  const view = renderForm();
  await view.user.clear(screen.getByRole('textbox', { name: 'Name' }));
  await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Summer sale');
  await view.user.clear(screen.getByRole('textbox', { name: 'Budget' }));
  await view.user.type(screen.getByRole('textbox', { name: 'Budget' }), '0250.50');
  await view.user.click(screen.getByRole('button', { name: 'Pick 1 March' }));
  await waitFor(() => {
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Summer sale');
  });
  view.unmount();
}

/** Types into the form (the draft is written), then saves it (the draft is gone). */
async function typeAndSave(create = false) {
  const view = renderForm({ create });
  await view.user.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
  await waitFor(() => {
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Spring sale 2');
  });
  await view.user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => {
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
  return view;
}

const offer = () => screen.findByRole('region', { name: OFFER });

afterEach(() => {
  cleanup(); // a form still open writes its input when it closes
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('useServerForm keeps unsaved input and offers it back (NS-90)', () => {
  it('NS-90 typed input is kept as the user types and offered back when the same form opens again', async () => {
    await typeAndLeave();
    renderForm();
    const region = await offer();
    expect(within(region).getByRole('status')).toHaveTextContent(OFFER);
    expect(within(region).queryByText(/not uploaded/)).not.toBeInTheDocument();
    // Offered, not applied: the form shows the saved values until the user chooses.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring sale');
  });

  it('NS-90 Restore gives back exactly the typed values, leaves the form dirty and the save sends them', async () => {
    await typeAndLeave();
    const send = vi.fn<Send>().mockResolvedValue({});
    const { user } = renderForm({ send });
    const region = await offer();
    await user.click(within(region).getByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Summer sale');
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    });
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveValue('0250.50');

    // Dirty: leaving asks first.
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(send).toHaveBeenCalledTimes(1);
    });
    const sent = send.mock.calls[0]?.[0];
    expect(sent).toEqual({
      ...DRAFT_FORM_DEFAULTS,
      name: 'Summer sale',
      budget: '0250.50',
      starts: PICKED_DATE,
      tags: ['a', 'b'],
      limits: { cap: Number.NaN },
    });
    expect(sent?.starts).toBeInstanceOf(Date);
  });

  it('NS-90 a successful save clears the draft: reopening offers nothing', async () => {
    const { unmount } = await typeAndSave();
    unmount();
    renderForm();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('NS-90 a create form saved and closed (values not reset) leaves no draft behind', async () => {
    const { unmount } = await typeAndSave(true);
    unmount(); // the page moves on to the new record: the closing form writes nothing
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('NS-90 Discard clears the draft and keeps the form as it is', async () => {
    await typeAndLeave();
    const { user, unmount } = renderForm();
    await user.click(within(await offer()).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring sale');
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    unmount();
    renderForm();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
  });

  it('NS-90 the offer is reachable by keyboard, and on a form with images it says they are not kept', async () => {
    await typeAndLeave();
    const { user } = renderForm({ files: true });
    const region = await offer();
    expect(region).toHaveTextContent('Images and files that were not uploaded are not kept.');
    await user.tab(); // the link above the form
    await user.tab();
    expect(within(region).getByRole('button', { name: 'Restore' })).toHaveFocus();
    await user.tab();
    expect(within(region).getByRole('button', { name: 'Discard' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
  });

  it('NS-90 another user of the same browser is offered nothing', async () => {
    await typeAndLeave();
    renderForm({ persona: USER_WITH_ONE_ACCOUNT });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Spring sale');
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Summer sale');
  });
});
