/**
 * Server-side verification of a reCAPTCHA v3 token (siteverify) before a form is forwarded: the
 * token must be valid, for the form's own action, and score at least the configured threshold.
 * Only built when a secret key is configured: otherwise the site makes no such call at all.
 */
import { actionName } from '../../shared/features/bot-check/recaptcha.ts';
import {
  BOT_CHECK_FAILED_MESSAGE,
  BOT_CHECK_MISSING_MESSAGE,
  BOT_CHECK_UNAVAILABLE_MESSAGE,
} from '../../shared/validation/messages.ts';

export interface BotCheckSettings {
  readonly secretKey: string;
  /** Google's `https://www.google.com/recaptcha/api/siteverify` unless configured otherwise. */
  readonly verifyUrl: string;
  /** 0 (a bot) to 1 (a person); below this a submission is refused. */
  readonly minScore: number;
  readonly timeoutMs: number;
}

export type BotCheckResult = { readonly ok: true } | { readonly ok: false; readonly status: 403 | 503; readonly message: string };

export type BotCheck = (token: string | undefined, endpoint: string, remoteIp: string | undefined) => Promise<BotCheckResult>;

/** reCAPTCHA tokens are about 2 kB; anything far longer is not one (and is not sent on). */
const MAX_TOKEN_LENGTH = 8192;

interface SiteVerifyAnswer {
  readonly success?: unknown;
  readonly score?: unknown;
  readonly action?: unknown;
}

const refused = (message: string): BotCheckResult => ({ ok: false, status: 403, message });

export function createRecaptchaVerifier(settings: BotCheckSettings, log: (line: string) => void): BotCheck {
  return async (token, endpoint, remoteIp) => {
    if (!token) return refused(BOT_CHECK_MISSING_MESSAGE);
    if (token.length > MAX_TOKEN_LENGTH) return refused(BOT_CHECK_FAILED_MESSAGE);
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
      return { ok: false, status: 503, message: BOT_CHECK_UNAVAILABLE_MESSAGE };
    }
    const passed =
      answer.success === true && typeof answer.score === 'number' && answer.score >= settings.minScore && answer.action === actionName(endpoint);
    return passed ? { ok: true } : refused(BOT_CHECK_FAILED_MESSAGE);
  };
}
