/** The running build. The served /version.html is compared with it to offer a reload. */
export const BUILD_VERSION = '12.4.67';

export const ENVIRONMENTS = ['dev-uat', 'mock', 'prod', 'uat'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
