export { safeReturnPath } from './return-path';
export { CALLBACK_PATH, LOGIN_PATH, RENEWAL_NOTICE_SECONDS, SCOPE, userManagerSettings } from './oidc-settings';
export { SignInPanel } from './SignInPanel';
