/** A form's kept unsaved input (NS-90): its offer (src/components/forms/DraftRestoreOffer.tsx), the session warning's note. */
export const draftsMessages = {
  'adsmanager.DRAFT_OFFER': 'Restore your unsaved changes from {{time}}?',
  'adsmanager.DRAFT_OFFER_FILES': 'Images and files that were not uploaded are not kept.',
  'adsmanager.DRAFT_RESTORE': 'Restore',
  'adsmanager.DRAFT_DISCARD': 'Discard',
  /**
   * Beside the session-expired warning when a form holds unsaved input (issue 25 point 4). With the
   * forms' messages: a screen without a form has no unsaved input to speak of.
   */
  'adsmanager.WARNING_SESSION_EXPIRED_INPUT_KEPT':
    'Your unsaved changes are kept on this device. Log in again and open the same form to restore them.',
} as const;
