/**
 * What starts once the page is interactive and the browser idle, each by being imported and
 * reading its switch from the page's state, in one chunk the first load names once: the worksite
 * offline mode (decision 171) and visitors' Web Vitals (decision 192).
 */
import './field-vitals.ts';
import './offline-mode.ts';
