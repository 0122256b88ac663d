/** The signed-in frame: skip link, header navigation, banners, toasts (src/shell). */
export const frameMessages = {
  // Frame
  'adsmanager.SHELL_SKIP_TO_CONTENT': 'Skip to main content',
  'adsmanager.SHELL_MAIN_NAVIGATION': 'Main',
  'adsmanager.SHELL_HOME': 'Ads Manager home',
  // The header below 768 px: the menu's button and sheet (src/shell/PhoneMenu.tsx)
  'adsmanager.SHELL_MENU': 'Menu',
  'adsmanager.SHELL_MENU_CLOSE': 'Close menu',

  // Header navigation (part 1 §2.5)
  'adsmanager.NAV_PROJECTIONS': 'Projections',
  'adsmanager.NAV_PROJECTION_LIST': 'All projections',
  'adsmanager.NAV_PROJECTION_CREATE': 'New projection',
  'adsmanager.NAV_CAMPAIGNS': 'Campaigns',
  'adsmanager.NAV_CAMPAIGN_LIST': 'All campaigns',
  'adsmanager.NAV_CAMPAIGN_PERFORMANCE': 'Campaign performance',
  'adsmanager.NAV_PLANS': 'Plans',
  'adsmanager.NAV_PLAN_CREATE': 'New plan',
  'adsmanager.NAV_CAMPAIGN_CREATE': 'New campaign',
  'adsmanager.NAV_REPORTING': 'Reporting',
  'adsmanager.NAV_REPORTS': 'Reports',
  'adsmanager.NAV_REPORT_CREATE': 'New report',
  'adsmanager.NAV_TVC_REQUESTS': 'TVC requests',
  'adsmanager.NAV_TVC_REQUEST_CREATE': 'New TVC request',
  'adsmanager.NAV_SETTINGS': 'Settings',
  'adsmanager.NAV_USERS': 'Manage users',
  'adsmanager.NAV_BRANDS': 'Brands',
  'adsmanager.NAV_REDEMPTIONS': 'Redemptions admin',
  'adsmanager.NAV_ALL_ACCOUNTS': 'All accounts',

  // Banners (part 1 §2.7)
  'adsmanager.SHELL_MAINTENANCE': 'Maintenance',
  'adsmanager.SHELL_TARGETING_MAINTENANCE': 'Targeting is under maintenance',
  'adsmanager.SHELL_TARGETING_MAINTENANCE_LIST': 'These targeting features are unavailable for now:',
  'adsmanager.SHELL_AD_BLOCKER': 'Ad blocker',
  'adsmanager.ERROR_AD_BLOCKER_DETECTED':
    'An ad blocker may stop parts of Ads Manager from working. Allow this site in your ad blocker.',
  'adsmanager.SHELL_DISMISS': 'Dismiss',

  // Toasts
  'adsmanager.SHELL_NOTIFICATIONS': 'Notifications',
  'adsmanager.SHELL_CLOSE_NOTIFICATION': 'Close notification',
  'adsmanager.SHELL_TOAST_SUCCESS': 'Success',
  'adsmanager.SHELL_TOAST_ERROR': 'Error',
  'adsmanager.SHELL_TOAST_WARNING': 'Warning',
  'adsmanager.SHELL_TOAST_INFO': 'Information',
} as const;
