import { useRef, useState, type SyntheticEvent } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';

/** A form whose save fails while the name or the budget is empty (a client check), or always (`server`). */
function TestForm({ server = false }: { server?: boolean }) {
  const ref = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [values, setValues] = useState({ name: '', budget: '' });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setInvalid(Object.entries(values).flatMap(([key, value]) => (value === '' ? [key] : [])));
    setAttempt((count) => count + 1);
  };
  const error = server ? 'The server said no' : invalid.length > 0 ? 'Not saved: a field needs a fix.' : undefined;
  return (
    <form ref={ref} onSubmit={submit} aria-label="Test">
      {(['name', 'budget'] as const).map((key) => (
        <Field
          key={key}
          label={key === 'name' ? 'Name' : 'Budget'}
          required
          error={invalid.includes(key) ? 'Required' : undefined}
        >
          <Input
            id={key}
            value={values[key]}
            onChange={(event) => {
              setValues({ ...values, [key]: event.target.value });
            }}
          />
        </Field>
      ))}
      <FormFooter error={error} attempt={attempt} formRef={ref} goToLabel={(field) => `Go to ${field}`}>
        <button type="submit">Save</button>
      </FormFooter>
    </form>
  );
}

describe('FormFooter', () => {
  it('a failed save shows its message beside the save, takes focus and links to the first field at fault', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = screen.getByRole('alert', { name: 'Error: Not saved: a field needs a fix.' });
    expect(message).toHaveFocus();
    const link = within(message).getByRole('link', { name: 'Go to Budget' });
    expect(link).toHaveAttribute('href', '#budget');
    await user.click(link);
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveFocus();
  });

  it('each failed attempt takes focus again; a mended form shows no message', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveTextContent('Go to Name');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveTextContent('Go to Budget');
    await user.type(screen.getByRole('textbox', { name: 'Budget' }), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failure no field shows has no link and still takes focus', async () => {
    const user = userEvent.setup();
    render(<TestForm server />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring');
    await user.type(screen.getByRole('textbox', { name: 'Budget' }), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = screen.getByRole('alert', { name: 'Error: The server said no' });
    expect(message).toHaveFocus();
    expect(within(message).queryByRole('link')).not.toBeInTheDocument();
  });
});
