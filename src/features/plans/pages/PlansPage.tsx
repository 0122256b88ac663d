/** Placeholder until this screen lands (replaced by the plans work). */
export function PlansPage() {
  return null;
}
