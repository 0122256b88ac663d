/**
 * NS-92: the version an edit form sends, and the conflict a stale save meets (NS-89: reads answer
 * an ETag, writes take If-Match and answer 412). One place for every form: `useServerForm` takes
 * `concurrency` (the versions and values the form was loaded with, and how to read it again) and
 * hands each save a `Versioned`, whose headers the save's PATCH sends.
 *
 * - The version is captured once, when the loaded entity first reaches the form — never from a
 *   later background refetch (that would silently adopt the other person's version). After a
 *   successful save the ETag of the PATCH's answer becomes the version (`track`).
 * - A 412 keeps the form as typed, reads the entity again and shows what changed (ConflictPanel);
 *   nothing is sent again until the user chooses (conflict-rules.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { formatMoney, formatPercent, type Currency } from '@/lib/money';
import { choicesFor, fieldConflicts, valuesToSet, type ConflictChoices, type FieldConflict } from './conflict-rules';

/** ETags by the entity's name in the form ('campaign'; 'ad' and 'reward' for the ad form). */
export type Versions = Readonly<Record<string, string | undefined>>;

/** What an edit form was loaded from: the entities' versions and the form values mapped from them. */
export interface LoadedVersion<TValues> {
  versions: Versions;
  values: TValues;
}

export interface ConcurrencyOptions<TValues> {
  /** The loaded entity (undefined while loading); captured the first time it is defined. */
  loaded: LoadedVersion<TValues> | undefined;
  /** Reads the entity again (through its generated query options) and maps it with the form's mapper. */
  reload: () => Promise<LoadedVersion<TValues>>;
  /** The entity, as the panel names it ("campaign", "ad"), already translated. */
  entity: string;
  /** A form field's label (its path is react-hook-form's); undefined falls back to the path. */
  label: (path: string) => string | undefined;
  /** A value as the panel shows it; default: text, numbers, lists joined. */
  format?: ((path: string, value: unknown) => string | undefined) | undefined;
}

/**
 * A conflict panel's `format` for a form's amounts, as the user reads them elsewhere: the `money`
 * fields in `currency` ("$2,000.00"), the `percent` fields, stored fractions, as "10%".
 */
export function amountFormat(
  fields: { money: readonly string[]; percent: readonly string[] },
  currency: Currency,
  locale: string,
): NonNullable<ConcurrencyOptions<unknown>['format']> {
  return (path, value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
    if (fields.money.includes(path)) return formatMoney(value, currency, locale);
    return fields.percent.includes(path) ? formatPercent(value, locale) : undefined;
  };
}

/** The If-Match header of a save; empty when the version is unknown (a create, or a server without ETags). */
export type IfMatchHeaders = { 'If-Match'?: string };

/** What a save gets: the headers of an entity's write and the recorder of its answer's new ETag. */
export interface Versioned {
  headers(entity?: string): IfMatchHeaders;
  /** Records the ETag of a write's answer as the entity's version; answers the answer. */
  track<A extends { headers: Headers } | undefined>(answer: A, entity?: string): A;
}

/** The entity's first (or only) name. */
const MAIN = 'main';

/**
 * The ETag of an answer envelope, without a `W/` prefix (nginx's gzip weakens the tag it
 * compresses; the version is the record's, not the bytes', NS-89); undefined without one.
 */
export function etagOf(answer: { headers?: Headers | undefined } | undefined): string | undefined {
  return answer?.headers?.get('ETag')?.replace(/^W\//, '') ?? undefined;
}

/** A save refused because the entity changed since it was read (NS-89). */
export function isVersionConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 412;
}

export interface Conflict {
  entity: string;
  /** Who saved the other change and when (the 412's extensions). */
  updateUser: string | undefined;
  updateDateTime: string | undefined;
  fields: FieldConflict[];
}

export interface ConflictState extends Pick<ConcurrencyOptions<unknown>, 'label' | 'format'> {
  conflict: Conflict;
  /** Saves the form as it is (plus theirs where only they changed a field) on the current version. */
  keepMine: () => void;
  /** Puts theirs into the listed fields, keeps the user's other edits; nothing is saved. */
  takeTheirs: () => void;
  /** Applies the per-field choices and saves on the current version. */
  saveChoices: (choices: ConflictChoices) => void;
}

/** The versions of an edit form (see the file comment). */
export function useConcurrency<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'getValues' | 'setValue'>,
  options: ConcurrencyOptions<TValues> | undefined,
) {
  const base = useRef<LoadedVersion<TValues> | undefined>(undefined);
  const loaded = options?.loaded;
  useEffect(() => {
    // Once: a later refetch must not become the version the form saves on.
    if (base.current === undefined && loaded !== undefined) {
      base.current = { versions: { ...loaded.versions }, values: structuredClone(loaded.values) };
    }
  }, [loaded]);
  const [state, setState] = useState<{ conflict: Conflict; fresh: LoadedVersion<TValues> } | undefined>(undefined);

  const versioned: Versioned = {
    headers: (entity = MAIN) => {
      const version = base.current?.versions[entity];
      return version === undefined ? {} : { 'If-Match': version };
    },
    track: (answer, entity = MAIN) => {
      const version = etagOf(answer);
      if (base.current && version !== undefined)
        base.current = { ...base.current, versions: { ...base.current.versions, [entity]: version } };
      return answer;
    },
  };

  const { getValues, setValue } = form;
  /** The fresh entity becomes the base: its versions, its values. */
  const adopt = useCallback(
    (fresh: LoadedVersion<TValues>, choices: ConflictChoices, fields: FieldConflict[]) => {
      base.current = { versions: { ...fresh.versions }, values: structuredClone(fresh.values) };
      for (const { path, value } of valuesToSet(fields, choices)) {
        setValue(path as FieldPath<TValues>, value as never, { shouldDirty: true });
      }
      setState(undefined);
    },
    [setValue],
  );

  return {
    versioned,
    /** After a successful save: the saved values are the new base (the versions came through `track`). */
    saved: () => {
      if (base.current) base.current.values = structuredClone(getValues());
    },
    /** Whether the failure is a conflict this form shows (then it reads the entity and opens the panel). */
    caught: async (error: unknown): Promise<boolean> => {
      if (!options || !base.current || !isVersionConflict(error)) return false;
      const yours = structuredClone(getValues());
      const fresh = await options.reload();
      const fields = fieldConflicts(base.current.values, yours, fresh.values);
      setState({
        fresh,
        conflict: {
          entity: options.entity,
          updateUser: error.updateUser,
          updateDateTime: error.updateDateTime,
          fields,
        },
      });
      return true;
    },
    /**
     * The open conflict and its choices; each adopts the fresh version. After keep mine and the
     * reviewed choices the form submits again (useServerForm).
     */
    conflict:
      state && options
        ? {
            conflict: state.conflict,
            label: options.label,
            format: options.format,
            keepMine: () => {
              adopt(state.fresh, choicesFor(state.conflict.fields, 'keepMine'), state.conflict.fields);
            },
            takeTheirs: () => {
              adopt(state.fresh, choicesFor(state.conflict.fields, 'takeTheirs'), state.conflict.fields);
            },
            saveChoices: (choices: ConflictChoices) => {
              adopt(state.fresh, choices, state.conflict.fields);
            },
          }
        : undefined,
  };
}
