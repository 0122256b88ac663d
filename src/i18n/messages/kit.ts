/** Messages of the UI kit (src/components/ui): defaults a screen may override with its own text. */
export const kitMessages = {
  'adsmanager.KIT_CANCEL': 'Cancel',
  'adsmanager.KIT_HELP': 'What is {{term}}?',
  'adsmanager.KIT_WORKING': 'Working…',
  'adsmanager.KIT_LOADING': 'Loading…',
  'adsmanager.KIT_RETRY': 'Retry',
  'adsmanager.KIT_DATE_BEFORE_MIN': 'Choose a date on or after {{date}}.',
  'adsmanager.KIT_DATE_AFTER_MAX': 'Choose a date on or before {{date}}.',
  'adsmanager.KIT_DATE_INVALID': 'Enter a whole date.',
} as const;
