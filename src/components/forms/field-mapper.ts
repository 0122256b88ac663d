/**
 * Where a failed save shows (pure): the request field the server names, and each form's mapper
 * from that name to the form field. One signature for every form: `FieldMapper`.
 */
import type { FieldPath, FieldValues } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { errorMessage } from '@/api/errors';

/**
 * The form field that shows what the server said about one of its request fields (`name`,
 * `body.name`, `startDateTime` …); undefined when the form shows none (the message goes on top).
 * Every form has one, of this one signature.
 */
export type FieldMapper<TValues extends FieldValues> = (serverField: string) => FieldPath<TValues> | undefined;

/**
 * The field mapper of a form whose fields carry the server's names: the last segment of the
 * server's field (`body.email` → `email`) when it is one of `fields`; `renamed` maps the others.
 */
export function fieldsByName<const F extends string>(
  fields: readonly F[],
  renamed: Readonly<Record<string, F>> = {},
): (serverField: string) => F | undefined {
  return (serverField) => {
    const name = serverField.split('.').at(-1) ?? serverField;
    return fields.find((field) => field === name) ?? (Object.hasOwn(renamed, name) ? renamed[name] : undefined);
  };
}

/**
 * The request field a failed save names: a 400's `extensions.field`; the plan-name conflict
 * (API-014: a 409 without a field) is about the request's `name`.
 */
export function serverFieldOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 400) return error.field;
  if (errorMessage(error).key === 'adsmanager.ERROR_PLAN_NAME_CONFLICT') return 'name';
  return undefined;
}

/** The form field a failed save belongs to, through the form's mapper; undefined for the top. */
export function formFieldOf<TValues extends FieldValues>(
  error: unknown,
  fieldOf: FieldMapper<TValues>,
): FieldPath<TValues> | undefined {
  const field = serverFieldOf(error);
  return field === undefined ? undefined : fieldOf(field);
}
