/**
 * What a screen says for each fault of the matrix: the fake backend's injected problems, the
 * transport's own messages, and the stand-in 403 / 404 details. One list for the component tests
 * (src/testing/faults.ts) and the browser tests (tests/e2e/fixtures/fault-matrix.ts).
 */
export const FAULT_TEXT = {
  server: 'Unexpected error (injected)',
  rateLimited: 'Rate limit exceeded (injected)',
  network: 'The server could not be reached. Check your connection and try again.',
  malformed: 'The server answered in an unexpected format',
  forbidden: 'Forbidden by the fault test',
  notFound: 'Not found by the fault test',
  sessionExpired: 'Your session has expired. You will be logged out.',
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;
