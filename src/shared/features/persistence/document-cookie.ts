/** The effects that write and read the browser's cookies (cookie-text.ts writes and reads their text). */
import { createEffect } from 'effector';
import { cookieString, cookieValue, type CookieWrite } from './cookie-text.ts';

export const writeDocumentCookieFx = createEffect((cookie: CookieWrite) => {
  document.cookie = cookieString(cookie, location.protocol === 'https:');
});

export const readDocumentCookieFx = createEffect((name: string) => cookieValue(document.cookie, name));
