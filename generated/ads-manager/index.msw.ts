export * from './ads-manager.msw'
