export * from './ad-targeting.msw'
