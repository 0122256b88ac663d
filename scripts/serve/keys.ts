/**
 * The IdP's signing key and cookie keys: generated on first start and kept in
 * `<dataDir>/idp-keys.json` (git-ignored), so tokens and sessions survive a restart.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpKeys {
  /** The RS256 signing key, private members included. */
  signingKey: JWK & { kid: string; alg: 'RS256'; use: 'sig' };
  cookieKeys: string[];
}

export function publicJwk(key: IdpKeys['signingKey']): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}

function isKeys(value: unknown): value is IdpKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { signingKey, cookieKeys } = value as Partial<IdpKeys>;
  return (
    typeof signingKey === 'object' &&
    signingKey.kty === 'RSA' &&
    typeof signingKey.d === 'string' &&
    typeof signingKey.kid === 'string' &&
    Array.isArray(cookieKeys) &&
    cookieKeys.length > 0 &&
    cookieKeys.every((key) => typeof key === 'string')
  );
}

export async function loadOrCreateKeys(
  dataDir: string,
  log: (message: string) => void = () => undefined,
): Promise<IdpKeys> {
  const file = join(dataDir, 'idp-keys.json');
  if (existsSync(file)) {
    try {
      const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isKeys(stored)) return stored;
      log(`${file} is not a key file; generating new keys`);
    } catch (error) {
      log(`${file} could not be read (${error instanceof Error ? error.message : String(error)}); generating new keys`);
    }
  }
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  const keys: IdpKeys = {
    signingKey: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(keys, null, 2), { mode: 0o600 });
  renameSync(temporary, file);
  return keys;
}
