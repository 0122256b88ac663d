/** Moved to src/mocks/fixtures/ads.ts; kept until the feature tests import from there (issue 23). */
export * from '../../fixtures/ads';
