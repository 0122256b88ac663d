/**
 * The flag service's frontend API, as unleash-proxy-client 3.8 reads it:
 * `GET {url}?appName=…` with header `authorization: <clientKey>` answers the enabled toggles;
 * `POST {url}/client/metrics` and `{url}/client/register` are accepted. Flags come from a JSON file;
 * `/__mock/flags` overrides them for the running process (mock environment only), for everyone or,
 * with `userId`, only for the flag context of one user (the signed-in e-mail), so browser tests that
 * switch flags for their own persona can run side by side.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, send, sendJson } from './http-util';

export const FLAGS_PATH = '/flags/api/frontend';
export const FLAGS_CONTROL_PATH = '/__mock/flags';

const PAYLOAD_TYPES = ['json', 'string', 'number', 'csv'] as const;
export interface FlagPayload {
  type: (typeof PAYLOAD_TYPES)[number];
  value: string;
}

export interface FlagDefinition {
  name: string;
  enabled: boolean;
  description?: string;
  variant?: { name: string; payload?: FlagPayload };
}

export interface Toggle {
  name: string;
  enabled: boolean;
  impressionData: boolean;
  variant: { name: string; enabled: boolean; feature_enabled: boolean; payload?: FlagPayload };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsePayload(value: unknown, where: string): FlagPayload | undefined {
  if (value === undefined) return undefined;
  if (
    !isRecord(value) ||
    !PAYLOAD_TYPES.includes(value.type as FlagPayload['type']) ||
    typeof value.value !== 'string'
  ) {
    throw new Error(`${where}: payload must be {"type": ${PAYLOAD_TYPES.join('|')}, "value": string}`);
  }
  if (value.type === 'json') JSON.parse(value.value);
  return { type: value.type as FlagPayload['type'], value: value.value };
}

/** Reads and checks a flags file: `{"flags": [{name, enabled, description?, variant?}]}`. */
export function readFlagsFile(file: string): FlagDefinition[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the flags file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.flags)) throw new Error(`${file}: expected {"flags": [...]}`);
  const names = new Set<string>();
  return parsed.flags.map((entry: unknown, index) => {
    const where = `${file}: flags[${index}]`;
    if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.enabled !== 'boolean') {
      throw new Error(`${where} needs a string name and a boolean enabled`);
    }
    if (names.has(entry.name)) throw new Error(`${where}: ${entry.name} appears twice`);
    names.add(entry.name);
    const flag: FlagDefinition = { name: entry.name, enabled: entry.enabled };
    if (typeof entry.description === 'string') flag.description = entry.description;
    if (entry.variant !== undefined) {
      if (!isRecord(entry.variant) || typeof entry.variant.name !== 'string')
        throw new Error(`${where}: variant needs a name`);
      const payload = parsePayload(entry.variant.payload, where);
      flag.variant = payload ? { name: entry.variant.name, payload } : { name: entry.variant.name };
    }
    return flag;
  });
}

/** What Unleash's frontend API answers for one enabled flag. */
export function toToggle(flag: FlagDefinition): Toggle {
  const variant: Toggle['variant'] = flag.variant
    ? { name: flag.variant.name, enabled: true, feature_enabled: true }
    : { name: 'disabled', enabled: false, feature_enabled: true };
  if (flag.variant?.payload) variant.payload = flag.variant.payload;
  return { name: flag.name, enabled: true, impressionData: false, variant };
}

export interface FlagService {
  /** The current flags, overrides applied. */
  flags(): FlagDefinition[];
  /** Answers /flags/api/frontend… and /__mock/flags; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

export function createFlagService({
  file,
  clientKey,
  controlEnabled,
}: {
  file: string;
  clientKey: string;
  controlEnabled: boolean;
}): FlagService {
  let flags = readFlagsFile(file);
  /** Overrides per flag-context userId (lower case): flag name → definition. */
  const userFlags = new Map<string, Map<string, FlagDefinition>>();
  const flagsFor = (userId: string | null) => {
    const own = userId ? userFlags.get(userId.toLowerCase()) : undefined;
    return own ? flags.map((flag) => own.get(flag.name) ?? flag) : flags;
  };

  const answerToggles = (req: IncomingMessage, res: ServerResponse) => {
    const userId = new URL(req.url ?? '/', 'http://flags').searchParams.get('userId');
    const body = JSON.stringify({
      toggles: flagsFor(userId)
        .filter((flag) => flag.enabled)
        .map(toToggle),
    });
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ETag: etag };
    if (req.headers['if-none-match'] === etag) send(res, 304, undefined, headers);
    else send(res, 200, body, headers);
  };

  const override = async (req: IncomingMessage, res: ServerResponse) => {
    let input: unknown;
    try {
      input = JSON.parse(await readBody(req));
    } catch {
      sendJson(res, 400, { error: 'The body must be JSON: {"name", "enabled", "payload"?}' });
      return;
    }
    if (!isRecord(input) || typeof input.name !== 'string' || typeof input.enabled !== 'boolean') {
      sendJson(res, 400, {
        error: 'Expected {"name": string, "enabled": boolean, "payload"?: {"type", "value"}, "userId"?: string}',
      });
      return;
    }
    if (input.userId !== undefined && typeof input.userId !== 'string') {
      sendJson(res, 400, { error: 'userId must be a string (the e-mail of the signed-in user)' });
      return;
    }
    const flag = flags.find((candidate) => candidate.name === input.name);
    if (!flag) {
      sendJson(res, 404, { error: `No flag named ${input.name}` });
      return;
    }
    let payload: FlagPayload | undefined;
    try {
      payload = parsePayload(input.payload, 'body');
    } catch (error) {
      sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
      return;
    }
    const changed: FlagDefinition = { ...flag, enabled: input.enabled };
    if (payload) changed.variant = { name: flag.variant?.name ?? 'payload', payload };
    if (typeof input.userId === 'string') {
      const userId = input.userId.toLowerCase();
      const own = userFlags.get(userId) ?? new Map<string, FlagDefinition>();
      own.set(flag.name, changed);
      userFlags.set(userId, own);
    } else {
      flags = flags.map((candidate) => (candidate === flag ? changed : candidate));
    }
    sendJson(res, 200, changed);
  };

  return {
    flags: () => flags,
    async handle(req, res, pathname) {
      if (pathname === FLAGS_CONTROL_PATH) {
        if (!controlEnabled) return false;
        if (req.method === 'GET') sendJson(res, 200, { flags });
        else if (req.method === 'POST') await override(req, res);
        else if (req.method === 'DELETE') {
          const userId = new URL(req.url ?? '/', 'http://flags').searchParams.get('userId');
          if (userId) userFlags.delete(userId.toLowerCase());
          else {
            flags = readFlagsFile(file);
            userFlags.clear();
          }
          send(res, 204, undefined);
        } else send(res, 405, undefined, { Allow: 'GET, POST, DELETE' });
        return true;
      }
      if (pathname !== FLAGS_PATH && !pathname.startsWith(`${FLAGS_PATH}/`)) return false;
      if (req.headers.authorization !== clientKey) {
        sendJson(res, 401, { error: 'Unknown client key' }, { 'Cache-Control': 'no-store' });
        return true;
      }
      const rest = pathname.slice(FLAGS_PATH.length).replace(/\/$/, '');
      if (rest === '' && (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST')) {
        if (req.method === 'POST') await readBody(req);
        answerToggles(req, res);
      } else if ((rest === '/client/metrics' || rest === '/client/register') && req.method === 'POST') {
        await readBody(req);
        send(res, 202, undefined, { 'Cache-Control': 'no-store' });
      } else {
        sendJson(res, 404, { error: 'No such flag endpoint' });
      }
      return true;
    },
  };
}
