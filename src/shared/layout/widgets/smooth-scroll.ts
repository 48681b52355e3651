/** Spec §9: scrolling to the top takes 500 ms, linearly. */
export const scrollDurationMs = 500;

/** Scrolls the window to `top` linearly over `durationMs` (at once when motion is reduced). */
export function scrollLinearly(top: number, durationMs: number, done: () => void): void {
  const start = window.scrollY;
  if (durationMs <= 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, top);
    done();
    return;
  }
  // Timed on the frames' own clock from the first frame: a frame's time can precede the click
  // that asked for it (a busy machine), which against performance.now() made the first step
  // scroll the wrong way.
  let startedAt: number | undefined;
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo(0, start + (top - start) * progress);
    if (progress < 1) requestAnimationFrame(step);
    else done();
  };
  requestAnimationFrame(step);
}
