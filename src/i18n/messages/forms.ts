/** Shared form-field messages and lib helpers (src/lib, src/components/ui). */
export const formsMessages = {
  'adsmanager.FIELD_REQUIRED': 'This field is required',
  'adsmanager.FIELD_INVALID_VALUE': 'Invalid value. Expected one of: {{options}}',
  'adsmanager.FIELD_MIN_LENGTH': 'Must be at least {{count}} characters',
  'adsmanager.FIELD_MAX_LENGTH': 'Must be at most {{count}} characters',
  'adsmanager.FIELD_INVALID_EMAIL': 'Enter a valid e-mail address',
  'adsmanager.FIELD_INTEGER_ONLY': 'Enter a whole number using digits only',
  'adsmanager.FIELD_NUMBER_EXPECTED': 'Enter a number in digits, with a point for decimals',
  'adsmanager.FIELD_MIN_VALUE': 'Must be at least {{min}}',
  'adsmanager.FIELD_MAX_VALUE': 'Must be at most {{max}}',
  'adsmanager.FIELD_MAX_DECIMALS': 'Use at most {{count}} decimal places',
  'adsmanager.FIELD_NOT_NEGATIVE': 'Must not be negative',
} as const;
