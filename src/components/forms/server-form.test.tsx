import { screen, waitFor, within } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod';
import { ApiError } from '@/api/api-error';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { renderWithProviders } from '@/testing/render';
import type { IdempotencyHeaders } from './idempotency-key';
import { fieldsByName, formFieldOf, serverFieldOf } from './field-mapper';
import { ServerForm, useServerForm } from './server-form';

const schema = z.object({ name: z.string().min(1), email: z.string() });
type Values = z.infer<typeof schema>;
const fieldOf = fieldsByName(['name', 'email'] as const, { emailAddress: 'email' });

type Save = (body: Values, headers: IdempotencyHeaders) => Promise<{ id: number }>;

/** A create form of two fields on the one save path; `send` stands for the generated mutation. */
function TestForm({ send, errorPlacement }: { send: Save; errorPlacement?: 'top' | 'footer' }) {
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', email: '' } });
  const server = useServerForm(form, {
    save: (values, idempotent) => send(values, idempotent(values)),
    fieldOf,
    failure: (message) => `Not saved: ${message}`,
    onSaved: (answer) => navigate(`/saved/${String(answer.id)}`),
  });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <ServerForm server={server} aria-label="Test" errorPlacement={errorPlacement}>
        <Field label="Name" error={form.formState.errors.name?.message}>
          <Input id="name" {...form.register('name')} />
        </Field>
        <Field label="Email" error={form.formState.errors.email?.message}>
          <Input id="email" {...form.register('email')} />
        </Field>
        <footer aria-label="Footer">
          {errorPlacement === 'footer' && server.formError !== undefined && <p role="alert">{server.formError}</p>}
          <button type="submit">Save</button>
        </footer>
      </ServerForm>
    </>
  );
}

function renderForm(send: Save, errorPlacement?: 'top' | 'footer') {
  return renderWithProviders([
    { path: '/', element: <TestForm send={send} errorPlacement={errorPlacement} /> },
    { path: '/saved/:id', element: <p>Saved</p> },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ]);
}

const networkError = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });

describe('useServerForm: the one save path of every form', () => {
  it('a 400 naming a request field shows its message at that field and focuses it', async () => {
    const send = vi
      .fn<Save>()
      .mockRejectedValue(new ApiError({ status: 400, message: 'That address is taken', field: 'body.emailAddress' }));
    const { user } = renderForm(send);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => {
      expect(email).toHaveAttribute('aria-invalid', 'true');
    });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(expect.stringContaining('That address is taken') as string);
    expect(screen.queryByRole('alert', { name: /Not saved/ })).not.toBeInTheDocument();
  });

  it('any other failure shows at the top of the form and keeps every value', async () => {
    const { user } = renderForm(vi.fn<Save>().mockRejectedValue(networkError()));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not saved: /);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  });

  it('with errorPlacement footer the failure shows only where the form puts it (its footer), never on top', async () => {
    const { user } = renderForm(vi.fn<Save>().mockRejectedValue(networkError()), 'footer');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Not saved: /);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('contentinfo', { name: 'Footer' })).toContainElement(alert);
  });

  it('a create retried after a lost answer sends the same Idempotency-Key; a changed body a new one', async () => {
    const send = vi.fn<Save>().mockRejectedValueOnce(networkError()).mockRejectedValueOnce(networkError());
    send.mockResolvedValue({ id: 7 });
    const { user, router } = renderForm(send);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' L');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(send).toHaveBeenCalledTimes(2);
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/saved/7');

    const keys = send.mock.calls.map(([, headers]) => headers['Idempotency-Key']);
    expect(send.mock.calls.map(([body]) => body.name)).toEqual(['Ada', 'Ada L', 'Ada L']);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('leaving with unsaved input asks first; a save that leaves does not', async () => {
    const { user, router } = renderForm(vi.fn<Save>().mockResolvedValue({ id: 3 }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaving with unsaved input and choosing Leave goes on to the page asked for', async () => {
    const { user, router } = renderForm(vi.fn<Save>().mockResolvedValue({ id: 3 }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere', { selector: 'p' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('API-014 the plan-name conflict (a 409 without a field) belongs to the name; other answers to none', () => {
    const conflict = new ApiError({
      status: 409,
      message: 'Conflict',
      code: 'CAMPAIGN_BUILD_4XX_CONFLICT',
      detail: 'A plan with that name already exists',
    });
    expect(serverFieldOf(conflict)).toBe('name');
    expect(formFieldOf(conflict, fieldOf)).toBe('name');
    expect(formFieldOf(new ApiError({ status: 400, message: 'bad', field: 'sort' }), fieldOf)).toBeUndefined();
    expect(formFieldOf(new ApiError({ status: 500, message: 'boom', field: 'name' }), fieldOf)).toBeUndefined();
    expect(formFieldOf(new Error('boom'), fieldOf)).toBeUndefined();
  });
});
