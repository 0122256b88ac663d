/** The brands feature: the open account's brands (part 1 §3.1, ACCT-018). */
export { brandsRoutes } from './routes';
