import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLAG_NAMES, type FlagName } from './flags';
import { PERMISSIONS, type Permission } from './permissions';
import { all, any, evaluate, flag, flagsOf, type AccessRule, type RuleContext } from './rules';

/** No screen's rule negates today; the rule language has `{ not }` all the same (ACCESS-006). */
const not = (rule: AccessRule): AccessRule => ({ not: rule });

function contextOf(permissions: readonly string[], flagsOn: readonly FlagName[] = []): RuleContext {
  const on = new Set(flagsOn);
  return { permissions: new Set(permissions), isEnabled: (name) => on.has(name) };
}

const READ: Permission = 'adsmanager.campaign.read';
const WRITE: Permission = 'adsmanager.campaign.write';
const REPORTING: Permission = 'adsmanager.reporting.read';

const permissionArb = fc.constantFrom(...PERMISSIONS);
const flagArb = fc.constantFrom(...FLAG_NAMES);
const { rule: ruleArb } = fc.letrec<{ rule: AccessRule }>((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    permissionArb,
    fc.record({ flag: flagArb, enabled: fc.boolean() }),
    fc.record({ all: fc.array(tie('rule'), { maxLength: 3 }) }),
    fc.record({ any: fc.array(tie('rule'), { maxLength: 3 }) }),
    fc.record({ not: tie('rule') }),
  ),
}));
const contextArb = fc
  .record({
    permissions: fc.subarray([...PERMISSIONS]),
    flags: fc.subarray([...FLAG_NAMES]),
  })
  .map(({ permissions, flags }) => contextOf(permissions, flags));

describe('access rules', () => {
  it('ACCESS-006 a permission holds exactly when the user has it', () => {
    expect(evaluate(READ, contextOf([READ]))).toBe(true);
    expect(evaluate(READ, contextOf([WRITE]))).toBe(false);
    expect(evaluate(READ, contextOf([]))).toBe(false);
  });

  it('ACCESS-006 a flag rule holds when the flag is in the given state, on by default', () => {
    expect(flag('enable-campaigns-page')).toEqual({ flag: 'enable-campaigns-page', enabled: true });
    expect(evaluate(flag('enable-campaigns-page'), contextOf([], ['enable-campaigns-page']))).toBe(true);
    expect(evaluate(flag('enable-campaigns-page'), contextOf([]))).toBe(false);
    expect(evaluate(flag('disable-reporting', false), contextOf([]))).toBe(true);
    expect(evaluate(flag('disable-reporting', false), contextOf([], ['disable-reporting']))).toBe(false);
    // Another flag being on does not satisfy it.
    expect(evaluate(flag('enable-campaigns-page'), contextOf([], ['disable-reporting']))).toBe(false);
  });

  it('ACCESS-006 and, or and not combine and nest', () => {
    const readOnly = contextOf([READ]);
    const both = contextOf([READ, WRITE]);
    expect(evaluate(all(READ, WRITE), readOnly)).toBe(false);
    expect(evaluate(all(READ, WRITE), both)).toBe(true);
    expect(evaluate(any(WRITE, REPORTING), readOnly)).toBe(false);
    expect(evaluate(any(READ, REPORTING), readOnly)).toBe(true);
    expect(evaluate(any(REPORTING, READ), readOnly)).toBe(true);
    expect(evaluate(not(WRITE), readOnly)).toBe(true);
    expect(evaluate(not(READ), readOnly)).toBe(false);
    // Nested: campaign read or reporting read, while reporting is not killed.
    const nested = all(any(READ, REPORTING), flag('disable-reporting', false));
    expect(evaluate(nested, readOnly)).toBe(true);
    expect(evaluate(nested, contextOf([REPORTING]))).toBe(true);
    expect(evaluate(nested, contextOf([WRITE]))).toBe(false);
    expect(evaluate(nested, contextOf([READ], ['disable-reporting']))).toBe(false);
  });

  it('an empty "all" always holds and an empty "any" never does', () => {
    expect(evaluate(all(), contextOf([]))).toBe(true);
    expect(evaluate(any(), contextOf(PERMISSIONS))).toBe(false);
  });

  it('ACCESS-006 evaluation follows boolean logic for any nesting (double negation, De Morgan)', () => {
    fc.assert(
      fc.property(ruleArb, ruleArb, contextArb, (a, b, context) => {
        const va = evaluate(a, context);
        const vb = evaluate(b, context);
        expect(evaluate(not(a), context)).toBe(!va);
        expect(evaluate(not(not(a)), context)).toBe(va);
        expect(evaluate(all(a, b), context)).toBe(va && vb);
        expect(evaluate(any(a, b), context)).toBe(va || vb);
        expect(evaluate(not(all(a, b)), context)).toBe(evaluate(any(not(a), not(b)), context));
      }),
    );
  });

  it('flagsOf lists every flag a rule names, in order, through and, or and not', () => {
    expect(flagsOf(READ)).toEqual([]);
    expect(flagsOf(flag('disable-admin', false))).toEqual(['disable-admin']);
    expect(
      flagsOf(
        all(
          flag('enable-campaigns-page'),
          any(READ, not(flag('disable-reporting')), flag('enable-scheduled-reports')),
          not(all(WRITE, flag('disable-admin'))),
        ),
      ),
    ).toEqual(['enable-campaigns-page', 'disable-reporting', 'enable-scheduled-reports', 'disable-admin']);
  });

  it('flagsOf names exactly the flags that can change the outcome', () => {
    fc.assert(
      fc.property(ruleArb, contextArb, flagArb, (rule, context, name) => {
        const named = flagsOf(rule);
        for (const found of named) expect(FLAG_NAMES).toContain(found);
        if (named.includes(name)) return;
        // Flipping a flag the rule does not name leaves the outcome alone.
        const flipped: RuleContext = {
          permissions: context.permissions,
          isEnabled: (other) => (other === name ? !context.isEnabled(other) : context.isEnabled(other)),
        };
        expect(evaluate(rule, flipped)).toBe(evaluate(rule, context));
      }),
    );
  });
});
