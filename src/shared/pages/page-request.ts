/**
 * The request facts a page may know, and nothing else (docs/decisions/163). The server builds a
 * PageRequest from the HTTP request in one place (src/server/render/page-request.ts);
 * resolve-page.ts and the page's loader read only this. The render cache's key is derived from the same object, field by field
 * (page-request-key.ts), so a new fact a page reads is a new field, and a new field cannot be
 * forgotten by the key: tsc refuses the key without it.
 *
 * The locale and the audience are the route's (the path's prefix and target segment), so the
 * path already keys them.
 */
import type { PostedForm } from '../blocks/forms/posted-form.ts';

export interface PageRequest {
  /** The path as requested, still percent-encoded. */
  readonly path: string;
  /** The query string with its `?`, or ''. The page state's `url` is the path and the query. */
  readonly query: string;
  /**
   * The language the visitor asked for (their stored choice, then Accept-Language) when it is not
   * the default one, read on the language root only: the one address answered by language, which
   * sends them to that language's home (route-page.ts). None elsewhere.
   */
  readonly preferredLocale?: string | undefined;
  /** Whether the browser takes WebP pictures (its Accept header): part of the page's state. */
  readonly supportsWebp: boolean;
  /** A crawler gets the whole document awaited, without fallbacks. */
  readonly crawler?: boolean;
  /** Whether the visitor carries a login token: guarded pages open, and the page is theirs alone. */
  readonly signedIn: boolean;
  /** A form posted to this page without JavaScript and refused: the page shows it again. */
  readonly postedForm?: PostedForm | undefined;
}
