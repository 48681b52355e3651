import { useUnit } from 'effector-react';
import { $menus, $target } from '../../features/app/model.ts';
import { chunk, menuColor } from './menu-columns.ts';
import { MenuLinkItem } from './menu-link.tsx';
import { MenuPush } from './menu-push.tsx';

/** A group's panel: its links in columns and its pushes, rendered once by the server. */
export function MenuPanel({ itemId }: { readonly itemId: number }) {
  const [menus, target] = useUnit([$menus, $target]);
  const item = menus.find((menu) => menu.code === `menu_${target}`)?.items.find((group) => group.id === itemId);
  if (!item) return null;
  return (
    <>
      <div className="menu-panel__columns">
        {chunk(item.childs).map((column, index) => (
          <ul key={index} className="menu-panel__column">
            {column.map((child) => (
              <li key={child.id} style={menuColor(child.color) ? ({ '--menu-color': menuColor(child.color) } as React.CSSProperties) : undefined}>
                <MenuLinkItem item={child} className="menu-panel__link" />
              </li>
            ))}
          </ul>
        ))}
      </div>
      {item.pushes.length > 0 && (
        <div className="menu-panel__pushes">
          {item.pushes.map((push, index) => (
            <MenuPush key={push.id} push={push} promo={index === 0} />
          ))}
        </div>
      )}
    </>
  );
}
