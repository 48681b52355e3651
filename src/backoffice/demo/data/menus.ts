import type { MenuLink, Push } from '../../../shared/kernel/api/contract.ts';
import { categories } from './categories.ts';
import { PART_PLAN_ID, PRO_PLAN_ID } from './sites.ts';
import { visual } from '../../media/visuals.ts';

export interface SeedMenu {
  planId: number;
  code: string;
  items: MenuLink[];
}

type Target = 'pro' | 'part';

let nextId = 1;

function link(fields: Partial<MenuLink> & Pick<MenuLink, 'label' | 'type'>): MenuLink {
  return {
    id: nextId++,
    code: null,
    slug: null,
    external_url: null,
    cover: null,
    color: null,
    extract: null,
    childs: [],
    pushes: [],
    ...fields,
  };
}

/** A named route of the site (route names without the locale suffix). */
function route(code: string, label: string): MenuLink {
  return link({ type: 'route', code, label });
}

function page(slug: string, label: string, extract: string | null = null): MenuLink {
  return link({ type: 'cms_page', slug, label, extract });
}

function push(titre: string, text: string, slug: string, labelLink: string): Push {
  return {
    id: nextId++,
    titre,
    text,
    label: titre,
    // A scene name is one path segment; a product push's slug is `product/{slug}`.
    visuel: visual(`push-${slug.replace(/\//g, '-')}`, titre),
    link: null,
    slug,
    label_link: labelLink,
    element: { url: `/${slug}` },
  };
}

function categoryLinks(planId: number): MenuLink[] {
  return categories
    .filter((category) => category.planId === planId && category.parentSlug === undefined)
    .map((category) =>
      link({
        type: 'category',
        slug: category.slug,
        label: category.name,
        color: `${category.color}_${category.slug}`,
        cover: visual(`category-${category.slug}`, category.name),
      }),
    );
}

function mainMenu(target: Target, planId: number): MenuLink[] {
  const productsLabel = target === 'pro' ? 'Our compounds' : 'Our fillers';
  return [
    link({
      type: 'no_destination',
      label: productsLabel,
      color: '2f80c0_products',
      childs: categoryLinks(planId),
      // The first push is the panel's promo block, on every page; the others are the home page's promotions.
      pushes:
        target === 'pro'
          ? [
              push('Airless Spray Smoothing', 'Save hours on large surfaces.', 'product/airless-spray-smoothing', 'Discover'),
              push('Pro days', 'Airless demonstrations in our distributors’ depots.', 'landing/pro-days', 'Register'),
              push('Start a worksite', 'Our technicians help you plan products and quantities.', 'start-worksite', 'Tell us about it'),
            ]
          : [
              push('Crack and Hole Filler', 'Our best-seller for small repairs.', 'product/crack-and-hole-filler-paste', 'Discover'),
              push('Quantity calculator', 'How many tubs or bags for your walls, in three questions.', 'quantity-calculator', 'Calculate'),
              push('Colorimetry', 'Find the shade of your filler or coating.', 'colorimetry', 'See the shades'),
            ],
    }),
    link({ type: 'no_destination', code: 'guide_de_choix', label: 'Choice guide', color: 'f39200_guide' }),
    link({
      type: 'no_destination',
      label: 'Tools',
      childs: [
        route('quantity-calculator', 'Quantity calculator'),
        route('colorimetry', 'Colorimetry'),
        route('comparator', 'Product comparator'),
        route('technical-documentation', 'Technical documentation'),
        route('downloads', 'Downloads'),
      ],
    }),
    link({
      type: 'no_destination',
      label: target === 'pro' ? 'Services' : 'Advice',
      childs:
        target === 'pro'
          ? [
              route('formations', 'Training'),
              route('start-worksite', 'Start a worksite'),
              route('distributors', 'Become a distributor'),
              page('technical-service', 'Technical service'),
              link({ type: 'route', code: 'folder', slug: 'pro-techniques', label: 'Video tutorials' }),
            ]
          : [
              page('advice', 'All our advice'),
              link({ type: 'route', code: 'folder', slug: 'diy-videos', label: 'Video tutorials' }),
              route('faq', 'FAQ'),
              page('consumer-service', 'Consumer service'),
            ],
    }),
    route('store-locator', 'Where to buy'),
  ];
}

function prefooter(target: Target): MenuLink[] {
  return [
    link({ type: 'no_destination', code: 'top_produit', label: 'Top products' }),
    page('our-history', 'Our history', 'Since 1936, three generations of plasterers have perfected our fillers.'),
    page(target === 'pro' ? 'technical-service' : 'advice', target === 'pro' ? 'Technical service' : 'Our advice'),
  ];
}

/** The footer's columns; the legal pages and the sitemap are the footer's last line, whatever the menu (footer.tsx). */
function footer(): MenuLink[] {
  return [
    link({
      type: 'no_destination',
      label: 'The company',
      childs: [
        page('about-us', 'About us'),
        page('our-commitments', 'Our commitments'),
        page('our-history', 'Our history'),
        route('news', 'News'),
        route('carrier', 'Careers'),
      ],
    }),
    link({
      type: 'no_destination',
      label: 'Help',
      childs: [
        route('contact', 'Contact'),
        route('faq', 'FAQ'),
        route('store-locator', 'Where to buy'),
        link({ type: 'external_url', label: 'Group website', external_url: 'https://group.wallfiller-demo.example' }),
      ],
    }),
  ];
}

function menusOf(target: Target, planId: number): SeedMenu[] {
  return [
    { planId, code: `menu_${target}`, items: mainMenu(target, planId) },
    { planId, code: `menu_prefooter_${target}`, items: prefooter(target) },
    { planId, code: `menu_footer_${target}`, items: footer() },
  ];
}

export const menus: SeedMenu[] = [...menusOf('pro', PRO_PLAN_ID), ...menusOf('part', PART_PLAN_ID)];
