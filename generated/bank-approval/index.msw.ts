export * from './bank-approval.msw'
