/**
 * A form on the one save path that keeps its drafts (NS-90), for the tests of drafts: a text field,
 * a number kept as typed text, a date (a Date object) and a list, saved by `send`.
 */
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useDraftOption } from '@/auth/draft-storage';
import { fieldsByName } from '@/components/forms/field-mapper';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export interface DraftFormValues {
  name: string;
  /** Typed text, not yet a number. */
  budget: string;
  starts: Date;
  tags: string[];
  limits: { cap: number | null };
}

export const DRAFT_FORM_DEFAULTS: DraftFormValues = {
  name: 'Spring sale',
  budget: '100',
  starts: new Date(2026, 0, 1),
  tags: ['a'],
  limits: { cap: null },
};

/** The picked date of the "Pick 1 March" button. */
export const PICKED_DATE = new Date(2026, 2, 1, 9, 30);

const fieldOf = fieldsByName(['name', 'budget'] as const);

export function DraftForm({
  send,
  draftKey = 'test:1001:42',
  files = false,
  defaults = DRAFT_FORM_DEFAULTS,
  create = false,
}: {
  send: (values: DraftFormValues) => Promise<unknown>;
  draftKey?: string;
  files?: boolean;
  defaults?: DraftFormValues;
  /** As a create form: the values stay as saved (no reset) and the page moves on. */
  create?: boolean;
}) {
  const form = useForm<DraftFormValues>({ defaultValues: defaults });
  const draft = useDraftOption(draftKey, files);
  const server = useServerForm(form, {
    save: (values) => send(values),
    fieldOf,
    failure: (message) => `Not saved: ${message}`,
    onSaved: (_answer, values) => {
      if (!create) form.reset(values);
    },
    draft,
  });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <ServerForm server={server} aria-label="Draft test">
        <Field label="Name">
          <Input id="name" {...form.register('name')} />
        </Field>
        <Field label="Budget">
          <Input id="budget" inputMode="decimal" {...form.register('budget')} />
        </Field>
        <button
          type="button"
          onClick={() => {
            form.setValue('starts', new Date(PICKED_DATE), { shouldDirty: true });
            form.setValue('tags', ['a', 'b'], { shouldDirty: true });
            form.setValue('limits.cap', Number.NaN, { shouldDirty: true });
          }}
        >
          Pick 1 March
        </button>
        <button type="submit">Save</button>
      </ServerForm>
    </>
  );
}
