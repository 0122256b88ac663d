/** The users feature: users of the open account (part 1 §3.2, §6.1). */
export { usersRoutes } from './routes';
