import type { MenuLink, Push } from '../../../../shared/kernel/api/contract.ts';
import { frenchCategories } from '../categories-fr.ts';
import { folders } from '../editorial.ts';
import { menus } from '../menus.ts';
import { PRO_PLAN_ID } from '../sites.ts';
import { frenchFolders } from './editorial.ts';
import { frenchPageSlug } from './pages.ts';

/** French labels, extracts and push texts of the menus, by English text. */
const texts: Record<string, string> = {
  'Our compounds': 'Nos enduits professionnels',
  'Our fillers': 'Nos enduits',
  'Choice guide': 'Guide de choix',
  Tools: 'Outils',
  'Quantity calculator': 'Calculateur de quantité',
  Colorimetry: 'Colorimétrie',
  'Product comparator': 'Comparateur de produits',
  'Technical documentation': 'Documentation technique',
  Downloads: 'Téléchargements',
  Services: 'Services',
  Advice: 'Conseils',
  Training: 'Formations',
  'Start a worksite': 'Démarrer un chantier',
  'Become a distributor': 'Devenir distributeur',
  'Technical service': 'Service technique',
  'Video tutorials': 'Tutoriels vidéo',
  'All our advice': 'Tous nos conseils',
  FAQ: 'Foire aux questions',
  'Consumer service': 'Service consommateurs',
  'Where to buy': 'Où trouver nos produits',
  'Top products': 'Produits phares',
  'Our history': 'Notre histoire',
  'Since 1936, three generations of plasterers have perfected our fillers.': 'Depuis 1936, trois générations de plâtriers perfectionnent nos enduits.',
  'Our advice': 'Nos conseils',
  'The company': 'L’entreprise',
  'About us': 'Le groupe',
  'Our commitments': 'Nos engagements',
  News: 'Actualités',
  Careers: 'Carrières',
  Help: 'Aide',
  Contact: 'Contact',
  'Group website': 'Site du groupe',
  'Airless Spray Smoothing': 'Lissage Airless',
  'Save hours on large surfaces.': 'Gagnez des heures sur les grandes surfaces.',
  'Crack and Hole Filler': 'Rebouchage Trous et Fissures',
  'Our best-seller for small repairs.': 'Notre meilleure vente pour les petites réparations.',
  Discover: 'Découvrir',
  'Pro days': 'Journées pro',
  'Airless demonstrations in our distributors’ depots.': 'Des démonstrations airless dans les dépôts de nos distributeurs.',
  Register: 'S’inscrire',
  'Our technicians help you plan products and quantities.': 'Nos techniciens vous aident à prévoir produits et quantités.',
  'Tell us about it': 'Nous en parler',
  'How many tubs or bags for your walls, in three questions.': 'Combien de pots ou de sacs pour vos murs, en trois questions.',
  Calculate: 'Calculer',
  'Find the shade of your filler or coating.': 'Trouvez la teinte de votre enduit.',
  'See the shades': 'Voir les teintes',
};

/** French paths of the products the menus push (the legacy French product slugs). */
const productSlugs: Record<string, string> = {
  'product/airless-spray-smoothing': 'product/enduits-de-lissage/lissage-airless-pate',
  'product/crack-and-hole-filler-paste': 'product/reboucher/mastic-fissures',
};

function text(english: string): string {
  const french = texts[english];
  if (french === undefined) throw new Error(`Menu text "${english}" has no French translation`);
  return french;
}

function folderSlug(englishSlug: string): string {
  const folder = folders.find((entry) => entry.slug === englishSlug);
  const slug = folder === undefined ? undefined : frenchFolders[folder.id]?.slug;
  if (slug === undefined) throw new Error(`Folder ${englishSlug} has no French slug`);
  return slug;
}

function translatePush(push: Push): Push {
  const titre = text(push.titre);
  const slug = push.slug === null ? null : (productSlugs[push.slug] ?? push.slug);
  return {
    ...push,
    titre,
    text: push.text === null ? null : text(push.text),
    label: titre,
    label_link: push.label_link === null ? null : text(push.label_link),
    visuel: push.visuel && { ...push.visuel, alt: titre, title: titre },
    slug,
    element: slug === null ? push.element : { url: `/${slug}` },
  };
}

function translateLink(link: MenuLink): MenuLink {
  const common = { childs: link.childs.map(translateLink), pushes: link.pushes.map(translatePush) };
  if (link.type === 'category' && link.slug !== null) {
    const category = frenchCategories[link.slug];
    if (category === undefined) throw new Error(`Category ${link.slug} has no French slug`);
    return {
      ...link,
      ...common,
      slug: category.slug,
      label: category.name,
      cover: link.cover && { ...link.cover, alt: category.name, title: category.name },
    };
  }
  const slug =
    link.slug === null ? null : link.type === 'cms_page' ? frenchPageSlug(link.slug) : link.code === 'folder' ? folderSlug(link.slug) : link.slug;
  return { ...link, ...common, slug, label: text(link.label), extract: link.extract === null ? null : text(link.extract) };
}

/** The French item trees of the menus, by `${target}:${code}` of the English menu. */
export const frenchMenus: Record<string, MenuLink[]> = Object.fromEntries(
  menus.map((menu) => [`${menu.planId === PRO_PLAN_ID ? 'pro' : 'part'}:${menu.code}`, menu.items.map(translateLink)]),
);

