/** The invisible bot check: the spec's errors, and forms that work without a key. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { botCheckToken } from '../../src/shared/features/bot-check/model.ts';
import {
  EXECUTE_FAILED_MESSAGE,
  NO_KEY_MESSAGE,
  NO_VERSION_MESSAGE,
  SCRIPT_FAILED_MESSAGE,
  actionName,
  recaptchaToken,
} from '../../src/shared/features/bot-check/recaptcha.ts';

interface FakeScript {
  src: string;
  onload?: () => void;
  onerror?: () => void;
}

/** A document whose scripts "load" as told, without any network. */
function fakeDocument(outcome: 'load' | 'error', grecaptcha?: { ready(callback: () => void): void; execute(): Promise<string> }) {
  const scripts: FakeScript[] = [];
  vi.stubGlobal('document', {
    createElement: () => ({}) as FakeScript,
    head: {
      append: (script: FakeScript) => {
        scripts.push(script);
        queueMicrotask(() => {
          if (outcome === 'error') script.onerror?.();
          else {
            vi.stubGlobal('window', { grecaptcha });
            script.onload?.();
          }
        });
      },
    },
  });
  vi.stubGlobal('window', {});
  return scripts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reCAPTCHA v3', () => {
  test('needs a key and a version', async () => {
    await expect(recaptchaToken({ siteKey: null, version: 3 }, 'contact')).rejects.toThrow(NO_KEY_MESSAGE);
    await expect(recaptchaToken({ siteKey: 'key', version: null }, 'contact')).rejects.toThrow(NO_VERSION_MESSAGE);
  });

  test('a script that cannot load is "ReCaptcha error: Failed to load script"', async () => {
    const scripts = fakeDocument('error');
    await expect(recaptchaToken({ siteKey: 'site-key', version: 3, scriptUrl: 'https://bot-check.invalid/a.js' }, 'contact')).rejects.toThrow(SCRIPT_FAILED_MESSAGE);
    expect(scripts.map((script) => script.src)).toEqual(['https://bot-check.invalid/a.js']);
  });

  test('an execute that fails is "Failed to execute"; one that works gives the token', async () => {
    fakeDocument('load', { ready: (callback) => callback(), execute: () => Promise.reject(new Error('timeout')) });
    await expect(recaptchaToken({ siteKey: 'site-key', version: 3, scriptUrl: 'https://bot-check.invalid/b.js' }, 'contact')).rejects.toThrow(EXECUTE_FAILED_MESSAGE);
    fakeDocument('load', { ready: (callback) => callback(), execute: () => Promise.resolve('token-123') });
    await expect(recaptchaToken({ siteKey: 'site-key', version: 3, scriptUrl: 'https://bot-check.invalid/c.js' }, 'contact')).resolves.toBe('token-123');
  });

  test('action names are what reCAPTCHA accepts', () => {
    expect(actionName('POST /contact')).toBe('contact');
    expect(actionName('POST /landing/data')).toBe('landing_data');
    expect(actionName('POST /training-inscription')).toBe('training_inscription');
  });
});

describe('the forms’ bot check', () => {
  test('without a site key there is no check at all: nothing loads, no token', async () => {
    const append = vi.fn();
    vi.stubGlobal('document', { createElement: () => ({}), head: { append } });
    await expect(botCheckToken({ siteKey: null, version: 3 }, 'POST /contact')).resolves.toBeUndefined();
    expect(append).not.toHaveBeenCalled();
  });

  test('a failing check is logged with the spec’s message and the form goes without a token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(botCheckToken({ siteKey: 'site-key', version: null }, 'POST /contact')).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(NO_VERSION_MESSAGE);
  });
});
