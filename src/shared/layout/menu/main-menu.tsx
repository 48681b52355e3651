import { createContext, memo, use, useCallback, useEffect, useRef, useState, type Dispatch, type ReactNode, type RefObject, type SetStateAction } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import type { Menu } from '../../kernel/api/entities/site.ts';
import type { Target } from '../../kernel/routing/target.ts';
import { StaticPart } from '../../kernel/ui/static-part.tsx';
import { topBarContentClass } from '../header/contacts-and-switchers.tsx';
import { Link } from '../../features/app/link.tsx';
import { $comparedCount } from '../../features/comparator/model.ts';
import { $isMobile } from '../../features/device/model.ts';
import { useFocusTrap } from '../a11y/use-focus-trap.ts';
import { $burgerOpen, burgerClosed } from './burger-model.ts';
import { menuColor } from './menu-columns.ts';
import { MenuLinkItem, type MenuDestination } from './menu-link.tsx';

export const mainMenuId = 'main-menu';

/** A group of the main menu as its island knows it: the panel's links are static (MenuPanel). */
export interface MenuGroupEntry extends MenuDestination {
  readonly color: string | null;
  readonly hasPanel: boolean;
}

/** The audience's main menu as the island's props: each group where it leads, its colour, and whether it has a panel. */
export function menuGroupsOf(menus: readonly Menu[], target: Target): readonly MenuGroupEntry[] {
  const items = menus.find((menu) => menu.code === `menu_${target}`)?.items ?? [];
  return items.map(({ id, code, type, slug, external_url, label, color, childs, pushes }) => ({ id, code, type, slug, external_url, label, color, hasPanel: childs.length > 0 || pushes.length > 0 }));
}

/**
 * The main navigation (spec §2): the back office's menu_{target}. On wide screens a group opens
 * its dropdown on hover and closes on leave or on a click; on small screens the burger shows the
 * whole menu as a drawer whose groups fold and unfold, over a backdrop that dims the page and
 * closes it on a click; a copy of the top bar (contacts and switchers, static links) ends the open
 * drawer, made when it first opens. The comparator link and count close the list. An island: the
 * panels' links are static parts, rendered by the server from the menus the page's state does not
 * carry.
 *
 * The device is measured after hydration: the groups read it when hovered, not as a prop, so
 * that measuring a phone renders none of them again.
 */
export function MainMenu({ groups }: { readonly groups: readonly MenuGroupEntry[] }) {
  const intl = useIntl();
  const [comparedCount, isMobile, burgerOpen, closeBurger] = useUnit([$comparedCount, $isMobile, $burgerOpen, burgerClosed]);
  const [openIndex, setOpenIndex] = useState<number | undefined>(undefined);
  const drawer = useRef<HTMLElement>(null);
  const hoverable = useRef(!isMobile);
  useEffect(() => {
    hoverable.current = !isMobile;
  }, [isMobile]);
  useFocusTrap(drawer, isMobile && burgerOpen, closeBurger);
  // The burger shows on small screens only: its drawer ends with the top bar, which they hide.
  const extras = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = extras.current;
    if (burgerOpen && target) target.append(...copyOfTopBar());
  }, [burgerOpen]);
  const close = useCallback(() => setOpenIndex(undefined), []);

  return (
    <>
      <div className="main-nav__backdrop" hidden={!burgerOpen} aria-hidden="true" onClick={closeBurger} />
      <nav
        id={mainMenuId}
        ref={drawer}
        className="main-nav"
        data-open={burgerOpen || undefined}
        aria-label={intl.formatMessage({ id: 'a11y.mainNavigation' })}
      >
        <button type="button" className="main-nav__close" onClick={closeBurger}>
          <FormattedMessage id="header.closeMenu" />
        </button>
        <ul className="main-menu">
          {groups.map((item, index) => (
            <MenuGroup key={item.id} item={item} index={index} open={openIndex === index} hoverable={hoverable} onOpenIndex={setOpenIndex} onClose={close} />
          ))}
          <li className="main-menu__item main-menu__item--comparator">
            <Link to={{ name: 'comparator' }} className="main-menu__link">
              <FormattedMessage id="header.comparator" values={{ count: comparedCount }} />
            </Link>
          </li>
        </ul>
        {burgerOpen && <div ref={extras} className="main-nav__extras" />}
      </nav>
    </>
  );
}

interface MenuGroupProps {
  readonly item: MenuGroupEntry;
  readonly index: number;
  readonly open: boolean;
  /** Whether the group opens on hover (wide screens) rather than on a click (the drawer). */
  readonly hoverable: RefObject<boolean>;
  readonly onOpenIndex: Dispatch<SetStateAction<number | undefined>>;
  onClose(): void;
}

/**
 * Renders a group's panel on the server (menu-panel.tsx, which the browser never loads): given by
 * the server's render, absent in the browser, where the panels are static parts.
 */
export const MenuPanelsContext = createContext<((itemId: number) => ReactNode) | null>(null);

const MenuGroup = memo(function MenuGroup({ item, index, open, hoverable, onOpenIndex, onClose }: MenuGroupProps) {
  const renderPanel = use(MenuPanelsContext);
  const trigger = useRef<HTMLButtonElement>(null);
  const onOpen = () => onOpenIndex(index);
  const color = menuColor(item.color);
  const style = color ? ({ '--menu-color': color } as React.CSSProperties) : undefined;
  if (!item.hasPanel) {
    return (
      <li className="main-menu__item" style={style}>
        <MenuLinkItem item={item} className="main-menu__link" />
      </li>
    );
  }
  const panelId = `menu-panel-${item.id}`;
  return (
    <li
      className="main-menu__item main-menu__item--group"
      style={style}
      data-open={open || undefined}
      onMouseEnter={() => hoverable.current && onOpen()}
      onMouseLeave={() => hoverable.current && onClose()}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onClose();
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="main-menu__link main-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        // The pointer that clicks a hoverable group has just opened it by hovering: the click keeps it
        // open (leaving closes it) instead of closing what the visitor came for. Keys (detail 0) toggle.
        onClick={(event) => (hoverable.current && event.detail > 0 ? onOpen() : onOpenIndex((current) => (current === index ? undefined : index)))}
      >
        {item.label}
      </button>
      <StaticPart id={panelId} className="menu-panel">
        {renderPanel?.(item.id)}
      </StaticPart>
    </li>
  );
});


/** The top bar's static content, copied (not rendered twice in every page's HTML). */
function copyOfTopBar(): Node[] {
  const source = document.querySelector(`.${topBarContentClass}`);
  return source ? [...source.childNodes].map((node) => node.cloneNode(true)) : [];
}
