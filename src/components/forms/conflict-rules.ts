/**
 * NS-92: what a save refused with 412 (someone changed the entity since the form was loaded)
 * shows, and what each choice puts in the form. Pure: the form values the form was loaded with
 * (`base`), the values as typed (`yours`) and the fresh entity through the form's own mapper
 * (`theirs`) are compared field by field.
 *
 * - A field is a leaf of the form values: plain objects are walked into (`creative.texts.headline`),
 *   arrays and everything else are one value each (a list of brands is one field).
 * - Listed: every field they changed (theirs differs from base) where the form does not already
 *   hold theirs. `yoursChanged` says whether the user changed it too (a real conflict).
 * - Keep mine: the user's edits win; a field only they changed takes theirs (the user never
 *   touched it, so keeping the old value would undo their work without anyone choosing that).
 * - Take theirs: every listed field takes theirs; the user's other edits stay.
 * - Review each: the user chooses per field; the defaults are those of keep mine.
 */

export type ConflictChoice = 'yours' | 'theirs';

export interface FieldConflict {
  /** The form field's path (react-hook-form's dotted name). */
  path: string;
  /** The value the form was loaded with. */
  base: unknown;
  /** The value in the form as typed. */
  yours: unknown;
  /** The value the other person saved. */
  theirs: unknown;
  /** Whether the user changed the field too (else only they did). */
  yoursChanged: boolean;
}

export type ConflictChoices = Readonly<Record<string, ConflictChoice>>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The leaves of a form's values by dotted path (plain objects walked into; arrays are leaves). */
export function fieldLeaves(values: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (!isPlainObject(values)) {
    if (prefix !== '') leaves.set(prefix, values);
    return leaves;
  }
  for (const [key, value] of Object.entries(values)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isPlainObject(value)) for (const [inner, leaf] of fieldLeaves(value, path)) leaves.set(inner, leaf);
    else leaves.set(path, value);
  }
  return leaves;
}

/** Deep equality of form values; `undefined`, `null` and '' are one "empty". */
export function sameValue(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return Object.is(a, b);
}

/**
 * The fields they changed that the form does not already hold their way, in the order of the
 * form's fields (then any field only the fresh entity has).
 */
export function fieldConflicts(base: unknown, yours: unknown, theirs: unknown): FieldConflict[] {
  const baseLeaves = fieldLeaves(base);
  const yourLeaves = fieldLeaves(yours);
  const theirLeaves = fieldLeaves(theirs);
  const paths = [...new Set([...yourLeaves.keys(), ...baseLeaves.keys(), ...theirLeaves.keys()])];
  return paths.flatMap((path) => {
    const was = baseLeaves.get(path);
    const mine = yourLeaves.get(path);
    const their = theirLeaves.get(path);
    if (sameValue(was, their) || sameValue(mine, their)) return [];
    return [{ path, base: was, yours: mine, theirs: their, yoursChanged: !sameValue(was, mine) }];
  });
}

/** The choices of "keep mine" (the defaults of "review each") and of "take theirs". */
export function choicesFor(conflicts: readonly FieldConflict[], mode: 'keepMine' | 'takeTheirs'): ConflictChoices {
  return Object.fromEntries(
    conflicts.map((conflict) => [conflict.path, mode === 'keepMine' && conflict.yoursChanged ? 'yours' : 'theirs']),
  );
}

/** What the form sets for the choices: their value for each field chosen "theirs" (a missing choice keeps mine). */
export function valuesToSet(
  conflicts: readonly FieldConflict[],
  choices: ConflictChoices,
): { path: string; value: unknown }[] {
  return conflicts
    .filter((conflict) => choices[conflict.path] === 'theirs')
    .map(({ path, theirs }) => ({ path, value: theirs }));
}

/** How many rows of a list changed between two reads of it: the ids added plus the ids removed. */
export function changedRows(before: readonly number[], after: readonly number[]): number {
  const was = new Set(before);
  const now = new Set(after);
  return [...now].filter((id) => !was.has(id)).length + [...was].filter((id) => !now.has(id)).length;
}
