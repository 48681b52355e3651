/**
 * reCAPTCHA v3, invisible (spec §5, §9): the script loads once, on the first submission that
 * needs a token, and each submission gets a fresh action token. The spec's messages are kept.
 */
export const NO_KEY_MESSAGE = 'No key provided';
export const NO_VERSION_MESSAGE = 'No version provided';
export const SCRIPT_FAILED_MESSAGE = 'ReCaptcha error: Failed to load script';
export const EXECUTE_FAILED_MESSAGE = 'Failed to execute';

export const SUPPORTED_VERSION = 3;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export interface RecaptchaOptions {
  readonly siteKey: string | null;
  readonly version: number | null;
  /** Where the script comes from; tests point it elsewhere. */
  readonly scriptUrl?: string;
}

const loads = new Map<string, Promise<Grecaptcha>>();

function scriptUrlFor(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

function loadScript(url: string): Promise<Grecaptcha> {
  const existing = loads.get(url);
  if (existing) return existing;
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error(SCRIPT_FAILED_MESSAGE));
    };
    script.onerror = () => reject(new Error(SCRIPT_FAILED_MESSAGE));
    document.head.append(script);
  });
  // A failed load may be retried by the next submission (a flaky network, a blocker turned off).
  loading.catch(() => loads.delete(url));
  loads.set(url, loading);
  return loading;
}

/** The action name reCAPTCHA accepts (letters, slashes, underscores): `POST /landing/data` → `landing_data`. */
export function actionName(endpoint: string): string {
  return endpoint.replace(/^[A-Z]+ \//, '').replace(/[^A-Za-z/_]/g, '_').replace(/\//g, '_');
}

/** A token for `action`; throws with the spec's messages. */
export async function recaptchaToken(options: RecaptchaOptions, action: string): Promise<string> {
  if (!options.siteKey) throw new Error(NO_KEY_MESSAGE);
  if (!options.version) throw new Error(NO_VERSION_MESSAGE);
  const grecaptcha = await loadScript(options.scriptUrl ?? scriptUrlFor(options.siteKey));
  try {
    return await grecaptcha.execute(options.siteKey, { action });
  } catch {
    throw new Error(EXECUTE_FAILED_MESSAGE);
  }
}
