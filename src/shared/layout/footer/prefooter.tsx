import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import type { MenuLink } from '../../kernel/api/entities/site.ts';
import { Link } from '../../features/app/link.tsx';
import { Picture } from '../../features/app/picture.tsx';
import { $menus, $target } from '../../features/app/model.ts';
import { MenuLinkItem } from '../menu/menu-link.tsx';
import { $topProducts, topProductsCode } from './top-products-model.ts';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { LinkSubjectHint } from '../../kernel/ui/link-subject-hint.tsx';

/**
 * The prefooter menu (menu_prefooter_{target}): a top_produit item lists the top 5 promoted
 * products; a content page with an extract shows it with a "Learn more" link.
 */
export function Prefooter() {
  const [menus, target] = useUnit([$menus, $target]);
  const items = menus.find((menu) => menu.code === `menu_prefooter_${target}`)?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="prefooter">
      {items.map((item) => (
        <section key={item.id} className="prefooter__block" aria-labelledby={`prefooter-${item.id}`}>
          <h2 id={`prefooter-${item.id}`} className="prefooter__title">
            {item.label}
          </h2>
          <PrefooterContent item={item} />
        </section>
      ))}
    </div>
  );
}

function PrefooterContent({ item }: { readonly item: MenuLink }) {
  const topProducts = useUnit($topProducts);
  if (item.code === topProductsCode) {
    return (
      <ol className="top-products">
        {topProducts.map((product) => (
          <li key={product.id}>
            <Link to={{ name: 'product', params: { slug: product.slug } }} className="top-products__link">
              <Picture picture={product.cover} alt="" slot="thumbnail" />
              {/* One flex item: the link's gap goes between the picture and the name, not around its ® */}
              <span>
                <TitleWithMarks title={product.name} />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    );
  }
  if (item.type === 'cms_page' && item.extract) {
    return (
      <>
        <p>{item.extract}</p>
        <MenuLinkItem item={item} className="prefooter__more">
          <FormattedMessage id="footer.learnMore" />
          <LinkSubjectHint subject={item.label} />
        </MenuLinkItem>
      </>
    );
  }
  return (
    <MenuLinkItem item={item} className="prefooter__more">
      <FormattedMessage id="footer.learnMore" />
      <LinkSubjectHint subject={item.label} />
    </MenuLinkItem>
  );
}
