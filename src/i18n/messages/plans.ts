/** Messages of the plans screens (src/features/plans). */
export const plansMessages = {} as const;
