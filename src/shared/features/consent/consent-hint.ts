/**
 * The consent banner paints with the page's first frame on a first visit. The server cannot
 * know whether a visitor has chosen without making every page vary by cookie (and so useless to
 * a shared cache), so the banner is always in the page, hidden; this one-line script in the head
 * runs before the body is painted and, when no choice is stored, marks the document so the
 * critical styles show the banner. Once hydrated, the consent model takes over (see
 * consent-banner.tsx) and the mark is removed.
 *
 * The script is allowed by its hash in the Content-Security-Policy (the server computes it from
 * the same text), so a cached copy of the page keeps working whatever the nonce of the day.
 */
export const CONSENT_HINT_ATTRIBUTE = 'data-consent';
export const CONSENT_HINT_ASKING = 'ask';

// The cookie name is set once per process: the text is built once, not on every page render.
const scripts = new Map<string, string>();

export function consentHintScript(cookieName: string): string {
  let script = scripts.get(cookieName);
  if (script === undefined) {
    // Escaped for a <script> body: a configured name is letters, digits, dots, dashes and
    // underscores (config.ts), but the script must stay inert whatever it is given.
    const needle = JSON.stringify(`; ${cookieName}=`).replace(/</g, '\\u003c');
    script = `if(("; "+document.cookie).indexOf(${needle})<0)document.documentElement.setAttribute(${JSON.stringify(CONSENT_HINT_ATTRIBUTE)},${JSON.stringify(CONSENT_HINT_ASKING)})`;
    scripts.set(cookieName, script);
  }
  return script;
}
