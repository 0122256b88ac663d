/**
 * A save refused because someone else saved the same entity since the form opened it (NS-92): the
 * conflict panel (src/components/forms/ConflictPanel.tsx). With the forms' areas, not the first
 * screen: only a form that saves meets one.
 */
export const conflictsMessages = {
  'adsmanager.CONFLICT_TITLE': 'Someone else saved this {{entity}}',
  'adsmanager.CONFLICT_SUMMARY': '{{user}} changed this {{entity}} at {{time}} since you opened it.',
  'adsmanager.CONFLICT_SUMMARY_NO_TIME': '{{user}} changed this {{entity}} since you opened it.',
  'adsmanager.CONFLICT_SOMEONE': 'Someone',
  'adsmanager.CONFLICT_NOTHING_SAVED': 'Nothing was saved. Your input is kept: choose which values to save.',
  'adsmanager.CONFLICT_NO_FIELDS': 'None of the fields in this form differ from yours.',
  'adsmanager.CONFLICT_FIELDS': 'Fields they changed',
  'adsmanager.CONFLICT_YOURS': 'Yours',
  'adsmanager.CONFLICT_THEIRS': 'Theirs',
  'adsmanager.CONFLICT_EMPTY': '(empty)',
  'adsmanager.CONFLICT_ONLY_THEIRS': 'You did not change this field: Keep mine takes theirs.',
  'adsmanager.CONFLICT_KEEP_MINE': 'Keep mine',
  'adsmanager.CONFLICT_TAKE_THEIRS': 'Take theirs',
  'adsmanager.CONFLICT_REVIEW': 'Review each field',
  'adsmanager.CONFLICT_SAVE_CHOICES': 'Save these choices',
  'adsmanager.CONFLICT_BACK': 'Back',
  'adsmanager.CONFLICT_CHOOSE': 'Keep for {{field}}',
  'adsmanager.CONFLICT_ENTITY_CAMPAIGN': 'campaign',
  'adsmanager.CONFLICT_ENTITY_AD_GROUP': 'ad group',
  'adsmanager.CONFLICT_ENTITY_AD': 'ad',
  'adsmanager.CONFLICT_ENTITY_PLAN': 'plan',
  'adsmanager.CONFLICT_ENTITY_SCHEDULED_REPORT': 'scheduled report',
} as const;
