/** The cookie carrying the visitor's login token; its presence opens guarded pages (spec §2). */
export const loginTokenCookie = 'login_token';

/** The visitor's chosen locale (spec §4: 365 days, SameSite=Lax). */
export const localeCookie = 'i18n_redirected';
