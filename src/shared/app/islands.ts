/**
 * The islands (decision 199): every interactive part a page may hold, by the name its
 * `<Island name>` gives it, with when it wakes and the module that hydrates it. The browser's
 * starter (src/client/islands/start-islands.ts) loads an island's module, and with the first one
 * the islands' runtime (React, effector), only when a page holds the island and it wakes: static
 * content ships no component code, and a page where nothing wakes loads no runtime at all.
 *
 * - `load`: at once, in document order, each in a task of its own (a form that must not be sent
 *   by the browser, a page that is its island: comparator, favourites);
 * - `idle`: once the browser is idle;
 * - `visible`: when it comes near the viewport (only an island that shows no shared state: one
 *   that does, woken later, would show the page's state as served, not as it is now);
 * - `interaction`: on the first pointer, focus or key in it (the burger, the search box);
 * - `scroll`: on the page's first scroll (what follows the scrolling: the header sliding away);
 * - `with-others`: once another island has started the runtime (what other islands open or
 *   count in: the modals, the toasts, the header's counters).
 *
 * Every island also wakes at the first event in it, and that first event is never lost: it is
 * handled once the island has hydrated. `idleWhen` says what makes an island wake when idle after
 * all, read in the browser before anything loads: what it shows of the visitor's own (saved lists).
 */
import type { ComponentType } from 'react';
import type { MessageCatalogue } from '../kernel/i18n/translation-types.ts';
import { tagManagerConfigured } from '../features/consent/tag-manager-configured.ts';
import { hasSavedLists } from '../features/persistence/saved-lists.ts';
import type { HydrationState } from './hydration-state.ts';

/** The message areas several islands show. */
const catalogueArea = () => import('../kernel/i18n/en/catalogue.ts').then((module) => module.catalogueMessages);
const findingArea = () => import('../kernel/i18n/en/finding.ts').then((module) => module.findingMessages);
const accountArea = () => import('../kernel/i18n/en/account.ts').then((module) => module.accountMessages);
const screensArea = () => import('../kernel/i18n/en/screens.ts').then((module) => module.screensMessages);
const servicesArea = () => import('../kernel/i18n/en/services.ts').then((module) => module.servicesMessages);

/** The layout's everyday islands, one module (layout/layout-islands.ts). */
const layoutIslands = () => import('../layout/layout-islands.ts');

export type IslandWake = 'load' | 'idle' | 'visible' | 'interaction' | 'scroll' | 'with-others';

export interface IslandDefinition {
  readonly wake: IslandWake;
  // Each island's props are its component's: the page wrote them from the same component.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly load: () => Promise<ComponentType<any>>;
  /** When true in the browser, it wakes when idle whatever `wake` says. */
  readonly idleWhen?: (page: HydrationState) => boolean;
  /** The message areas it shows beyond the shell's (the page gave them on the server), loaded with it. */
  readonly messages?: () => Promise<MessageCatalogue>;
}

export const islands = {
  burger: { wake: 'interaction', load: () => import('../layout/menu/burger-button.tsx').then((module) => module.BurgerButton) },
  search: { wake: 'interaction', load: () => import('../features/search/search-box.tsx').then((module) => module.SearchBox) },
  'main-menu': { wake: 'with-others', load: () => layoutIslands().then((module) => module.MainMenu) },
  'country-selector': { wake: 'interaction', load: () => import('../layout/header/country-selector.tsx').then((module) => module.CountryDisclosure) },
  'header-hiding': { wake: 'scroll', load: () => layoutIslands().then((module) => module.HeaderHiding) },
  'favorites-link': { wake: 'with-others', idleWhen: hasSavedLists, load: () => layoutIslands().then((module) => module.FavoritesLink) },
  'account-link': { wake: 'with-others', idleWhen: hasSavedLists, load: () => layoutIslands().then((module) => module.AccountLink) },
  'cookie-preferences': { wake: 'interaction', load: () => import('../features/consent/cookie-preferences-button.tsx').then((module) => module.CookiePreferencesButton) },
  'compare-tray': { wake: 'with-others', idleWhen: hasSavedLists, load: () => layoutIslands().then((module) => module.CompareTraySlot) },
  'scan-button': { wake: 'scroll', load: () => layoutIslands().then((module) => module.ScanButton) },
  'scan-modal': { wake: 'with-others', load: () => layoutIslands().then((module) => module.ScanModal) },
  'choice-guide-modal': { wake: 'with-others', load: () => layoutIslands().then((module) => module.ChoiceGuideModal) },
  'go-to-top': { wake: 'scroll', load: () => layoutIslands().then((module) => module.GoToTop) },
  'mobile-toolbar': { wake: 'with-others', idleWhen: hasSavedLists, load: () => layoutIslands().then((module) => module.MobileToolbar) },
  toasts: { wake: 'with-others', load: () => layoutIslands().then((module) => module.Toasts) },
  // On a first visit the head's hint shows it (consent-hint.ts), and a choice made wakes it.
  'consent-banner': { wake: 'with-others', idleWhen: (page) => tagManagerConfigured(page.effector), load: () => layoutIslands().then((module) => module.ConsentBanner) },
  'slide-controls': {
    wake: 'interaction',
    load: () => import('../blocks/catalogue/hero-slider.tsx').then((module) => module.SlideControls),
    messages: () => import('../kernel/i18n/en/home.ts').then((module) => module.homeMessages),
  },
  'card-actions': { wake: 'interaction', idleWhen: hasSavedLists, load: () => import('../blocks/catalogue/product-card.tsx').then((module) => module.ProductCardActions) },
  // It shows the pack the picker chose.
  'product-gallery': {
    wake: 'with-others',
    load: () => import('../blocks/catalogue/product-gallery.tsx').then((module) => module.ProductGallery),
    messages: catalogueArea,
  },
  // A pack named in the address (`#reference`, a link to it) is chosen as the page opens.
  'pack-picker': {
    wake: 'interaction',
    idleWhen: () => location.hash.length > 1,
    load: () => import('../blocks/catalogue/variant-picker.tsx').then((module) => module.VariantPicker),
    messages: catalogueArea,
  },
  'product-switches': {
    wake: 'interaction',
    idleWhen: hasSavedLists,
    load: () => import('../blocks/catalogue/product-actions.tsx').then((module) => module.ProductSwitches),
    messages: catalogueArea,
  },
  'product-quantity': {
    wake: 'interaction',
    load: () => import('../features/calculator/product-quantity.tsx').then((module) => module.default),
    messages: () => import('../features/calculator/product-quantity.tsx').then((module) => module.messages),
  },
  'consented-video': { wake: 'idle', load: () => import('../features/consent/consented-video.tsx').then((module) => module.ConsentedVideo) },
  'offline-kept': {
    wake: 'load',
    load: () => import('../pages/offline/kept-lists.tsx').then((module) => module.KeptLists),
    messages: () => import('../kernel/i18n/en/screens.ts').then((module) => module.screensMessages),
  },
  'listing-filters': {
    wake: 'interaction',
    load: () => import('../features/listing-filters/filters-button.tsx').then((module) => module.FiltersButton),
    messages: catalogueArea,
  },
  'sort-links': {
    wake: 'interaction',
    load: () => import('../blocks/catalogue/sort-links.tsx').then((module) => module.SortLinks),
    messages: catalogueArea,
  },
  'guide-again': {
    wake: 'interaction',
    load: () => import('../features/choice-guide/guide-again-button.tsx').then((module) => module.GuideAgainButton),
    messages: findingArea,
  },
  'results-tabs': {
    wake: 'load',
    load: () => import('../features/search/results-tabs.tsx').then((module) => module.ResultsTabs),
    messages: findingArea,
  },
  'contact-form': {
    wake: 'idle',
    load: () => import('../pages/contact/contact-form.tsx').then((module) => module.ContactForm),
    messages: servicesArea,
  },
  'start-worksite-form': {
    wake: 'idle',
    load: () => import('../pages/start-worksite/start-worksite-form.tsx').then((module) => module.StartWorksiteForm),
    messages: servicesArea,
  },
  'training-form': {
    wake: 'idle',
    load: () => import('../pages/formations/training-form.tsx').then((module) => module.TrainingForm),
    messages: servicesArea,
  },
  'contest-form': {
    wake: 'idle',
    load: () => import('../pages/landing/contest-form.tsx').then((module) => module.ContestForm),
    messages: servicesArea,
  },
  'quantity-calculator': {
    wake: 'idle',
    load: () => import('../features/calculator/quantity-calculator.tsx').then((module) => module.QuantityCalculator),
    messages: servicesArea,
  },
  'shade-explorer': {
    wake: 'idle',
    load: () => import('../pages/colorimetry/shade-explorer.tsx').then((module) => module.ShadeExplorer),
    messages: servicesArea,
  },
  'application-form': {
    wake: 'idle',
    load: () => import('../blocks/forms/application-form.tsx').then((module) => module.ApplicationForm),
    messages: servicesArea,
  },
  'job-application': {
    wake: 'idle',
    load: () => import('../pages/carrier/job-application.tsx').then((module) => module.JobApplication),
    messages: servicesArea,
  },
  'store-finder': {
    wake: 'idle',
    load: () => import('../features/store-locator/store-finder.tsx').then((module) => module.StoreFinder),
    messages: servicesArea,
  },
  comparator: {
    wake: 'load',
    load: () => import('../pages/comparator/comparator-view.tsx').then((module) => module.ComparatorView),
    messages: findingArea,
  },
  favorites: {
    wake: 'load',
    load: () => import('../pages/favorites/favorites-view.tsx').then((module) => module.FavoritesView),
    // The list's and the e-mail form's (finding), the fields' (services) and the worksite's (screens): the page's areas.
    messages: () => Promise.all([findingArea(), servicesArea(), screensArea()]).then((areas) => Object.assign({}, ...areas) as MessageCatalogue),
  },
  // A login or signup sent before its form woke would be posted by the browser, which these pages
  // do not take: they wake at once.
  'login-form': {
    wake: 'load',
    load: () => import('../pages/login/login-form.tsx').then((module) => module.LoginForm),
    messages: accountArea,
  },
  'signup-form': {
    wake: 'load',
    load: () => import('../pages/signup/signup-form.tsx').then((module) => module.SignupForm),
    messages: accountArea,
  },
  'account-nav': {
    wake: 'idle',
    load: () => import('../features/auth/account-nav.tsx').then((module) => module.AccountNav),
    messages: accountArea,
  },
  // The cart is restored in the browser (shared state): it wakes when idle at the latest.
  'cart-summary': {
    wake: 'idle',
    load: () => import('../features/cart/cart-summary.tsx').then((module) => module.CartSummary),
    messages: accountArea,
  },
  'order-again': {
    wake: 'idle',
    load: () => import('../features/cart/order-again-button.tsx').then((module) => module.OrderAgainButton),
    messages: accountArea,
  },
  'address-book': {
    wake: 'load',
    load: () => import('../pages/my-addresses/address-book.tsx').then((module) => module.AddressBook),
    messages: accountArea,
  },
  'layout-effects': { wake: 'with-others', load: () => layoutIslands().then((module) => module.LayoutEffects) },
} satisfies Record<string, IslandDefinition>;

export type IslandName = keyof typeof islands;

/** The definition of an island named by a page, or undefined for a name no build knows (a stale page). */
export function islandNamed(name: string): IslandDefinition | undefined {
  return Object.hasOwn(islands, name) ? islands[name as IslandName] : undefined;
}
