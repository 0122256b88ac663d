/** The app's scopes: landing, account and access loading (src/app). */
export const appMessages = {
  'adsmanager.RETRY': 'Try again',
  'adsmanager.LOADING_ACCESS': 'Loading your permissions…',
  'adsmanager.ERROR_LOADING_ACCESS': 'Your permissions could not be loaded.',
  'adsmanager.LOADING_ACCOUNT': 'Loading the account…',
  'adsmanager.LOADING_CAMPAIGN': 'Finding the campaign…',
  'adsmanager.ERROR_NO_ACCESS_TO_ACCOUNTS':
    'You do not have access to any advertiser account. Ask your administrator to give you access.',
  'adsmanager.ERROR_PROBLEMS_LOADING_YOUR_ACCOUNT': 'There was a problem loading your account.',
  'adsmanager.NOTHING_TO_SHOW_IN_ACCOUNT': 'There is nothing in this account you have access to.',
} as const;
