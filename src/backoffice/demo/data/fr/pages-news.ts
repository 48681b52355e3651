import { paragraph } from './page-blocks.ts';
import type { FrenchPageText } from './types.ts';

function news(slug: string, title: string, extract: string, text: string, englishSlug: string): FrenchPageText {
  return { slug, title, extract, blocks: [paragraph(null, text, `news-${englishSlug}`)] };
}

/** French news by English slug. */
export const frenchNewsPages: Record<string, FrenchPageText> = {
  'new-airless-range': news(
    'la-gamme-pro-fait-peau-neuve',
    'La gamme pro fait peau neuve',
    'Trois enduits à projeter rejoignent la gamme professionnelle pour les grands chantiers.',
    'Trois enduits à projeter rejoignent la gamme professionnelle : un enduit de lissage, un enduit d’égalisage et un enduit allégé, tous réglés pour les machines airless. Retrouvez toute l’histoire dans notre lettre d’information.',
    'new-airless-range',
  ),
  'we-are-in-dubai': news(
    'nos-produits-arrivent-a-dubai',
    'Nos produits arrivent à Dubaï',
    'Un nouveau distributeur ouvre ses portes à Dubai Investments Park.',
    'Un nouveau distributeur ouvre ses portes à Dubai Investments Park. Retrouvez toute l’histoire dans notre lettre d’information.',
    'we-are-in-dubai',
  ),
  'low-emission-label': news(
    'tous-nos-enduits-interieurs-classes-a-plus',
    'Tous nos enduits d’intérieur classés A+',
    'Chaque enduit d’intérieur porte désormais l’étiquette A+ de qualité de l’air intérieur.',
    'Chaque enduit d’intérieur porte désormais l’étiquette A+ de qualité de l’air intérieur. Retrouvez toute l’histoire dans notre lettre d’information.',
    'low-emission-label',
  ),
  'training-calendar': news(
    'calendrier-des-formations',
    'Le calendrier des formations de la saison',
    'Ateliers de lissage, de joints et d’enduits décoratifs.',
    'Ateliers de lissage, de joints et d’enduits décoratifs. Retrouvez toute l’histoire dans notre lettre d’information.',
    'training-calendar',
  ),
  'spring-contest': news(
    'jeu-concours-de-printemps',
    'Jeu-concours de printemps : gagnez un kit de rénovation',
    'Participez à notre jeu-concours de printemps dans les magasins participants.',
    'Participez à notre jeu-concours de printemps dans les magasins participants. Retrouvez toute l’histoire dans notre lettre d’information.',
    'spring-contest',
  ),
  'beirut-showroom': news(
    'un-showroom-a-beyrouth',
    'Un showroom à Beyrouth',
    'Essayez nos produits avec nos techniciens.',
    'Essayez nos produits avec nos techniciens. Retrouvez toute l’histoire dans notre lettre d’information.',
    'beirut-showroom',
  ),
  'filler-of-the-year-2019': news(
    'enduit-de-lannee-2019',
    'Enduit de l’année 2019',
    'Notre enduit prêt à l’emploi élu produit de l’année par les consommateurs.',
    'Notre enduit prêt à l’emploi a été élu produit de l’année 2019 dans la catégorie bricolage : une pâte qui rebouche et lisse en une seule passe, sans gâchage.',
    'filler-of-the-year-2019',
  ),
  'craftsmen-trophy': news(
    'trophee-des-artisans',
    'Le trophée des artisans',
    'Nous récompensons les plus beaux travaux de finition de l’année.',
    'Peintres, plâtriers et plaquistes présentent leur plus beau chantier ; un jury de professionnels désigne les lauréats.',
    'craftsmen-trophy',
  ),
};

const department: Record<string, { label: string; team: string }> = {
  Sales: { label: 'Commercial', team: 'notre équipe commerciale' },
  'Technical service': { label: 'Service technique', team: 'notre service technique' },
  'Customer service': { label: 'Service client', team: 'notre service client' },
  'Supply chain': { label: 'Logistique', team: 'notre équipe logistique' },
};

const contract: Record<string, string> = { Permanent: 'CDI', 'Fixed-term': 'CDD' };

const location: Record<string, { name: string; at: string }> = {
  Beirut: { name: 'Beyrouth', at: 'à Beyrouth' },
  Dubai: { name: 'Dubaï', at: 'à Dubaï' },
  Sharjah: { name: 'Charjah', at: 'à Charjah' },
};

function job(slug: string, title: string, english: { contract: string; location: string; department: string }): FrenchPageText {
  const place = location[english.location]!;
  const team = department[english.department]!;
  return {
    slug,
    title,
    extract: `${title} ${place.at} (${contract[english.contract]!}).`,
    blocks: [
      paragraph('Le poste', `Vous rejoignez ${team.team} ${place.at}.`),
      paragraph('Votre profil', 'Une expérience dans les matériaux de construction est un plus ; anglais exigé, arabe ou français appréciés.'),
    ],
    job: { contract: contract[english.contract]!, location: place.name, department: team.label },
  };
}

/** French job offers by English slug. */
export const frenchJobPages: Record<string, FrenchPageText> = {
  'technical-sales-representative-beirut': job('technico-commercial-beyrouth', 'Technico-commercial (H/F)', { contract: 'Permanent', location: 'Beirut', department: 'Sales' }),
  'site-technician-dubai': job('technicien-chantier-dubai', 'Technicien chantier (H/F)', { contract: 'Permanent', location: 'Dubai', department: 'Technical service' }),
  'customer-service-assistant': job('assistant-service-client', 'Assistant service client (H/F)', { contract: 'Fixed-term', location: 'Beirut', department: 'Customer service' }),
  'logistics-coordinator': job('coordinateur-logistique', 'Coordinateur logistique (H/F)', { contract: 'Permanent', location: 'Sharjah', department: 'Supply chain' }),
};
