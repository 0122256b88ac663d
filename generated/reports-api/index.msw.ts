export * from './reports-api.msw'
