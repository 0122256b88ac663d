/**
 * en-US messages, keyed by the spec's message keys. Every user-visible text goes through here;
 * each area keeps its messages in src/i18n/messages/<area>.ts. This catalogue is what the first
 * page (sign-in, error screens) needs; the signed-in app adds its first screen's part
 * (./en-US.signed-in.ts) when it loads, and the other areas' (./en-US.areas.ts) with their screens,
 * which keeps /login and the landing screen small.
 */
import { appMessages } from '../messages/app';
import { authMessages } from '../messages/auth';
import { coreMessages } from '../messages/core';
import { shellMessages } from '../messages/shell';
import type { enUSAreas } from './en-US.areas';
import type { enUSSignedIn } from './en-US.signed-in';

export const enUS = {
  ...coreMessages,
  ...appMessages,
  ...authMessages,
  ...shellMessages,
} as const;

export type MessageKey = keyof typeof enUS | keyof typeof enUSSignedIn | keyof typeof enUSAreas;
