/** The home page: its headings, sections and highlights slider. */
import type { homeMessages } from '../en/home.ts';
import type { TranslationOf } from '../translated-area.ts';

export const frenchHomeMessages = {
  'home.title.pro': 'Enduits et plâtres pour les professionnels',
  'home.title.part': 'Enduits et plâtres pour les particuliers et vos travaux à la maison',
  'home.description': 'Enduits de rebouchage, de lissage et de ragréage, revêtements extérieurs et pour le bois, pour les professionnels et les particuliers.',
  'home.heading.pro': 'Enduits professionnels',
  'home.heading.part': 'Des enduits pour vos travaux à la maison',
  'home.intro.pro': 'Des produits de lissage, de ragréage, de rebouchage et de finition conçus pour le rythme des chantiers.',
  'home.intro.part': 'Rebouchez, lissez et réparez vos murs avec des produits faciles à utiliser et des conseils clairs.',
  'home.categories': 'Nos gammes',
  'home.featured': 'Nos incontournables',
  'home.pushes': 'À la une',
  'home.news': 'Dernières actualités',
  'home.allNews': 'Toutes nos actualités',
  'home.slides': 'Temps forts',
  'home.slide': 'Diapositive {number} sur {count}',
  'home.previousSlide': 'Diapositive précédente',
  'home.nextSlide': 'Diapositive suivante',
} as const satisfies TranslationOf<typeof homeMessages>;
