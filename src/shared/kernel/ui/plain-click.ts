/** The modifier keys and button of a click, from React's event or the DOM's alike. */
type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A plain left click: a link clicked so opens in place; with a modifier or another button the browser opens it its own way. */
export function isPlainLeftClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
