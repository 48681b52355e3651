/**
 * Without JavaScript the menus cannot open on a click: dropdowns open on hover and focus, and
 * on small screens the menu is shown in the page instead of a drawer. Sent inside <noscript>,
 * so that browsers running the scripts never lay the page out this way (no shift on hydration).
 */
export const noScriptCss =
  '.main-menu__item:hover>.menu-panel,.main-menu__item:focus-within>.menu-panel{display:flex}' +
  '@media (max-width:1024px){.main-nav{position:static;transform:none;visibility:visible;width:auto;box-shadow:none}.menu-panel{display:flex}.burger,.main-nav__close{display:none}}';
