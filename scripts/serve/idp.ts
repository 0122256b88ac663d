/**
 * The local OpenID provider (oidc-provider 9) at `<origin>/idp`: one public client, authorization
 * code + PKCE (S256), JWT access tokens for the API audience, rotating refresh tokens,
 * RP-initiated logout, and our own sign-in pages listing the personas. Consent is implicit for
 * this first-party client. No development keys, adapter or interactions: nothing to warn about.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { JWK } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { readBody, send } from './http-util';
import { IdpAdapter, IdpState } from './idp-adapter';
import { errorPage, IDP_STATIC_PATH, logoutPage, signedOutPage, signInPage, UNKNOWN_EMAIL } from './idp-pages';
import { loadOrCreateKeys, publicJwk } from './keys';
import { CLIENT_ID, CORPORATE_IDENTITY_PROVIDER, fromRoot } from './options';
import type { Persona } from './sources';

export const IDP_PATH = '/idp';
export const REDIRECT_PATH = '/cognito-callback';
export const POST_LOGOUT_PATH = '/login';
export const SCOPES = ['openid', 'profile', 'email'] as const;
/**
 * Scopes of the API resource server: the OIDC ones, so that access tokens (and the token answer)
 * carry `openid profile email` as Cognito's do, rather than an empty scope.
 */
export const API_SCOPE = SCOPES.join(' ');

const DAY = 24 * 60 * 60;

export interface Idp {
  readonly issuer: string;
  readonly apiResource: string;
  /** Answers `/idp` and everything under it; false for other paths. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
  /** The public half of the signing key: what the API checks access tokens with. */
  readonly publicKey: JWK;
  close(): void;
}

export interface IdpOptions {
  origin: string;
  dataDir: string;
  accessTokenTtl: number;
  personas: readonly Persona[];
  log: (message: string) => void;
}

const STATIC_FILES: Record<string, string> = {
  'idp.css': 'text/css; charset=utf-8',
  'logout.js': 'text/javascript; charset=utf-8',
};

export async function createIdp({ origin, dataDir, accessTokenTtl, personas, log }: IdpOptions): Promise<Idp> {
  const issuer = `${origin}${IDP_PATH}`;
  const apiResource = `${origin}/api`;
  const keys = await loadOrCreateKeys(dataDir, log);
  const state = new IdpState(join(dataDir, 'idp-state.json'), log);
  const byEmail = new Map(personas.map((persona) => [persona.email.toLowerCase(), persona]));

  const configuration: Configuration = {
    adapter: (model: string) => new IdpAdapter(model, state),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Ads Manager',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}${REDIRECT_PATH}`],
        post_logout_redirect_uris: [`${origin}${POST_LOGOUT_PATH}`],
        scope: SCOPES.join(' '),
      },
    ],
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: [...SCOPES],
    conformIdTokenClaims: false,
    cookies: { keys: keys.cookieKeys },
    extraParams: ['identity_provider'],
    jwks: { keys: [keys.signingKey] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(origin);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: apiResource,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    findAccount: (_ctx, sub) => {
      const persona = byEmail.get(sub.toLowerCase());
      if (!persona) return undefined;
      return {
        accountId: persona.email,
        claims: () => ({
          sub: persona.email,
          email: persona.email,
          email_verified: true,
          given_name: persona.firstName,
          family_name: persona.lastName,
          name: `${persona.firstName} ${persona.lastName}`,
        }),
      };
    },
    /** Consent is implicit for the first-party client: the grant is made on first use. */
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId =
        (result?.consent as { grantId?: string } | undefined)?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing?.accountId === session.accountId) return existing;
      }
      if (client.clientId !== CLIENT_ID) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      grant.addResourceScope(apiResource, API_SCOPE);
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    interactions: { url: (_ctx, interaction) => `${IDP_PATH}/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(origin, out);
    },
    ttl: {
      AccessToken: () => accessTokenTtl,
      AuthorizationCode: () => 60,
      IdToken: () => 60 * 60,
      Interaction: () => 60 * 60,
      RefreshToken: () => 14 * DAY,
      Session: () => 14 * DAY,
      Grant: () => 14 * DAY,
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a proxy (nginx, docs/deploy.md) the provider builds its URLs from X-Forwarded-Host and
  // -Proto, as a real one behind a load balancer does.
  provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    log(`IdP error: ${error.stack ?? error.message}`);
  });
  const callback = provider.callback();

  const personasFor = (corporate: boolean) => (corporate ? personas.filter((p) => p.type === 'INTERNAL') : personas);

  /** GET /idp/interaction/:uid — the sign-in page (or, for consent, an implicit yes). */
  const showInteraction = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new errors.SessionNotFound('interaction and cookie do not match');
    if (details.prompt.name === 'login') {
      const corporate = details.params.identity_provider === CORPORATE_IDENTITY_PROVIDER;
      send(res, 200, signInPage({ uid, personas: personasFor(corporate), corporate }), {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      return;
    }
    // consent: should not happen (loadExistingGrant grants), but answer it the same way.
    const accountId = details.session?.accountId;
    if (!accountId) throw new errors.AccessDenied('no signed-in account');
    const grant = new provider.Grant({ clientId: CLIENT_ID, accountId });
    grant.addOIDCScope(SCOPES.join(' '));
    grant.addResourceScope(apiResource, API_SCOPE);
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  };

  /** POST /idp/interaction/:uid/login — a persona's e-mail, from a button or the field. */
  const login = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new errors.SessionNotFound('interaction and cookie do not match');
    const email = (new URLSearchParams(await readBody(req)).get('email') ?? '').trim();
    const corporate = details.params.identity_provider === CORPORATE_IDENTITY_PROVIDER;
    const persona = byEmail.get(email.toLowerCase());
    if (!persona || (corporate && persona.type !== 'INTERNAL')) {
      send(res, 400, signInPage({ uid, personas: personasFor(corporate), corporate, email, error: UNKNOWN_EMAIL }), {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: persona.email, amr: [corporate ? 'sso' : 'pwd'] } },
      { mergeWithLastSubmission: false },
    );
  };

  const abort = async (req: IncomingMessage, res: ServerResponse) => {
    await readBody(req);
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
  };

  const interactionError = (res: ServerResponse, error: unknown) => {
    const out =
      error instanceof errors.OIDCProviderError
        ? { error: error.error, error_description: error.error_description ?? '' }
        : { error: 'server_error', error_description: 'The sign-in could not continue' };
    if (!(error instanceof errors.OIDCProviderError)) log(`IdP interaction failed: ${String(error)}`);
    send(res, error instanceof errors.OIDCProviderError ? error.statusCode : 500, errorPage(origin, out), {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  };

  return {
    issuer,
    apiResource,
    async handle(req, res, pathname) {
      if (pathname !== IDP_PATH && !pathname.startsWith(`${IDP_PATH}/`)) return false;

      if (pathname.startsWith(`${IDP_STATIC_PATH}/`)) {
        const name = pathname.slice(IDP_STATIC_PATH.length + 1);
        const type = STATIC_FILES[name];
        if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
        send(res, 200, readFileSync(fromRoot('scripts/serve/static', name)), {
          'Content-Type': type,
          'Cache-Control': 'no-cache',
        });
        return true;
      }

      const interaction = /^\/idp\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(pathname);
      if (interaction) {
        const [, uid = '', action] = interaction;
        try {
          if (!action && (req.method === 'GET' || req.method === 'HEAD')) await showInteraction(req, res, uid);
          else if (action === 'login' && req.method === 'POST') await login(req, res, uid);
          else if (action === 'abort' && req.method === 'POST') await abort(req, res);
          else send(res, 405, undefined, { Allow: action ? 'POST' : 'GET' });
        } catch (error) {
          interactionError(res, error);
        }
        return true;
      }

      // Everything else is the provider's own: it runs mounted at /idp.
      const original = req.url ?? '/';
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
      req.url = original.slice(IDP_PATH.length) || '/';
      if (req.url.startsWith('?')) req.url = `/${req.url}`;
      await callback(req, res);
      return true;
    },
    publicKey: publicJwk(keys.signingKey),
    close() {
      state.flush();
    },
  };
}
