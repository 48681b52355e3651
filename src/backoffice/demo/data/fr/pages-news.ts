import { newsArticles } from '../news.ts';
import { frenchNewsArticles } from './news.ts';
import { paragraph, productPush } from './page-blocks.ts';
import type { FrenchPageText } from './types.ts';

/** A French news article of fr/news.ts: its sections, then a card for each product the English article mentions. */
function news(englishSlug: string): FrenchPageText {
  const french = frenchNewsArticles[englishSlug];
  const english = newsArticles[englishSlug];
  if (french === undefined || english === undefined) throw new Error(`News ${englishSlug} has no French article`);
  const sections = french.sections.map((section) => paragraph(section.heading, section.paragraphs.join('\n\n'), section.picture?.name, section.picture?.alt));
  return { slug: french.slug, title: french.title, extract: french.extract, blocks: [...sections, ...english.products.map(productPush)] };
}

/** French news by English slug. */
export const frenchNewsPages: Record<string, FrenchPageText> = Object.fromEntries(Object.keys(newsArticles).map((slug) => [slug, news(slug)]));

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
