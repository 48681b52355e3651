/**
 * The server's one reading of a page request (docs/decisions/163): the PageRequest, every fact of
 * the HTTP request a page may know (src/shared/pages/page-request.ts), and beside it the visitor's
 * login token, which their data calls carry and no page reads. The page handler, the render
 * cache's key and the forms posted without JavaScript all read a request through this, and
 * nothing else of it reaches a page.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { LocaleConfig } from '../../shared/kernel/config/locales.ts';
import type { PostedForm } from '../../shared/blocks/forms/posted-form.ts';
import type { PageRequest } from '../../shared/pages/page-request.ts';
import { languageRoot } from '../../shared/pages/route-page.ts';
import { localeCookie, loginTokenCookie } from '../../shared/kernel/session/cookies.ts';
import { parseCookies } from '../cookies.ts';
import { isCrawler } from './crawler.ts';
import { detectLocale } from './detect-locale.ts';
import { isPersonal } from './personal-request.ts';

export interface VisitorRequest {
  readonly page: PageRequest;
  /** The visitor's login token, for their data calls (the page knows `page.signedIn` only). */
  readonly token: string | undefined;
  /** The request carries a login or cart token: never cached (personal-request.ts). */
  readonly personal: boolean;
}

const nonDefault = (locale: LocaleConfig | undefined) => (locale && !locale.default ? locale.code : undefined);

/** `url` is the path and query as requested. */
export function readPageRequest(url: string, headers: IncomingHttpHeaders, locales: readonly LocaleConfig[], postedForm?: PostedForm): VisitorRequest {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const cookies = parseCookies(headers.cookie);
  // An empty token is none: it opens nothing.
  const token = cookies.get(loginTokenCookie) || undefined;
  return {
    page: {
      path,
      query: queryStart === -1 ? '' : url.slice(queryStart),
      preferredLocale: path === languageRoot ? nonDefault(detectLocale(locales, cookies.get(localeCookie), headers['accept-language'])) : undefined,
      supportsWebp: (headers.accept ?? '').includes('image/webp'),
      crawler: isCrawler(headers['user-agent']),
      signedIn: token !== undefined,
      postedForm,
    },
    token,
    personal: isPersonal(cookies),
  };
}
