import { enUS } from './en-US';
import type { enUSAreas } from './en-US.areas';
import type { enUSSignedIn } from './en-US.signed-in';

/** en-GB: the en-US texts with British spelling where it differs (first-page part). */
export const enGB: Record<keyof typeof enUS, string> = {
  ...enUS,
};

/** en-GB of the signed-in part: en-US with British spelling where it differs. */
export const enGBSignedIn = (us: typeof enUSSignedIn): Record<keyof typeof enUSSignedIn, string> => ({
  ...us,
});

/** en-GB of the other areas: en-US with British spelling where it differs. */
export const enGBAreas = (us: typeof enUSAreas): Record<keyof typeof enUSAreas, string> => ({
  ...us,
});
