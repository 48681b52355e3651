import { useEffect } from 'react';

/**
 * Spec §4: the Tab key turns focus outlines on (for every focused element, including those
 * focused by script); a pointer press turns them back off. `:focus-visible` keeps outlines for
 * keyboard users even before this runs or without JavaScript.
 */
export function useFocusOutlines(): void {
  useEffect(() => {
    const root = document.documentElement;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') root.dataset.focusOutlines = 'on';
    };
    const onPointerDown = () => delete root.dataset.focusOutlines;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);
}
