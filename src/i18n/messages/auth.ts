/** Sign-in, callback and session (src/auth). */
export const authMessages = {
  'adsmanager.APP_WELCOME': 'Welcome',
  'adsmanager.APP_BETA': 'Beta',
  'adsmanager.LOGIN_WITH_EMAIL': 'Log in with e-mail',
  'adsmanager.LOGIN_WITH_SSO': 'Log in with single sign-on',
  'adsmanager.LOGGING_IN': 'Logging in...',
  'adsmanager.REDIRECTING_TO_LOGIN': 'Redirecting to login...',
  'adsmanager.LOGGING_OUT': 'Logging out...',
  'adsmanager.LOGOUT': 'Log out',
  'adsmanager.SIGNED_IN_AS': 'Signed in as {{name}}',
  'adsmanager.LOGIN_ERROR': 'Signing in did not work: {{message}}',
  'adsmanager.LOGIN_ERROR_SESSION_ENDED': 'Your session has ended. Please log in again.',
  'adsmanager.LOGIN_MAINTENANCE':
    'Ads Manager is down for maintenance. Logging in is unavailable until the maintenance is over.',
  'adsmanager.WARNING_SESSION_EXPIRED': 'Your session has expired. You will be logged out.',
} as const;
