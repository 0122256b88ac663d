/**
 * The app's whole route table, as the browser's router holds it once the signed-in routes are added
 * (src/app/App.tsx adds them after /login): for tests that read the table or mount it whole.
 */
import type { RouteObject } from 'react-router';
import { rootRoutes } from '@/app/root-routes';
import { SIGNED_IN_ROUTES } from '@/app/routes';

export const appRoutes: RouteObject[] = rootRoutes(SIGNED_IN_ROUTES);
