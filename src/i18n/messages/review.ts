/** Messages of the review screens (src/features/builder: campaign review). */
export const reviewMessages = {} as const;
