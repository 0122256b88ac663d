/** The campaigns feature: the campaign list, bulk delete, duplicate, lines and campaign entity rules. */
export { campaignsRoutes } from './routes';
