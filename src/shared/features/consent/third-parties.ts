/**
 * The third-party services the environment configures (spec §9: bot-check site key, maps key,
 * video key, tag-manager id, consent cookie name). The server settles `thirdPartiesConfigured`
 * in each request's scope; nothing third-party loads when its key is absent (decisions §3).
 */
import { createEvent, createStore, sample } from 'effector';
import { thirdPartiesSid } from './tag-manager-configured.ts';

export interface ThirdPartyConfig {
  readonly botCheckSiteKey: string | null;
  /** reCAPTCHA version; only 3 (invisible) is supported. */
  readonly botCheckVersion: number | null;
  readonly mapsKey: string | null;
  readonly videoKey: string | null;
  readonly tagManagerId: string | null;
  readonly consentCookieName: string;
}

export const DEFAULT_CONSENT_COOKIE = 'cookie_consent';

export const noThirdParties: ThirdPartyConfig = {
  botCheckSiteKey: null,
  botCheckVersion: 3,
  mapsKey: null,
  videoKey: null,
  tagManagerId: null,
  consentCookieName: DEFAULT_CONSENT_COOKIE,
};

export const thirdPartiesConfigured = createEvent<Partial<ThirdPartyConfig>>();

export const $thirdParties = createStore<ThirdPartyConfig>(noThirdParties, { sid: thirdPartiesSid });

sample({
  clock: thirdPartiesConfigured,
  fn: (config): ThirdPartyConfig => {
    const merged = { ...noThirdParties, ...config };
    // An empty variable means "not configured", never a key made of nothing.
    return {
      ...merged,
      botCheckSiteKey: merged.botCheckSiteKey || null,
      mapsKey: merged.mapsKey || null,
      videoKey: merged.videoKey || null,
      tagManagerId: merged.tagManagerId || null,
      consentCookieName: merged.consentCookieName || DEFAULT_CONSENT_COOKIE,
    };
  },
  target: $thirdParties,
});
