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

export function Guard({ rule, kill, children }: GuardProps) {
  const flags = useFlags();
  const access = useAccess();
  if (kill && flags.isEnabled(kill)) throw new FeatureDisabledError(kill);
  if (rule && !access.can(rule)) throw new ForbiddenError(describeRule(rule));
  return children;
}
