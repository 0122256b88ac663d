/**
 * The app's own sign-in context. It has react-oidc-context's shape (a type-only import, free at run
 * time), but not its module: the OIDC client loads only when a page needs it (src/auth/AuthRoot.tsx).
 * Every screen reads the sign-in state through this `useAuth`, never react-oidc-context's.
 */
import { createContext, useContext } from 'react';
import type { AuthContextProps } from 'react-oidc-context';

export type { AuthContextProps } from 'react-oidc-context';

export const AuthContext = createContext<AuthContextProps | undefined>(undefined);
AuthContext.displayName = 'AuthContext';

/** The sign-in state and actions: react-oidc-context's value, or the light signed-out one of AuthRoot. */
export function useAuth(): AuthContextProps {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthRoot (or a test’s fake auth) above it');
  return auth;
}
