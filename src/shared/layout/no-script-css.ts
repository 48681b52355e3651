/**
 * Without JavaScript the menus cannot open on a click: dropdowns open on hover and focus, and
 * on small screens the menu and the top bar (whose contents move into the drawer once scripts
 * run) are shown in the page instead. Sent inside <noscript>,
 * so that browsers running the scripts never lay the page out this way (no shift on hydration).
 */
export const noScriptCss =
  '.main-menu__item:hover>.menu-panel,.main-menu__item:focus-within>.menu-panel{display:flex}' +
  '@media (max-width:1024px){.topbar{display:block}.main-nav{position:static;transform:none;visibility:visible;width:auto;box-shadow:none}.menu-panel{display:flex}.burger,.main-nav__close{display:none}}';
