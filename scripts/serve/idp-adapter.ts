/**
 * oidc-provider's storage: sessions, grants, codes, refresh tokens and interactions in memory,
 * written to `<dataDir>/idp-state.json` shortly after each change so that a restart keeps people
 * signed in (refresh tokens included). A local stack holds few entries, so lookups simply scan.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; absent = no expiry. */
  expiresAt?: number;
}

/** Seconds added to every expiry, as oidc-provider's own memory adapter does (its clockTolerance). */
const TOLERANCE_SECONDS = 15;

export class IdpState {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly file?: string,
    log: (message: string) => void = () => undefined,
  ) {
    if (!file || !existsSync(file)) return;
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry>;
      const now = Date.now();
      for (const [key, entry] of Object.entries(stored)) {
        if (entry.expiresAt === undefined || entry.expiresAt > now) this.entries.set(key, entry);
      }
    } catch (error) {
      log(
        `${file} could not be read (${error instanceof Error ? error.message : String(error)}); sign-ins start afresh`,
      );
    }
  }

  get(key: string): AdapterPayload | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(key: string, payload: AdapterPayload, expiresIn?: number): void {
    const entry: Entry = { payload };
    if (typeof expiresIn === 'number') entry.expiresAt = Date.now() + (expiresIn + TOLERANCE_SECONDS) * 1000;
    this.entries.set(key, entry);
    this.markChanged();
  }

  delete(key: string): void {
    if (this.entries.delete(key)) this.markChanged();
  }

  /** The first live entry of a model whose payload passes `test`. */
  find(model: string, test: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    for (const key of this.entries.keys()) {
      if (!key.startsWith(`${model}:`)) continue;
      const payload = this.get(key);
      if (payload && test(payload)) return payload;
    }
    return undefined;
  }

  deleteWhere(test: (payload: AdapterPayload) => boolean): void {
    for (const [key, entry] of this.entries) if (test(entry.payload)) this.entries.delete(key);
    this.markChanged();
  }

  /** Writes pending changes now (on shutdown). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.file) return;
    const now = Date.now();
    const live = Object.fromEntries(
      [...this.entries].filter(([, entry]) => entry.expiresAt === undefined || entry.expiresAt > now),
    );
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(live), { mode: 0o600 });
    renameSync(temporary, this.file);
  }

  /** Schedules a write (a payload was changed in place). */
  markChanged(): void {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => {
      this.flush();
    }, 250);
    this.timer.unref();
  }
}

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export class IdpAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly state: IdpState,
  ) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<undefined> {
    this.state.set(this.key(id), payload, expiresIn);
    return Promise.resolve(undefined);
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.state.get(this.key(id)));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.state.find(this.model, (payload) => payload.uid === uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.state.find(this.model, (payload) => payload.userCode === userCode));
  }

  consume(id: string): Promise<undefined> {
    const payload = this.state.get(this.key(id));
    if (payload) {
      payload.consumed = Math.floor(Date.now() / 1000);
      this.state.markChanged();
    }
    return Promise.resolve(undefined);
  }

  destroy(id: string): Promise<undefined> {
    this.state.delete(this.key(id));
    return Promise.resolve(undefined);
  }

  revokeByGrantId(grantId: string): Promise<undefined> {
    this.state.deleteWhere((payload) => payload.grantId === grantId && GRANTABLE.has(payload.kind ?? ''));
    return Promise.resolve(undefined);
  }
}
