/**
 * Server-side verification of a reCAPTCHA v3 token (siteverify) before a form is forwarded: the
 * token must be valid, for the form's own action, and score at least the configured threshold.
 * Only built when a secret key is configured: otherwise the site makes no such call at all.
 */
import { actionName } from '../../shared/features/bot-check/recaptcha.ts';
import type { MessageName } from '../../shared/kernel/i18n/translation-types.ts';

export interface BotCheckSettings {
  readonly secretKey: string;
  /** Google's `https://www.google.com/recaptcha/api/siteverify` unless configured otherwise. */
  readonly verifyUrl: string;
  /** 0 (a bot) to 1 (a person); below this a submission is refused. */
  readonly minScore: number;
  readonly timeoutMs: number;
}

/** A refusal names its validation message; the caller words it in the visitor's language. */
export type BotCheckRefusal = Extract<MessageName, 'botCheckMissing' | 'botCheckFailed' | 'botCheckUnavailable'>;

export type BotCheckResult = { readonly ok: true } | { readonly ok: false; readonly status: 403 | 503; readonly message: BotCheckRefusal };

export type BotCheck = (token: string | undefined, endpoint: string, remoteIp: string | undefined) => Promise<BotCheckResult>;

/** reCAPTCHA tokens are about 2 kB; anything far longer is not one (and is not sent on). */
const MAX_TOKEN_LENGTH = 8192;

interface SiteVerifyAnswer {
  readonly success?: unknown;
  readonly score?: unknown;
  readonly action?: unknown;
}

const refused = (message: BotCheckRefusal): BotCheckResult => ({ ok: false, status: 403, message });

export function createRecaptchaVerifier(settings: BotCheckSettings, log: (line: string) => void): BotCheck {
  return async (token, endpoint, remoteIp) => {
    if (!token) return refused('botCheckMissing');
    if (token.length > MAX_TOKEN_LENGTH) return refused('botCheckFailed');
    const form = new URLSearchParams({ secret: settings.secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: SiteVerifyAnswer;
    try {
      const response = await fetch(settings.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(settings.timeoutMs) });
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      answer = (await response.json()) as SiteVerifyAnswer;
    } catch (error) {
      // Nothing is forwarded unverified: the visitor is asked to try again later.
      log(`bot check: the verification service failed: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false, status: 503, message: 'botCheckUnavailable' };
    }
    const passed =
      answer.success === true && typeof answer.score === 'number' && answer.score >= settings.minScore && answer.action === actionName(endpoint);
    return passed ? { ok: true } : refused('botCheckFailed');
  };
}
