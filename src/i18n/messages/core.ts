/** Messages of the API layer and the app frame (errors, warnings, title). */
export const coreMessages = {
  'adsmanager.APP_TITLE': 'Ads Manager',
  'adsmanager.BUILD_VERSION': 'v{{version}}',
  'adsmanager.SHELL_PLACEHOLDER': 'The campaign manager is being built. Screens arrive with the next releases.',
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
} as const;
