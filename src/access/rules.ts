/**
 * Access rules: permissions and flag states combined with and / or / not, nestable (ACCESS-006).
 * One language for route guards and navigation items.
 */
import type { FlagName } from './flags';
import type { Permission } from './permissions';

export type AccessRule =
  | Permission
  | { readonly flag: FlagName; readonly enabled: boolean }
  | { readonly all: readonly AccessRule[] }
  | { readonly any: readonly AccessRule[] }
  | { readonly not: AccessRule };

export const all = (...rules: AccessRule[]): AccessRule => ({ all: rules });
export const any = (...rules: AccessRule[]): AccessRule => ({ any: rules });
/** The rule holds when the flag is in the given state (on by default). */
export const flag = (name: FlagName, enabled = true): AccessRule => ({ flag: name, enabled });

export interface RuleContext {
  permissions: ReadonlySet<string>;
  isEnabled: (name: FlagName) => boolean;
}

export function evaluate(rule: AccessRule, context: RuleContext): boolean {
  if (typeof rule === 'string') return context.permissions.has(rule);
  if ('flag' in rule) return context.isEnabled(rule.flag) === rule.enabled;
  if ('all' in rule) return rule.all.every((inner) => evaluate(inner, context));
  if ('any' in rule) return rule.any.some((inner) => evaluate(inner, context));
  return !evaluate(rule.not, context);
}

/** The flags a rule requires, so a guard can tell "feature off" from "no permission". */
export function flagsOf(rule: AccessRule): FlagName[] {
  if (typeof rule === 'string') return [];
  if ('flag' in rule) return [rule.flag];
  if ('all' in rule) return rule.all.flatMap(flagsOf);
  if ('any' in rule) return rule.any.flatMap(flagsOf);
  return flagsOf(rule.not);
}
