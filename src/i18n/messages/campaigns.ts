/** Messages of the campaigns screens (src/features/campaigns). */
export const campaignsMessages = {} as const;
