import { enUS, type Messages } from './en-US';

/** en-GB: the en-US texts with British spelling where it differs. */
export const enGB: Messages = {
  ...enUS,
};
