/**
 * What starts once the page is interactive and the browser idle, each by being imported and
 * reading its switch from the page's state, in one chunk the first load names once: the worksite
 * offline mode (decision 171) and visitors' Web Vitals (decision 192).
 */
import './field-vitals.ts';

/** The offline notice's messages (tests/i18n/message-areas.test.ts reads a lazy root's area). */
export { messages } from './offline-mode.ts';
