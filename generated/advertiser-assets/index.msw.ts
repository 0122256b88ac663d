export * from './advertiser-assets.msw'
