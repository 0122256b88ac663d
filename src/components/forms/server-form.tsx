/**
 * The one save path of every form that saves to a server: `useServerForm` sends the values, keeps
 * the form on a failure, puts a 400 at the field it names (and focuses it), shows every other
 * failure at the top of the form, makes creates idempotent, and feeds the unsaved-changes guard.
 * With `draft: { key }` it keeps the unsaved input in the browser and offers it back (NS-90).
 * `ServerForm` renders the draft's offer, the top-of-form error, the `<form>` and the guard around a
 * form's fields.
 * Field mappers (server field → form field) are in `./field-mapper`.
 *
 *   const server = useServerForm(form, {
 *     save: (values, idempotent) => {
 *       const data = toPlanCreate(values);
 *       return create.mutateAsync({ accountId, data, headers: idempotent(data) });
 *     },
 *     fieldOf: planFieldOf,
 *     failure: (message) => t('adsmanager.PLAN_CREATE_FAILED', { message }),
 *     onSaved: (answer) => navigate(paths.plan(accountId, answer.data.planId)),
 *   });
 *   return <ServerForm server={server}>…fields…</ServerForm>;
 */
import {
  useCallback,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorText } from '@/api/errors';
import { InlineMessage } from '@/components/ui/inline-message';
import { useConcurrency, type ConcurrencyOptions, type ConflictState, type Versioned } from './concurrency';
import { ConflictPanel } from './ConflictPanel';
import { DraftRestoreOffer } from './DraftRestoreOffer';
import { formFieldOf, type FieldMapper } from './field-mapper';
import { idempotencyHeaders, useIdempotencyKey, type IdempotencyHeaders } from './idempotency-key';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useDraft, type DraftOptions, type DraftState } from './use-draft';

/** Headers of a create: the idempotency key of `body` (the same key for every retry of it). */
export type Idempotent = (body: unknown) => IdempotencyHeaders;

export interface ServerFormOptions<TValues extends FieldValues, TOutput, TAnswer> {
  /**
   * Sends the values. A create passes its body to `idempotent` and sends the headers it answers:
   * one key per intended create, reused on every retry, renewed after a success or a changed body.
   * An edit sends `versioned.headers()` with its PATCH and passes the answer to `versioned.track`
   * (NS-92, ./concurrency.ts).
   */
  save: (values: TOutput, idempotent: Idempotent, versioned: Versioned) => Promise<TAnswer>;
  fieldOf: FieldMapper<TValues>;
  /** The top-of-form message of a failure no field shows, from the error's text. */
  failure: (message: string) => string;
  /** After a success: toast, reset or navigate (the unsaved-changes guard lets navigation through). */
  onSaved: (answer: TAnswer, values: TOutput) => unknown;
  /** An edit form: the version it was loaded at and how to read it again; a 412 opens the conflict panel (NS-92). */
  concurrency?: ConcurrencyOptions<TValues> | undefined;
  /** Keeps the unsaved input in the browser and offers it back (NS-90, ./use-draft.ts); none when read-only. */
  draft?: DraftOptions | undefined;
}

export interface ServerFormState {
  /** The form's submit handler: validation, then `save`. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** The top-of-form message of the last failed save. */
  formError: string | undefined;
  clearFormError: () => void;
  isSubmitting: boolean;
  /** What `UnsavedChangesGuard` needs: the form holds unsaved changes; a save is leaving the page. */
  unsaved: { dirty: boolean; saved: RefObject<boolean> };
  /** A save met a 412: what changed and the three choices (NS-92). */
  conflict: ConflictState | undefined;
  /** The kept draft's offer (NS-90). */
  draft: DraftState;
}

/** The one save path of a react-hook-form form (see the file comment). */
export function useServerForm<TValues extends FieldValues, TOutput, TAnswer>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  { save, fieldOf, failure, onSaved, concurrency, draft: draftOptions }: ServerFormOptions<TValues, TOutput, TAnswer>,
): ServerFormState {
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const saved = useRef(false);
  const keys = useIdempotencyKey();
  const { handleSubmit, setError, formState } = form;
  const versions = useConcurrency(form, concurrency);
  const draft = useDraft(form, draftOptions);

  const submit = async (values: TOutput) => {
    setFormError(undefined);
    let answer: TAnswer;
    try {
      answer = await save(values, (body) => idempotencyHeaders(keys.keyFor(body)), versions.versioned);
    } catch (error) {
      if (await versions.caught(error).catch(() => false)) return;
      const field = formFieldOf(error, fieldOf);
      if (field === undefined) setFormError(failure(errorText(error)));
      else setError(field, { type: 'server', message: errorText(error) }, { shouldFocus: true });
      return;
    }
    keys.succeeded();
    versions.saved();
    draft.clear();
    saved.current = true;
    try {
      await onSaved(answer, values);
    } finally {
      saved.current = false;
    }
  };

  const { conflict } = versions;
  const clearFormError = useCallback(() => {
    setFormError(undefined);
  }, []);

  return {
    onSubmit: (event) => void handleSubmit(submit)(event),
    formError,
    clearFormError,
    isSubmitting: formState.isSubmitting,
    unsaved: { dirty: formState.isDirty, saved },
    conflict: conflict && {
      ...conflict,
      // Keep mine and the reviewed choices save at once, on the new version.
      keepMine: () => {
        conflict.keepMine();
        void handleSubmit(submit)();
      },
      saveChoices: (choices) => {
        conflict.saveChoices(choices);
        void handleSubmit(submit)();
      },
    },
    draft,
  };
}

export interface ServerFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  server: ServerFormState;
  /** False when nothing can be changed (read-only): leaving never asks. */
  guard?: boolean;
  /**
   * Where a failed save's message goes: `top` (default) above the form; `footer` when the form's
   * own sticky footer (SaveFooter) shows `server.formError`, so ServerForm shows none and the
   * layout keeps its shape.
   */
  errorPlacement?: 'top' | 'footer';
  children: ReactNode;
}

/** The failed save's message (see `errorPlacement`), the form with the kept draft's offer first, and its unsaved-changes guard. */
export function ServerForm({ server, guard = true, errorPlacement = 'top', children, ...props }: ServerFormProps) {
  return (
    <>
      {errorPlacement === 'top' && server.formError !== undefined && (
        <InlineMessage variant="error" title={server.formError} />
      )}
      <form noValidate onSubmit={server.onSubmit} {...props}>
        {/* NS-92: inside the form, so it takes the form's width and place in any layout. */}
        {server.conflict && <ConflictPanel state={server.conflict} busy={server.isSubmitting} />}
        {/* Inside the form: it is the form's first row whatever layout places the form. */}
        <DraftRestoreOffer draft={server.draft} />
        {children}
      </form>
      <UnsavedChangesGuard dirty={guard && server.unsaved.dirty} saved={server.unsaved.saved} />
    </>
  );
}
