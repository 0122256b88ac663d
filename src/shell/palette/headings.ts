import type { MessageKey } from '@/i18n';
import type { GroupId, ItemKind } from './palette-rules';

/** The heading of each result group. */
export const GROUP_HEADINGS: Readonly<Record<GroupId, MessageKey>> = {
  recent: 'adsmanager.PALETTE_GROUP_RECENT',
  screens: 'adsmanager.PALETTE_GROUP_SCREENS',
  actions: 'adsmanager.PALETTE_GROUP_ACTIONS',
  accounts: 'adsmanager.PALETTE_GROUP_ACCOUNTS',
  here: 'adsmanager.PALETTE_GROUP_HERE',
  elsewhere: 'adsmanager.PALETTE_GROUP_ELSEWHERE',
};

/** What a row is, said beside its label. */
export const KIND_LABELS: Readonly<Record<ItemKind, MessageKey>> = {
  screen: 'adsmanager.PALETTE_KIND_SCREEN',
  action: 'adsmanager.PALETTE_KIND_ACTION',
  account: 'adsmanager.PALETTE_KIND_ACCOUNT',
  campaign: 'adsmanager.ENTITY_CAMPAIGN',
  adGroup: 'adsmanager.ENTITY_AD_GROUP',
  ad: 'adsmanager.ENTITY_AD',
};
