/**
 * The app's own sign-in context. It has react-oidc-context's shape (a type-only import, free at run
 * time), but not its module: the OIDC client loads only when a page needs it (src/auth/AuthRoot.tsx).
 * Every screen reads the sign-in state through this `useAuth`, never react-oidc-context's.
 */
import { createContext, useContext } from 'react';
import type { User } from 'oidc-client-ts';
import type { AuthContextProps as OidcAuthContextProps } from 'react-oidc-context';

/**
 * What the app reads of the signed-in user: oidc-client-ts' `User` has it, and so does the user a
 * reloaded tab reads from storage before the client loads (StoredSessionAuth.tsx).
 */
export type SessionTokens = Pick<User, 'access_token' | 'id_token' | 'expires_at' | 'profile'> & {
  /** The sign-in's state (the return-to), on the callback only. */
  state?: unknown;
};

/** react-oidc-context's value, with the user narrowed to what the app reads. */
export type AuthContextProps = Omit<OidcAuthContextProps, 'user'> & { user?: SessionTokens | null };

export const AuthContext = createContext<AuthContextProps | undefined>(undefined);
AuthContext.displayName = 'AuthContext';

/** The sign-in state and actions: react-oidc-context's value, or a light one of AuthRoot (signed out, stored session). */
export function useAuth(): AuthContextProps {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthRoot (or a test’s fake auth) above it');
  return auth;
}
