/**
 * The bot check of the site's forms: on only when a site key is configured. A check that fails
 * (script blocked, execute refused) is logged with the spec's message and the form is sent
 * without a token: the server decides, and a visitor behind a blocker is never stuck.
 */
import { $thirdParties } from '../consent/third-parties.ts';
import { actionName, recaptchaToken } from './recaptcha.ts';

export interface BotCheckConfig {
  readonly siteKey: string | null;
  readonly version: number | null;
}

export const $botCheck = $thirdParties.map((config): BotCheckConfig => ({ siteKey: config.botCheckSiteKey, version: config.botCheckVersion }));

export async function botCheckToken(config: BotCheckConfig, endpoint: string): Promise<string | undefined> {
  if (config.siteKey === null) return undefined;
  try {
    return await recaptchaToken(config, actionName(endpoint));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return undefined;
  }
}
