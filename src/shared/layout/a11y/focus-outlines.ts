/**
 * Spec §4: the Tab key turns focus outlines on (for every focused element, including those
 * focused by script); a pointer press turns them back off. `:focus-visible` keeps outlines for
 * keyboard users even before this runs or without JavaScript. Plain listeners on the document,
 * started by the islands' starter: a keyboard visitor gets them on a page where no island wakes.
 */
export function watchFocusOutlines(): void {
  const root = document.documentElement;
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') root.dataset.focusOutlines = 'on';
  });
  document.addEventListener('pointerdown', () => delete root.dataset.focusOutlines);
}
