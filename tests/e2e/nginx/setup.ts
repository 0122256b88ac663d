/**
 * Where the nginx browser tests find nginx and the local stack behind it: NGINX_PORT (4399; the app
 * is at http://localhost:<port>), NGINX_STACK_PORT (NGINX_PORT + 1) and NGINX_DIR (a temporary
 * folder). Its playwright.config.ts starts them with these (scripts/serve/behind-nginx.ts). Clear of
 * the main suite's stacks (E2E_PORT + 10·worker: 4319, 4329, 4339, …), which run beside it.
 */
import { nginxSetupFromEnv } from '../../../scripts/serve/behind-nginx';

export const NGINX = nginxSetupFromEnv({
  PORT: process.env.NGINX_PORT ?? '4399',
  ...(process.env.NGINX_STACK_PORT ? { STACK_PORT: process.env.NGINX_STACK_PORT } : {}),
  ...(process.env.NGINX_DIR ? { NGINX_DIR: process.env.NGINX_DIR } : {}),
});

/** The app through nginx. */
export const NGINX_ORIGIN = `http://localhost:${NGINX.port}`;

/** The local stack behind nginx, asked directly (what `npm start` would answer). */
export const STACK_ORIGIN = `http://127.0.0.1:${NGINX.stackPort}`;
