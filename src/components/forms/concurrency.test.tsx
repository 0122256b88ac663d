import { screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { renderWithProviders } from '@/testing/render';
import { etagOf, type IfMatchHeaders, type LoadedVersion } from './concurrency';
import { ServerForm, useServerForm } from './server-form';

interface Values {
  name: string;
  budget: string;
  notes: string;
}
const LABELS: Record<string, string> = { name: 'Name', budget: 'Budget', notes: 'Notes' };

/** One stored entity with a version, as a server keeping ETags would; `edit` is the other person's save. */
function fakeEntity(start: Values) {
  let stored = { ...start };
  let version = 1;
  const etag = () => `"${String(version)}"`;
  const sent: { body: Values; ifMatch: string | undefined }[] = [];
  return {
    sent,
    get stored() {
      return stored;
    },
    read: (): LoadedVersion<Values> => ({ versions: { main: etag() }, values: { ...stored } }),
    edit(changes: Partial<Values>) {
      stored = { ...stored, ...changes };
      version += 1;
    },
    async patch(body: Values, headers: IfMatchHeaders) {
      await Promise.resolve();
      sent.push({ body, ifMatch: headers['If-Match'] });
      if (headers['If-Match'] !== undefined && headers['If-Match'] !== etag()) {
        throw new ApiError({
          status: 412,
          message: 'Precondition Failed',
          code: 'PRECONDITION_FAILED',
          currentVersion: etag(),
          updateUser: 'jane.doe@example.com',
          updateDateTime: '2026-02-12T09:15:00Z',
        });
      }
      stored = { ...body };
      version += 1;
      return { data: stored, status: 200, headers: new Headers({ ETag: etag() }) };
    },
  };
}
type Entity = ReturnType<typeof fakeEntity>;

function EditForm({ entity, loaded }: { entity: Entity; loaded: LoadedVersion<Values> }) {
  const form = useForm<Values>({ defaultValues: loaded.values });
  const server = useServerForm(form, {
    save: async (values, _idempotent, versioned) => versioned.track(await entity.patch(values, versioned.headers())),
    fieldOf: () => undefined,
    failure: (message) => `Not saved: ${message}`,
    onSaved: (_answer, values) => {
      form.reset(values);
    },
    concurrency: {
      loaded,
      reload: () => Promise.resolve(entity.read()),
      entity: 'campaign',
      label: (path) => LABELS[path],
    },
  });
  return (
    <ServerForm server={server} aria-label="Edit">
      {(['name', 'budget', 'notes'] as const).map((name) => (
        <Field key={name} label={LABELS[name]}>
          <Input id={name} {...form.register(name)} />
        </Field>
      ))}
      <button type="submit">Save</button>
    </ServerForm>
  );
}

/** Opens the form, lets the other person save `theirs`, then types `mine` and saves. */
async function conflictAfter(theirs: Partial<Values>, mine: Partial<Values>) {
  const entity = fakeEntity({ name: 'Spring', budget: '1000', notes: '' });
  const { user } = renderWithProviders(<EditForm entity={entity} loaded={entity.read()} />);
  entity.edit(theirs);
  for (const [name, value] of Object.entries(mine)) {
    const box = screen.getByRole('textbox', { name: LABELS[name] });
    await user.clear(box);
    await user.type(box, value);
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const panel = await screen.findByRole('region', { name: 'Someone else saved this campaign' });
  return { entity, user, panel };
}

describe('useServerForm: a save on a stale version (NS-92)', () => {
  it('NS-92 sends the version the form was loaded at; after a save the answer’s version', async () => {
    const entity = fakeEntity({ name: 'Spring', budget: '1000', notes: '' });
    const { user } = renderWithProviders(<EditForm entity={entity} loaded={entity.read()} />);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(entity.sent).toHaveLength(1);
    });
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(entity.sent).toHaveLength(2);
    });
    expect(entity.sent.map((call) => call.ifMatch)).toEqual(['"1"', '"2"']);
    expect(entity.stored.notes).toBe('ab');
    expect(screen.queryByRole('region', { name: /Someone else saved/ })).not.toBeInTheDocument();
  });

  it('NS-92 a 412 keeps the form as typed and shows who changed it when, with yours and theirs per field', async () => {
    const { entity, panel } = await conflictAfter({ budget: '2000', name: 'Summer' }, { budget: '1500' });
    expect(panel).toHaveFocus();
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      /jane\.doe@example\.com changed this campaign at .*2026.* since you opened it\. Nothing was saved/,
    );
    const budget = within(panel).getByRole('listitem', { name: 'Budget' });
    expect(budget).toHaveTextContent('Yours: 1500');
    expect(budget).toHaveTextContent('Theirs: 2000');
    const name = within(panel).getByRole('listitem', { name: 'Name' });
    expect(name).toHaveTextContent('Yours: Spring');
    expect(name).toHaveTextContent('Theirs: Summer');
    expect(name).toHaveTextContent('You did not change this field');
    expect(within(panel).queryByRole('listitem', { name: 'Notes' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveValue('1500');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring');
    // Nothing was overwritten: the stored entity is theirs.
    expect(entity.stored).toEqual({ name: 'Summer', budget: '2000', notes: '' });
    expect(entity.sent).toHaveLength(1);
  });

  it('NS-92 keep mine saves again on the new version: my edits, theirs where only they changed', async () => {
    const { entity, user, panel } = await conflictAfter({ budget: '2000', name: 'Summer' }, { budget: '1500' });
    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => {
      expect(entity.sent).toHaveLength(2);
    });
    expect(entity.sent[1]).toEqual({ body: { name: 'Summer', budget: '1500', notes: '' }, ifMatch: '"2"' });
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: /Someone else saved/ })).not.toBeInTheDocument();
    });
    expect(entity.stored).toEqual({ name: 'Summer', budget: '1500', notes: '' });
  });

  it('NS-92 take theirs puts their values in those fields, keeps my other edits and sends nothing', async () => {
    const { entity, user, panel } = await conflictAfter({ budget: '2000' }, { budget: '1500', notes: 'mine' });
    await user.click(within(panel).getByRole('button', { name: 'Take theirs' }));
    expect(screen.queryByRole('region', { name: /Someone else saved/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveValue('2000');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('mine');
    expect(entity.sent).toHaveLength(1);
    // The next save is on their version: accepted.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(entity.sent).toHaveLength(2);
    });
    expect(entity.sent[1]).toEqual({ body: { name: 'Spring', budget: '2000', notes: 'mine' }, ifMatch: '"2"' });
    expect(entity.stored.notes).toBe('mine');
  });

  it('NS-92 review each saves exactly the value chosen per field', async () => {
    const { entity, user, panel } = await conflictAfter(
      { budget: '2000', name: 'Summer' },
      { budget: '1500', name: 'Autumn' },
    );
    await user.click(within(panel).getByRole('button', { name: 'Review each field' }));
    const budget = within(panel).getByRole('radiogroup', { name: 'Keep for Budget' });
    const name = within(panel).getByRole('radiogroup', { name: 'Keep for Name' });
    // The defaults are those of keep mine.
    expect(within(budget).getByRole('radio', { name: 'Yours: 1500' })).toBeChecked();
    await user.click(within(name).getByRole('radio', { name: 'Theirs: Summer' }));
    await user.click(within(panel).getByRole('button', { name: 'Save these choices' }));
    await waitFor(() => {
      expect(entity.sent).toHaveLength(2);
    });
    expect(entity.sent[1]).toEqual({ body: { name: 'Summer', budget: '1500', notes: '' }, ifMatch: '"2"' });
    expect(entity.stored).toEqual({ name: 'Summer', budget: '1500', notes: '' });
  });

  it('NS-92 the version is the answer’s ETag without the W/ that compression adds; none without one', () => {
    expect(etagOf({ headers: new Headers({ ETag: '"7"' }) })).toBe('"7"');
    expect(etagOf({ headers: new Headers({ ETag: 'W/"7"' }) })).toBe('"7"');
    expect(etagOf({ headers: new Headers() })).toBeUndefined();
    expect(etagOf(undefined)).toBeUndefined();
  });

  it('NS-92 a create sends no version', async () => {
    const entity = fakeEntity({ name: '', budget: '', notes: '' });
    const { user } = renderWithProviders(
      <EditForm entity={entity} loaded={{ versions: {}, values: { name: '', budget: '', notes: '' } }} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'New');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(entity.sent).toHaveLength(1);
    });
    expect(entity.sent[0]?.ifMatch).toBeUndefined();
  });
});
