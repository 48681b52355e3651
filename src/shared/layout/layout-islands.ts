/**
 * The layout's islands that wake on every page at once or when idle (src/shared/app/islands.ts),
 * as one module: the browser fetches them in one file rather than a dozen of a few hundred bytes
 * each, and compresses them together. The islands woken by a visitor's first touch (the burger,
 * the search box, the country list, the cookie preferences) keep modules of their own.
 */
export { HeaderHiding } from './header/header-hiding.tsx';
export { FavoritesLink } from './header/favorites-link.tsx';
export { MainMenu } from './menu/main-menu.tsx';
export { GoToTop } from './widgets/go-to-top.tsx';
export { MobileToolbar } from './widgets/mobile-toolbar.tsx';
export { ScanButton } from './widgets/scan-button.tsx';
export { LayoutEffects } from './layout-effects.tsx';
export { AccountLink } from '../features/auth/account-link.tsx';
export { CompareTraySlot } from '../features/comparator/compare-tray-slot.tsx';
export { ScanModal } from '../features/scan-modal/scan-modal.tsx';
export { ChoiceGuideModal } from '../features/choice-guide/choice-guide-modal.tsx';
export { Toasts } from '../features/toast/toasts.tsx';
export { ConsentBanner } from '../features/consent/consent-banner.tsx';
