/**
 * The signed-in user as screens need it: e-mail (the key of every per-user call and of stored
 * preferences), display name and the session id shown in the account popup (NS-09: the provider's
 * `sid` claim, else an id made once per tab).
 */
import { useAuth } from './auth-context';

export interface SessionUser {
  email: string;
  name: string;
  sessionId: string;
}

let tabSessionId: string | undefined;
function perTabSessionId(): string {
  tabSessionId ??= crypto.randomUUID();
  return tabSessionId;
}

/** The signed-in user; only for screens behind the sign-in guard. */
export function useSessionUser(): SessionUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSessionUser needs a signed-in user');
  const { email, name, sid } = user.profile;
  return {
    email: email ?? '',
    name: name ?? email ?? '',
    sessionId: typeof sid === 'string' && sid ? sid : perTabSessionId(),
  };
}
