export * from './campaign-build.msw'
