export { AccessProvider, createAccess, useAccess, useCan } from './access-context';
export type { Access } from './access-context';
export { AccountProvider, useAccount, useOptionalAccount } from './account-context';
export type { AccountScope } from './account-context';
export { FeatureDeprecatedError, FeatureDisabledError, ForbiddenError, NotFoundError } from './errors';
export { FLAG_DEFAULTS, FLAG_NAMES, KILL_FLAGS, POSITIVE_FLAGS, staticFlags } from './flags';
export type { FlagName, FlagSource, FlagValue, KillFlag, PositiveFlag } from './flags';
export { FlagsProvider, useFlag, useFlagPayload, useFlags } from './flags-context';
export { describeRule, Guard, guardVerdict } from './guard';
export { internalName, isPermission, mapPermissions, NO_ACCESS_USER, PERMISSIONS } from './permissions';
export type { AccessUser, Permission } from './permissions';
export { all, any, evaluate, flag, flagsOf, not } from './rules';
export type { AccessRule, RuleContext } from './rules';
export { guarded, guardOf, notFoundRoute, redirectRoute } from './routes';
export { guardRule, isAccountNavEntry, NAV_GROUPS } from './screens';
export type {
  AccountCondition,
  AccountNavEntry,
  Feature,
  GlobalNavEntry,
  NavEntry,
  NavGroupId,
  RouteSlot,
  ScreenGuard,
} from './screens';
