/** Messages of the campaign form. */
export const builderMessages = {} as const;
