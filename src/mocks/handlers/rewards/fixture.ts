/** Moved to src/mocks/fixtures/rewards.ts; kept until the feature tests import from there (issue 23). */
export * from '../../fixtures/rewards';
