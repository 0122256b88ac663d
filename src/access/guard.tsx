/**
 * Route guards (part 1 §2.4, §6.3): a kill flag that is on shows "Feature disabled" (NS-23); a
 * rule that does not hold raises a forbidden error (403 screen) — also when the rule asks for a
 * flag state (ACCESS-027). The route error screen renders what is thrown.
 */
import type { ReactNode } from 'react';
import { useAccess } from './access-context';
import { FeatureDisabledError, ForbiddenError } from './errors';
import type { KillFlag } from './flags';
import { useFlags } from './flags-context';
import type { AccessRule } from './rules';
import type { ScreenGuard } from './screens';

export interface GuardProps {
  rule?: AccessRule;
  kill?: KillFlag;
  children: ReactNode;
}

export function describeRule(rule: AccessRule): string {
  if (typeof rule === 'string') return rule;
  if ('flag' in rule) return `flag ${rule.flag} ${rule.enabled ? 'on' : 'off'}`;
  if ('all' in rule) return `(${rule.all.map(describeRule).join(' and ')})`;
  if ('any' in rule) return `(${rule.any.map(describeRule).join(' or ')})`;
  return `not ${describeRule(rule.not)}`;
}

/** What a guard does to a user: turned off by its kill flag first, else refused when the rule fails. */
export function guardVerdict(
  { rule, kill }: ScreenGuard,
  can: (rule: AccessRule) => boolean,
  isEnabled: (flag: KillFlag) => boolean,
): 'open' | 'disabled' | 'forbidden' {
  if (kill && isEnabled(kill)) return 'disabled';
  if (rule && !can(rule)) return 'forbidden';
  return 'open';
}

export function Guard({ rule, kill, children }: GuardProps) {
  const flags = useFlags();
  const access = useAccess();
  const verdict = guardVerdict({ rule, kill }, access.can, (name) => flags.isEnabled(name));
  if (verdict === 'disabled' && kill) throw new FeatureDisabledError(kill);
  if (verdict === 'forbidden' && rule) throw new ForbiddenError(describeRule(rule));
  return children;
}
