export * from './aura.msw'
