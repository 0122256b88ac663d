/** Messages of the redemptions admin (src/features/redemptions, NS-75, NS-76). */
export const redemptionsMessages = {
  // The page
  'adsmanager.REDEMPTIONS_TITLE_us': 'Redemption review: United States',
  'adsmanager.REDEMPTIONS_TITLE_gb': 'Redemption review: United Kingdom',
  'adsmanager.REDEMPTIONS_LATEST': 'Most recent redemption: {{when}}',
  'adsmanager.REDEMPTIONS_LATEST_NONE': 'No redemptions are waiting for review.',
  'adsmanager.REDEMPTIONS_LOADING': 'Loading the redemptions…',
  'adsmanager.REDEMPTIONS_LOAD_FAILED': 'The redemptions could not be loaded: {{message}}',
  'adsmanager.REDEMPTIONS_FORBIDDEN':
    'You may not see the redemptions under review: that needs the redemptions read permission or an internal user account. {{message}}',
  'adsmanager.REDEMPTIONS_RETRY': 'Retry',
  'adsmanager.REDEMPTIONS_READ_ONLY_NOTE':
    'You can read the redemptions; deciding on them needs the redemptions write permission.',
  'adsmanager.REDEMPTIONS_GROUP_BY': 'Group by',
  'adsmanager.REDEMPTIONS_GROUP_ReasonCode': 'Reason code',
  'adsmanager.REDEMPTIONS_GROUP_PartnerCode': 'Partner',
  'adsmanager.REDEMPTIONS_GROUP_InstitutionId': 'Institution',
  'adsmanager.REDEMPTIONS_MODEL': 'Redemption model',
  'adsmanager.REDEMPTIONS_MODEL_ALL': 'All models',
  'adsmanager.REDEMPTIONS_MODEL_ForcedRedemptions': 'Forced redemptions',
  'adsmanager.REDEMPTIONS_MODEL_ReviewedRedemptions': 'Reviewed redemptions',
  'adsmanager.REDEMPTIONS_MODEL_ThirdParty': 'Third party',
  'adsmanager.REDEMPTIONS_PARTNER_REWARDS_NETWORK': 'Rewards Network',
  'adsmanager.REDEMPTIONS_PARTNER_SEATED': 'Seated',
  'adsmanager.REDEMPTIONS_INSTITUTION': 'Institution {{id}}',

  // The table
  'adsmanager.REDEMPTIONS_TABLE_LABEL': 'Redemptions under review',
  'adsmanager.REDEMPTIONS_EMPTY': 'No redemptions are waiting for review here.',
  'adsmanager.REDEMPTIONS_COLUMN_key_ReasonCode': 'Reason code',
  'adsmanager.REDEMPTIONS_COLUMN_key_PartnerCode': 'Partner',
  'adsmanager.REDEMPTIONS_COLUMN_key_InstitutionId': 'Institution',
  'adsmanager.REDEMPTIONS_COLUMN_totalCount': 'Redemptions',
  'adsmanager.REDEMPTIONS_COLUMN_totalAmount': 'Amount',
  'adsmanager.REDEMPTIONS_COLUMN_decision': 'Decision',
  'adsmanager.REDEMPTIONS_SORT_BY': 'Sort by {{column}}',
  'adsmanager.REDEMPTIONS_SELECT_ALL': 'Select every reason code',
  'adsmanager.REDEMPTIONS_SELECT_ROW': 'Select reason code {{code}}',

  // Reason codes (REDEEM-008, REDEEM-009)
  'adsmanager.REDEMPTIONS_CODE': 'Code {{code}}',
  'adsmanager.REDEMPTIONS_CODE_PARTS_SEPARATOR': ' + ',
  'adsmanager.REDEMPTIONS_REASON_forcedRedemptions': 'forced redemptions',
  'adsmanager.REDEMPTIONS_REASON_transactionUsed': 'transaction used',
  'adsmanager.REDEMPTIONS_REASON_duplicate1': 'duplicate 1',
  'adsmanager.REDEMPTIONS_REASON_gamer3': 'gamer 3',
  'adsmanager.REDEMPTIONS_REASON_gamer1': 'gamer 1',
  'adsmanager.REDEMPTIONS_REASON_gamer2': 'gamer 2',
  'adsmanager.REDEMPTIONS_REASON_holdRedemption': 'hold redemption',
  'adsmanager.REDEMPTIONS_REASON_duplicate2': 'duplicate 2',
  'adsmanager.REDEMPTIONS_REASON_fi': 'FI',
  'adsmanager.REDEMPTIONS_REASON_zeroDollarRedemption': 'zero dollar redemption',
  'adsmanager.REDEMPTIONS_REASON_UNKNOWN': 'unknown',
  // Why a code offers no decision (NS-76)
  'adsmanager.REDEMPTIONS_NO_DECISION_forced': 'Forced redemptions: read-only',
  'adsmanager.REDEMPTIONS_NO_DECISION_institution': 'Decided by the institution',
  'adsmanager.REDEMPTIONS_NO_DECISION_unknown': 'Unknown code: read-only',

  // Decisions (REDEEM-006, REDEEM-010…013)
  'adsmanager.REDEMPTIONS_DECISION_Approve': 'Approve',
  'adsmanager.REDEMPTIONS_DECISION_Deny': 'Deny',
  'adsmanager.REDEMPTIONS_DECISION_Investigate': 'Investigate',
  'adsmanager.REDEMPTIONS_DECIDE_ROW': '{{decision}} reason code {{code}}',
  'adsmanager.REDEMPTIONS_SELECTED': '{{count}} reason codes selected',
  'adsmanager.REDEMPTIONS_SELECTED_NONE_SHARED': 'The selected reason codes share no decision.',
  'adsmanager.REDEMPTIONS_DECIDE_SELECTED': '{{decision}} selected',
  'adsmanager.REDEMPTIONS_CONFIRM_TITLE_Approve': 'Approve redemptions?',
  'adsmanager.REDEMPTIONS_CONFIRM_TITLE_Deny': 'Deny redemptions?',
  'adsmanager.REDEMPTIONS_CONFIRM_TITLE_Investigate': 'Investigate redemptions?',
  'adsmanager.REDEMPTIONS_CONFIRM_ONE':
    '{{decision}} {{count}} redemptions worth {{amount}} with reason code {{code}} ({{parts}}).',
  'adsmanager.REDEMPTIONS_CONFIRM_MANY':
    '{{decision}} {{count}} redemptions worth {{amount}} in {{summaries}} reason codes: {{codes}}.',
  'adsmanager.REDEMPTIONS_COMMENT': 'Comment (optional)',
  'adsmanager.REDEMPTIONS_CANCEL': 'Cancel',
  'adsmanager.REDEMPTIONS_CLOSE': 'Close',
  'adsmanager.REDEMPTIONS_DONE': 'Done',
  'adsmanager.REDEMPTIONS_PROGRESS_LABEL': 'Decisions taken',
  'adsmanager.REDEMPTIONS_PROGRESS': '{{percent}}% done, about {{seconds}} s left',
  'adsmanager.REDEMPTIONS_DECIDED': '{{decision}}: {{succeeded}} of {{total}} reason codes decided.',
  'adsmanager.REDEMPTIONS_DECIDED_CODES': 'Decided',
  'adsmanager.REDEMPTIONS_FAILED_CODES': 'Not decided',
  'adsmanager.REDEMPTIONS_FAILED_CODE': 'Code {{code}}: {{message}}',
  'adsmanager.REDEMPTIONS_DECISION_FORBIDDEN':
    'You may not decide on redemptions: that needs the redemptions write permission. {{message}}',
  'adsmanager.REDEMPTIONS_NONE': 'None',

  // The upload (REDEEM-014)
  'adsmanager.REDEMPTIONS_UPLOAD_TITLE': 'Upload redemptions',
  'adsmanager.REDEMPTIONS_UPLOAD_HELP':
    'A CSV file with the columns redemptionId, reasonCode, amount, partnerCode, institutionId. A file with an invalid row is refused as a whole.',
  'adsmanager.REDEMPTIONS_UPLOAD_FILE': 'Redemptions file (CSV)',
  'adsmanager.REDEMPTIONS_UPLOAD_MODEL': 'Redemption model of the file',
  'adsmanager.REDEMPTIONS_UPLOAD_SUBMIT': 'Upload',
  'adsmanager.REDEMPTIONS_UPLOAD_SENDING': 'Uploading…',
  'adsmanager.REDEMPTIONS_UPLOAD_FILE_REQUIRED': 'Choose a CSV file.',
  'adsmanager.REDEMPTIONS_UPLOAD_NOT_CSV': '{{name}} is not a CSV file. Choose a .csv file.',
  'adsmanager.REDEMPTIONS_UPLOAD_EMPTY': '{{name}} is empty. Choose a file with redemptions.',
  'adsmanager.REDEMPTIONS_UPLOAD_FAILED': 'The file was not uploaded: {{message}}',
  'adsmanager.REDEMPTIONS_UPLOADED':
    '{{fileName}} uploaded: {{accepted}} of {{rows}} redemptions taken for review (upload {{uploadId}}).',
  'adsmanager.REDEMPTIONS_UPLOAD_REJECTED': '{{fileName}} was kept but refused by processing (upload {{uploadId}}).',
} as const;
