export * from './rms.msw'
