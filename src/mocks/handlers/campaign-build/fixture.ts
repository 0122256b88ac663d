/** Moved to src/mocks/fixtures/campaign-build.ts; kept until the feature tests import from there (issue 23). */
export * from '../../fixtures/campaign-build';
