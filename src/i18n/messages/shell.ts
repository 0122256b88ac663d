/**
 * What the first page may show of the shell: error and system screens, start-up without a
 * configuration, the loading dialog. The signed-in frame's texts are in ./frame.ts.
 */
export const shellMessages = {
  // Error and system screens (part 1 §2.4)
  'adsmanager.SHELL_UNAUTHORIZED': 'Unauthorized',
  'adsmanager.SHELL_UNAUTHORIZED_TEXT': 'You do not have permission to open this page.',
  'adsmanager.SHELL_GO_TO_SAFETY': 'Go to safety',
  'adsmanager.SHELL_FEATURE_DISABLED': 'Feature disabled',
  'adsmanager.SHELL_FEATURE_DISABLED_TEXT': 'This feature is turned off for the moment. Please try again later.',
  'adsmanager.SHELL_FEATURE_DEPRECATED': 'Feature is deprecated',
  'adsmanager.SHELL_FEATURE_DEPRECATED_TEXT': 'This feature is no longer available.',
  'adsmanager.SHELL_NOT_FOUND': 'Page not found',
  'adsmanager.SHELL_NOT_FOUND_TEXT': 'The page you asked for does not exist or has moved.',
  'adsmanager.SHELL_GO_HOME': 'Go to the start page',
  'adsmanager.SHELL_UNEXPECTED_ERROR': 'Something went wrong',
  'adsmanager.SHELL_UNEXPECTED_ERROR_TEXT': 'This page could not be shown.',
  'adsmanager.SHELL_ERROR_DETAILS': 'Technical details',
  'adsmanager.SHELL_RELOAD': 'Reload',
  'adsmanager.SHELL_SESSION_ENDED': 'Your session has ended',
  'adsmanager.SHELL_SESSION_ENDED_TEXT': 'Log in again to continue where you left off.',
  'adsmanager.SHELL_LOG_IN_AGAIN': 'Log in again',
  'adsmanager.SHELL_LOGGING_OUT': 'Logging out…',
  'adsmanager.SHELL_RELOAD_NEEDED': 'This page needs a reload',
  'adsmanager.SHELL_RELOAD_NEEDED_TEXT':
    'Part of Ads Manager could not be loaded, most likely because a new version was installed after this tab opened. Reload to continue.',

  // Start-up without a usable runtime configuration (/config.json, src/config/runtime-config.ts)
  'adsmanager.CONFIG_ERROR_TITLE': 'Ads Manager could not start',
  'adsmanager.CONFIG_ERROR_MISSING': 'The configuration of this installation ({{url}}) could not be loaded.',
  'adsmanager.CONFIG_ERROR_MALFORMED': 'The configuration of this installation ({{url}}) is not valid JSON.',
  'adsmanager.CONFIG_ERROR_INVALID': 'The configuration of this installation ({{url}}) is not valid: {{detail}}.',
  'adsmanager.CONFIG_ERROR_OTHER': 'Something it needs to start did not work.',
  'adsmanager.CONFIG_ERROR_HELP':
    'Try again in a few minutes. If this keeps happening, tell the team that runs Ads Manager what this page says.',
  'adsmanager.CONFIG_ERROR_DETAILS': 'Technical details: {{details}}',

  // Loading dialog
  'adsmanager.SHELL_LOADING': 'Loading…',
} as const;
