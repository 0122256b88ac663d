/**
 * The sign-in surface other folders use. Light on purpose: it is part of the first page, so it
 * loads neither the OIDC client (AuthRoot.tsx loads it when a page needs it) nor the http transport
 * (the SessionWatcher comes from '@/auth/SessionWatcher', inside the signed-in app). The screens
 * load lazily from the route table ('@/auth/LoginPage', '@/auth/CallbackPage', '@/auth/RequireAuth').
 */
export { useSessionUser } from './session-user';
export { useSignOut } from './sign-out';
