/**
 * The worksite offline mode and visitors' Web Vitals (when-idle.ts; decisions 171 and 192) start
 * once the page is interactive and the browser idle, so that the first load carries only this
 * import and their evaluation never competes with the page's first tasks. The time-out keeps a
 * page whose main thread never rests from going without them.
 */
export function startWhenIdle(): void {
  const start = () => void import('./when-idle.ts');
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 0);
}
