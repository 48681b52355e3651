/**
 * The language a visitor follows a language link to is remembered in the locale cookie (spec §4,
 * `i18n_redirected`, 365 days, SameSite=Lax), which the server reads on `/`. The links are plain
 * links, and a visitor who lands on a page in the wrong language picks the right one at once,
 * often before the page's modules have started (they wait for its first paint, decision 169)
 * or hydrated: a click handler of the page's React tree would miss that choice. This one-line
 * script in the head listens to clicks on the whole document from the first frame, before and
 * after hydration, and writes the cookie for a link marked with the locale it leads to
 * (decision 177). It is the only writer of that cookie.
 *
 * The same text on every page, allowed by its hash in the Content-Security-Policy (app.ts), like
 * the consent hint; the server puts it in the document config, and the client reads it back
 * from the page, so this builder is no part of the client build. The cookie's attributes come
 * from `cookieString`, the site's one format.
 */
import { toScriptJson } from '../../kernel/data/script-json.ts';
import { localeCookie } from '../../kernel/session/cookies.ts';
import { cookieString } from '../persistence/cookie-text.ts';
import { LOCALE_CHOICE_ATTRIBUTE } from './model.ts';

const LOCALE_COOKIE_DAYS = 365;

// The cookie text around its value, as `cookieString` writes it on http and on https.
const valueMark = 'LOCALE';
const [cookieStart, plainEnd] = cookieTextAround(false);
const [, secureEnd] = cookieTextAround(true);

export const localeChoiceScript =
  `document.addEventListener('click',function(event){` +
  `var link=event.target instanceof Element&&event.target.closest('a[${LOCALE_CHOICE_ATTRIBUTE}]');` +
  `if(link)document.cookie=${toScriptJson(cookieStart)}+encodeURIComponent(link.getAttribute('${LOCALE_CHOICE_ATTRIBUTE}'))+(location.protocol==='https:'?${toScriptJson(secureEnd)}:${toScriptJson(plainEnd)})` +
  `},true)`;

function cookieTextAround(secure: boolean): readonly [string, string] {
  const text = cookieString({ name: localeCookie, value: valueMark, maxAgeSeconds: LOCALE_COOKIE_DAYS * 86_400 }, secure);
  const at = text.indexOf(`=${valueMark}`) + 1;
  return [text.slice(0, at), text.slice(at + valueMark.length)];
}
