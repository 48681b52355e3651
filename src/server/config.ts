/**
 * The server's configuration, read once from the environment and validated at start: a bad
 * value stops the process with a message naming the variable, never a late surprise.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MEDIA_POOL, type MediaPoolOptions } from '../backoffice/media/media-pool-options.ts';
import { isTagManagerId } from '../shared/features/consent/tag-manager.ts';
import { DEFAULT_CONSENT_COOKIE, type ThirdPartyConfig } from '../shared/features/consent/third-parties.ts';
import type { BotCheckSettings } from './bot-check/recaptcha-verifier.ts';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Processes serving the one port (node:cluster); 1 runs the site in this process. */
  readonly workers: number;
  /** Canonical origin of the site, used in canonical links and the sitemap. */
  readonly siteUrl: string;
  /** API v1 base of the back office; undefined starts the site's own back office process beside it. */
  readonly backofficeUrl: string | undefined;
  readonly backofficeTimeoutMs: number;
  /**
   * The back office's PostgreSQL database (DATABASE_URL): the site's own back office keeps its data
   * there, and this process (a cluster's primary) listens to its publish events (decision 191).
   */
  readonly databaseUrl: string | undefined;
  /** The share of page views whose visitors' Web Vitals are reported, with their analytics consent (decision 192). */
  readonly fieldVitalsSampleRate: number;
  /** The script the site runs as its back office when BACKOFFICE_URL is unset; undefined: the bundle beside the site's. */
  readonly backofficeEntry: string | undefined;
  /** Timeout of a media file from the back office: its first request renders it (sharp, pdfkit). */
  readonly mediaTimeoutMs: number;
  /** The site's own back office's media threads and how many files may wait for them (decision 180). */
  readonly mediaPool: MediaPoolOptions;
  /** How long catalogue answers are shared between visitors; 0 = not at all. */
  readonly catalogueCacheTtlMs: number;
  /** Bound of the render cache of anonymous pages, in bytes; 0 turns it off (docs/decisions/121). */
  readonly renderCacheMaxBytes: number;
  /** How long a kept page is served as it is, then how long more it is served stale while one render replaces it. */
  readonly renderCacheTtlMs: number;
  readonly renderCacheStaleMs: number;
  readonly dataDir: string;
  readonly accessLog: boolean;
  readonly renderTimeoutMs: number;
  readonly shutdownTimeoutMs: number;
  /** After SIGTERM, how long `/readyz` answers 503 while connections are still accepted. */
  readonly drainDelayMs: number;
  readonly redirectsCsv: string;
  /** Largest file a form may upload (a CV); more answers 413 'File too heavy'. */
  readonly uploadMaxBytes: number;
  readonly canonicalHost: string | undefined;
  readonly alternateHosts: readonly string[];
  readonly ipAllowList: readonly string[];
  readonly trustProxy: boolean;
  /** Token of the site's own back office's admin reads (form submissions); unset closes them. */
  readonly backofficeAdminToken: string | undefined;
  /** Bearer token of the site's own admin call, the cache invalidation (docs/decisions/162); unset closes it. */
  readonly siteAdminToken: string | undefined;
  /** Keys of the third-party services; each is off while its key is unset (spec §9). */
  readonly thirdParties: ThirdPartyConfig;
  /** Server-side verification of the bot check's tokens; undefined (no call made) without a secret key. */
  readonly botCheck: BotCheckSettings | undefined;
  /** Directory of the client build (assets and manifest). */
  readonly clientDir: string;
  /**
   * The worksite offline mode (decision 171): off answers `/sw.js` with the kill switch, a worker
   * that deletes the offline caches and unregisters itself, and pages stop registering one.
   */
  readonly serviceWorker: boolean;
}

export class ConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid ${variable}=${JSON.stringify(value)}: expected ${expected}`);
    this.name = 'ConfigError';
  }
}

type Environment = Readonly<Record<string, string | undefined>>;

function integer(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, raw, `a whole number from ${min} to ${max}`);
  }
  return value;
}

function flag(env: Environment, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|on|yes)$/i.test(raw)) return true;
  if (/^(0|false|off|no)$/i.test(raw)) return false;
  throw new ConfigError(name, raw, 'on or off (true/false, 1/0)');
}

function existingFile(env: Environment, name: string, cwd: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  const file = path.resolve(cwd, raw);
  if (!existsSync(file)) throw new ConfigError(name, raw, 'an existing file');
  return file;
}

function httpUrl(env: Environment, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, raw, 'an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(name, raw, 'an absolute http(s) URL');
  return raw.replace(/\/+$/, '');
}

function postgresUrl(env: Environment, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  // Its password is not repeated in the error.
  if (!/^postgres(ql)?:\/\//.test(raw) || !URL.canParse(raw)) throw new ConfigError(name, raw.replace(/:[^:@/]*@/, ':…@'), 'a postgres://user:password@host:port/name URL');
  return raw;
}

function list(env: Environment, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A key of a third-party service: letters, digits, dashes and underscores only (it ends up in pages). */
function optionalKey(env: Environment, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!/^[A-Za-z0-9_-]{4,200}$/.test(raw)) throw new ConfigError(name, raw, 'a key made of letters, digits, dashes and underscores');
  return raw;
}

/** A number from min to max with at most two decimals ("0.5"). */
function decimal(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+(?:\.\d{1,2})?$/.test(raw) || value < min || value > max) throw new ConfigError(name, raw, `a number from ${min} to ${max}, such as 0.5`);
  return value;
}

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** The bot check's secret side; a secret is never written into an error message. */
function botCheckSettings(env: Environment, siteKey: string | null, timeoutMs: number): BotCheckSettings | undefined {
  const secretKey = env.RECAPTCHA_SECRET_KEY;
  if (secretKey === undefined || secretKey === '') return undefined;
  if (!/^[A-Za-z0-9_-]{4,200}$/.test(secretKey)) throw new ConfigError('RECAPTCHA_SECRET_KEY', '(hidden)', 'a key made of letters, digits, dashes and underscores');
  // Without a site key the pages never get a token, so every form would be refused.
  if (siteKey === null) throw new ConfigError('RECAPTCHA_SECRET_KEY', '(hidden)', 'RECAPTCHA_SITE_KEY to be set as well');
  return {
    secretKey,
    verifyUrl: httpUrl(env, 'RECAPTCHA_VERIFY_URL') ?? DEFAULT_RECAPTCHA_VERIFY_URL,
    minScore: decimal(env, 'RECAPTCHA_MIN_SCORE', 0.5, 0, 1),
    timeoutMs,
  };
}

/** A tag-manager container id (GTM-XXXX): anything else would never load, so it stops the start. */
function tagManagerId(env: Environment, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!isTagManagerId(raw)) throw new ConfigError(name, raw, 'a tag manager container id such as GTM-ABC1234');
  return raw;
}

/** A cookie name the browser keeps as written (RFC 6265 token, no separators). */
function cookieName(env: Environment, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(raw)) throw new ConfigError(name, raw, 'a cookie name made of letters, digits, dots, dashes and underscores');
  return raw;
}

/** An admin token: unset, or at least 16 visible characters (a short one would be guessed); never written into an error message. */
function adminToken(env: Environment, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^[\x21-\x7e]{16,512}$/.test(raw)) throw new ConfigError(name, '(hidden)', 'at least 16 visible ASCII characters, no spaces');
  return raw;
}

function hostName(env: Environment, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^[a-z0-9.-]+(?::\d+)?$/i.test(raw)) throw new ConfigError(name, raw, 'a host name such as www.example.com');
  return raw.toLowerCase();
}

export function loadConfig(env: Environment = process.env, cwd = process.cwd()): ServerConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  if (!/^[a-z0-9.:-]+$/i.test(host)) throw new ConfigError('HOST', host, 'an interface address or host name');
  const shutdownTimeoutMs = integer(env, 'SHUTDOWN_TIMEOUT_MS', 10000, 1000, 120000);
  const drainDelayMs = integer(env, 'DRAIN_DELAY_MS', 1000, 0, 60000);
  if (drainDelayMs >= shutdownTimeoutMs) {
    throw new ConfigError('DRAIN_DELAY_MS', String(drainDelayMs), `less than SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs})`);
  }
  const alternateHosts = list(env, 'ALTERNATE_HOSTS').map((alternate) => {
    if (!/^[a-z0-9.-]+(?::\d+)?$/i.test(alternate)) throw new ConfigError('ALTERNATE_HOSTS', alternate, 'host names');
    return alternate.toLowerCase();
  });
  const botCheckSiteKey = optionalKey(env, 'RECAPTCHA_SITE_KEY');
  const backofficeTimeoutMs = integer(env, 'BACKOFFICE_TIMEOUT_MS', 5000, 100, 120000);
  return {
    port,
    host,
    workers: integer(env, 'WORKERS', 1, 1, 64),
    siteUrl: httpUrl(env, 'SITE_URL') ?? `http://127.0.0.1:${port}`,
    backofficeUrl: httpUrl(env, 'BACKOFFICE_URL'),
    databaseUrl: postgresUrl(env, 'DATABASE_URL'),
    backofficeTimeoutMs,
    backofficeEntry: existingFile(env, 'BACKOFFICE_ENTRY', cwd),
    mediaTimeoutMs: integer(env, 'MEDIA_TIMEOUT_MS', 30000, 100, 300000),
    mediaPool: { threads: integer(env, 'MEDIA_THREADS', DEFAULT_MEDIA_POOL.threads, 1, 64), queue: integer(env, 'MEDIA_QUEUE', DEFAULT_MEDIA_POOL.queue, 1, 10000) },
    catalogueCacheTtlMs: integer(env, 'CATALOGUE_CACHE_TTL_MS', 10000, 0, 300000),
    renderCacheMaxBytes: integer(env, 'RENDER_CACHE_MAX_BYTES', 32 * 1024 * 1024, 0, 1024 * 1024 * 1024),
    renderCacheTtlMs: integer(env, 'RENDER_CACHE_TTL_MS', 10000, 100, 3600000),
    renderCacheStaleMs: integer(env, 'RENDER_CACHE_STALE_MS', 60000, 0, 3600000),
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    accessLog: flag(env, 'ACCESS_LOG', true),
    renderTimeoutMs: integer(env, 'RENDER_TIMEOUT_MS', 10000, 100, 120000),
    shutdownTimeoutMs,
    drainDelayMs,
    redirectsCsv: path.resolve(cwd, env.REDIRECTS_CSV || 'redirects.csv'),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    canonicalHost: hostName(env, 'CANONICAL_HOST'),
    alternateHosts,
    ipAllowList: list(env, 'IP_ALLOWLIST'),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    backofficeAdminToken: env.BACKOFFICE_ADMIN_TOKEN || undefined,
    siteAdminToken: adminToken(env, 'SITE_ADMIN_TOKEN'),
    thirdParties: {
      botCheckSiteKey,
      botCheckVersion: integer(env, 'RECAPTCHA_VERSION', 3, 3, 3),
      mapsKey: optionalKey(env, 'MAPS_API_KEY'),
      videoKey: optionalKey(env, 'VIDEO_API_KEY'),
      tagManagerId: tagManagerId(env, 'TAG_MANAGER_ID'),
      consentCookieName: cookieName(env, 'CONSENT_COOKIE_NAME', DEFAULT_CONSENT_COOKIE),
    },
    botCheck: botCheckSettings(env, botCheckSiteKey, backofficeTimeoutMs),
    clientDir: path.resolve(cwd, env.CLIENT_DIR || 'dist/client'),
    serviceWorker: flag(env, 'SERVICE_WORKER', true),
    fieldVitalsSampleRate: decimal(env, 'RUM_SAMPLE_RATE', 0.1, 0, 1),
  };
}
