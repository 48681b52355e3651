/**
 * The visitor's consent (spec §9): analytics, ads, the social pixel, the pinterest tag and video
 * embeds. Stored in the consent cookie as `analytics=true,ads=false,...`; the video flag is the
 * `youtube` entry (spec §4: video consent is true when the cookie lists youtube=true).
 */
export const consentCategories = ['analytics', 'ads', 'facebook', 'pinterest', 'youtube'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type ConsentChoices = Readonly<Record<ConsentCategory, boolean>>;

/** Kept 6 months, then asked again. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

export function allChoices(value: boolean): ConsentChoices {
  return Object.fromEntries(consentCategories.map((category) => [category, value])) as Record<ConsentCategory, boolean>;
}

export function serializeChoices(choices: ConsentChoices): string {
  return consentCategories.map((category) => `${category}=${choices[category]}`).join(',');
}

/** The choices a cookie holds, or null when it holds none (never decided, or unreadable). */
export function parseChoices(value: string | undefined): ConsentChoices | null {
  if (!value) return null;
  const choices: Record<string, boolean> = Object.create(null);
  for (const pair of value.split(',')) {
    const [key, flag] = pair.split('=').map((part) => part.trim());
    if (consentCategories.includes(key as ConsentCategory) && (flag === 'true' || flag === 'false')) choices[key!] = flag === 'true';
  }
  if (Object.keys(choices).length === 0) return null;
  // A category the cookie does not name (added since) is refused until the visitor says otherwise.
  return Object.fromEntries(consentCategories.map((category) => [category, choices[category] === true])) as Record<ConsentCategory, boolean>;
}

/** Whether any category that the tag manager serves is accepted. */
export function allowsTagManager(choices: ConsentChoices | null): boolean {
  return choices !== null && (choices.analytics || choices.ads || choices.facebook || choices.pinterest);
}
