/**
 * Unsaved form input kept in the browser (issue 25 point 3, NS-90): what the first page needs of it,
 * without the form code. Drafts live in the user's versioned storage (./storage.ts, `draft:` keys);
 * a deliberate sign-out removes them, a forced one (401, failed renewal, maintenance) keeps them
 * (src/auth/sign-out.ts). The forms that keep drafts register here, so the session-expired warning
 * can keep their input at once and say so (src/auth/SessionWatcher.tsx).
 */

/** Writes a form's pending input now; answers whether the form holds unsaved input. */
export type KeepInput = () => boolean;

const holders = new Set<KeepInput>();
let keeping = true;

/**
 * False from the start of a deliberate sign-out until it is over: a form closing meanwhile writes
 * nothing after its drafts were removed.
 */
export function setKeepingInput(value: boolean): void {
  keeping = value;
}

export function isKeepingInput(): boolean {
  return keeping;
}

/** A form that keeps drafts registers while it is mounted; call the answer to unregister. */
export function holdUnsavedInput(keep: KeepInput): () => void {
  holders.add(keep);
  return () => {
    holders.delete(keep);
  };
}

/** Writes every mounted form's pending input now; answers whether any holds unsaved input. */
export function keepUnsavedInput(): boolean {
  let kept = false;
  for (const keep of holders) if (keep()) kept = true;
  return kept;
}
