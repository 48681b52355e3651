import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

/** Every variable config.ts reads, from its source: the README must document each one. */
function variablesRead(): string[] {
  const source = readFileSync('src/server/config.ts', 'utf8');
  const names = [...source.matchAll(/env(?:, '([A-Z][A-Z0-9_]+)'|\.([A-Z][A-Z0-9_]+))/g)].map(([, quoted, dotted]) => (quoted ?? dotted)!);
  return [...new Set(names)].sort();
}

describe('configuration from the environment', () => {
  test('the README documents every variable, with its default and effect', () => {
    const readme = readFileSync('README.md', 'utf8');
    const variables = variablesRead();
    expect(variables).toEqual(expect.arrayContaining(['CONSENT_COOKIE_NAME', 'MAPS_API_KEY', 'RECAPTCHA_SITE_KEY', 'TAG_MANAGER_ID', 'VIDEO_API_KEY']));
    for (const variable of variables) expect(readme, variable).toMatch(new RegExp(`^\\| \`${variable}\` \\| [^|]+ \\| [^|]+ \\|$`, 'm'));
  });

  test('has working defaults', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      siteUrl: 'http://127.0.0.1:3000',
      backofficeUrl: undefined,
      dataDir: '/srv/site/data',
      accessLog: true,
      renderTimeoutMs: 10000,
      catalogueCacheTtlMs: 10000,
      renderCacheMaxBytes: 32 * 1024 * 1024,
      renderCacheTtlMs: 10000,
      renderCacheStaleMs: 60000,
      shutdownTimeoutMs: 10000,
      drainDelayMs: 1000,
      redirectsCsv: '/srv/site/redirects.csv',
      ipAllowList: [],
      trustProxy: false,
    });
  });

  test('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        SITE_URL: 'https://www.example.com/',
        BACKOFFICE_URL: 'http://10.0.0.5:4000/api/v1',
        ACCESS_LOG: 'off',
        DATA_DIR: '/var/lib/site',
        CANONICAL_HOST: 'www.example.com',
        ALTERNATE_HOSTS: 'example.com, www.example.fr',
        IP_ALLOWLIST: '10.0.0.0/8,127.0.0.1',
        TRUST_PROXY: 'true',
        RECAPTCHA_SITE_KEY: 'site-key_123',
        TAG_MANAGER_ID: 'GTM-ABC123',
        CONSENT_COOKIE_NAME: 'consent',
        MAPS_API_KEY: 'maps-key_1',
        VIDEO_API_KEY: 'video-key_1',
        RECAPTCHA_VERSION: '3',
        BACKOFFICE_ADMIN_TOKEN: 'admin-secret',
        SITE_ADMIN_TOKEN: 'site-admin-secret-0123',
        RENDER_CACHE_MAX_BYTES: '0',
        RENDER_CACHE_TTL_MS: '2000',
        RENDER_CACHE_STALE_MS: '0',
      },
      '/srv/site',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      siteUrl: 'https://www.example.com',
      backofficeUrl: 'http://10.0.0.5:4000/api/v1',
      accessLog: false,
      dataDir: '/var/lib/site',
      canonicalHost: 'www.example.com',
      alternateHosts: ['example.com', 'www.example.fr'],
      ipAllowList: ['10.0.0.0/8', '127.0.0.1'],
      trustProxy: true,
      backofficeAdminToken: 'admin-secret',
      siteAdminToken: 'site-admin-secret-0123',
      renderCacheMaxBytes: 0,
      renderCacheTtlMs: 2000,
      renderCacheStaleMs: 0,
      thirdParties: {
        botCheckSiteKey: 'site-key_123',
        botCheckVersion: 3,
        mapsKey: 'maps-key_1',
        videoKey: 'video-key_1',
        tagManagerId: 'GTM-ABC123',
        consentCookieName: 'consent',
      },
    });
  });

  test('leaves every third party off when no key is set', () => {
    expect(loadConfig({}).thirdParties).toEqual({
      botCheckSiteKey: null,
      botCheckVersion: 3,
      mapsKey: null,
      videoKey: null,
      tagManagerId: null,
      consentCookieName: 'cookie_consent',
    });
  });

  test('verifies bot-check tokens only with a secret key: Google’s siteverify and a 0.5 score by default', () => {
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'site-key' }).botCheck).toBeUndefined();
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-1234' }).botCheck).toEqual({
      secretKey: 'secret-1234',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.5,
      timeoutMs: 5000,
    });
    const configured = loadConfig({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET_KEY: 'secret-1234',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
      RECAPTCHA_MIN_SCORE: '0.7',
    }).botCheck;
    expect(configured).toMatchObject({ verifyUrl: 'http://127.0.0.1:9999/siteverify', minScore: 0.7 });
  });

  test('runs the back office from the script BACKOFFICE_ENTRY names, which must exist', () => {
    expect(loadConfig({}).backofficeEntry).toBeUndefined();
    expect(loadConfig({ BACKOFFICE_ENTRY: 'package.json' }, process.cwd()).backofficeEntry).toBe(path.resolve('package.json'));
    expect(() => loadConfig({ BACKOFFICE_ENTRY: 'dist/nowhere/main.js' })).toThrow(/Invalid BACKOFFICE_ENTRY="dist\/nowhere\/main.js": expected an existing file/);
  });

  test('never writes the secret key into an error', () => {
    expect(() => loadConfig({ RECAPTCHA_SECRET_KEY: 'the-real-secret' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('the-real-secret') }));
  });

  test('refuses a guessable site admin token without writing it, and leaves the endpoint closed without one', () => {
    expect(() => loadConfig({ SITE_ADMIN_TOKEN: 'short-secret' })).toThrow(/Invalid SITE_ADMIN_TOKEN="\(hidden\)": expected at least 16/);
    expect(() => loadConfig({ SITE_ADMIN_TOKEN: 'short-secret' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('short-secret') }));
    expect(() => loadConfig({ SITE_ADMIN_TOKEN: 'a token with spaces in it' })).toThrow(/Invalid SITE_ADMIN_TOKEN/);
    expect(loadConfig({}).siteAdminToken).toBeUndefined();
  });

  test.each([
    [{ PORT: 'eighty' }, /Invalid PORT="eighty": expected a whole number from 0 to 65535/],
    [{ PORT: '70000' }, /Invalid PORT="70000"/],
    [{ SITE_URL: 'www.example.com' }, /Invalid SITE_URL="www.example.com": expected an absolute http\(s\) URL/],
    [{ BACKOFFICE_URL: 'ftp://x' }, /Invalid BACKOFFICE_URL/],
    [{ ACCESS_LOG: 'maybe' }, /Invalid ACCESS_LOG="maybe": expected on or off/],
    [{ RENDER_TIMEOUT_MS: '5' }, /Invalid RENDER_TIMEOUT_MS="5"/],
    [{ RENDER_CACHE_MAX_BYTES: '32MB' }, /Invalid RENDER_CACHE_MAX_BYTES="32MB": expected a whole number from 0 to 1073741824/],
    [{ RENDER_CACHE_TTL_MS: '0' }, /Invalid RENDER_CACHE_TTL_MS="0": expected a whole number from 100 to 3600000/],
    [{ RENDER_CACHE_STALE_MS: '-1' }, /Invalid RENDER_CACHE_STALE_MS="-1"/],
    [{ ALTERNATE_HOSTS: 'good.com,bad host' }, /Invalid ALTERNATE_HOSTS="bad host"/],
    [{ HOST: 'a b' }, /Invalid HOST="a b"/],
    [{ RECAPTCHA_SITE_KEY: '"><script>' }, /Invalid RECAPTCHA_SITE_KEY/],
    [{ RECAPTCHA_VERSION: '2' }, /Invalid RECAPTCHA_VERSION="2": expected a whole number from 3 to 3/],
    [{ MAPS_API_KEY: 'a key' }, /Invalid MAPS_API_KEY="a key"/],
    [{ VIDEO_API_KEY: 'k' }, /Invalid VIDEO_API_KEY="k"/],
    [{ TAG_MANAGER_ID: 'UA-12345-1' }, /Invalid TAG_MANAGER_ID="UA-12345-1": expected a tag manager container id such as GTM-ABC1234/],
    [{ CONSENT_COOKIE_NAME: 'consent;path=/' }, /Invalid CONSENT_COOKIE_NAME="consent;path=\/": expected a cookie name/],
    [{ DRAIN_DELAY_MS: '10000' }, /Invalid DRAIN_DELAY_MS="10000": expected less than SHUTDOWN_TIMEOUT_MS \(10000\)/],
    [{ RECAPTCHA_SECRET_KEY: 'secret-1234' }, /Invalid RECAPTCHA_SECRET_KEY="\(hidden\)": expected RECAPTCHA_SITE_KEY to be set as well/],
    [{ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'bad secret!' }, /Invalid RECAPTCHA_SECRET_KEY="\(hidden\)"/],
    [{ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-1234', RECAPTCHA_MIN_SCORE: '1.5' }, /Invalid RECAPTCHA_MIN_SCORE="1.5": expected a number from 0 to 1/],
    [{ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-1234', RECAPTCHA_MIN_SCORE: 'half' }, /Invalid RECAPTCHA_MIN_SCORE="half"/],
    [{ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-1234', RECAPTCHA_VERIFY_URL: 'siteverify' }, /Invalid RECAPTCHA_VERIFY_URL="siteverify"/],
  ])('refuses %o naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
  });
});
