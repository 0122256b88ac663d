/**
 * en-US messages, keyed by the spec's message keys. Every user-visible text goes through here;
 * other locales override only what differs.
 */
export const enUS = {
  'adsmanager.APP_TITLE': 'Ads Manager',
  'adsmanager.APP_WELCOME': 'Welcome',
  'adsmanager.APP_BETA': 'Beta',
  'adsmanager.BUILD_VERSION': 'v{{version}}',
  'adsmanager.SHELL_PLACEHOLDER': 'The campaign manager is being built. Screens arrive with the next releases.',
  'adsmanager.LOGIN_WITH_EMAIL': 'Log in with e-mail',
  'adsmanager.LOGIN_WITH_SSO': 'Log in with single sign-on',
  'adsmanager.LOGGING_IN': 'Logging in...',
  'adsmanager.REDIRECTING_TO_LOGIN': 'Redirecting to login...',
  'adsmanager.LOGOUT': 'Log out',
  'adsmanager.SIGNED_IN_AS': 'Signed in as {{name}}',
  'adsmanager.LOGIN_ERROR': 'Signing in did not work: {{message}}',
  'adsmanager.ERROR_REQUEST_FAILED': 'something went wrong with request',
  'adsmanager.ERROR_INTERNAL_SERVER': 'Something went wrong on our side. Please try again.',
  'adsmanager.ERROR_NETWORK': 'The server could not be reached. Check your connection and try again.',
  'adsmanager.ERROR_COPY_TOO_LONG': 'Creative copy is too long: reward details must not exceed 1000 characters',
  'adsmanager.ERROR_PLAN_NAME_CONFLICT': 'A plan with this name already exists in this account',
  'adsmanager.ERROR_DUPLICATE_SEGMENTS': 'Input segments duplicate found',
  'adsmanager.ERROR_IO_NOT_SUPPORTED': 'Current IO Projection does not support this IO: {{ioNumber}}',
  'adsmanager.ERROR_GATE_TO_SERVES_UNSUPPORTED': 'Gate to Serves action is not supported for Legacy OPS Banks',
  'adsmanager.ERROR_TVC_AD_GROUPS_MISSING_TEST_POPULATION': 'TVC ad groups missing test population',
  'adsmanager.SERVER_MESSAGE': '{{message}}',
  'adsmanager.WARNING_SCHEMA_MISMATCH': 'The server answered in an unexpected format',
  'adsmanager.WARNING_SESSION_EXPIRED': 'Your session has expired. You will be logged out.',
} as const;

export type MessageKey = keyof typeof enUS;
export type Messages = Record<MessageKey, string>;
