import { landings, trainings, type SeedLanding, type SeedTraining } from '../events.ts';
import { paragraph } from './page-blocks.ts';
import type { FrenchDocument } from './types.ts';
import { frenchSpacing } from './typography.ts';

const trainingTexts: Record<number, [title: string, description: string, location: string]> = {
  1: ['Lisser à la main et à la machine', 'Produits, outils et réglages airless pour des murs parfaits.', 'Showroom de Beyrouth'],
  2: ['Les joints de plaques de plâtre', 'Bandes, enduits et les quatre niveaux de finition.', 'Centre de formation de Dubaï'],
  3: ['Les enduits décoratifs à la chaux', 'Préparer, appliquer et lustrer les finitions à la chaux.', 'Showroom de Beyrouth'],
  4: ['Réparer les façades', 'Diagnostiquer et réparer les murs extérieurs.', 'Site partenaire d’Abou Dabi'],
};

export const frenchTrainings: Record<number, FrenchDocument<SeedTraining>> = Object.fromEntries(
  trainings.flatMap((english) => {
    const french = trainingTexts[english.id];
    if (french === undefined) return [];
    const [title, description, location] = french.map(frenchSpacing) as [string, string, string];
    return [[english.id, { body: { ...english, title, description, location } }]];
  }),
);

type LandingText = Pick<SeedLanding, 'title' | 'blocks' | 'rules'> & { visualAlt: string };

const landingTexts: Record<number, LandingText> = {
  1: {
    title: 'Jeu-concours de printemps : gagnez un kit de rénovation',
    visualAlt: 'Jeu-concours de printemps',
    blocks: [
      paragraph('Comment participer', 'Achetez l’un de nos enduits dans un magasin participant, puis remplissez le formulaire en indiquant le magasin et votre réponse.'),
      paragraph('Les lots', 'Dix kits de rénovation : outils, enduits de rebouchage et de lissage pour toute une pièce.'),
    ],
    rules: 'Une seule participation par personne. Les gagnants sont tirés au sort parmi les bonnes réponses après la date de fin. Aucun justificatif d’achat n’est conservé.',
  },
  2: {
    title: 'Journées pro : rencontrez nos techniciens',
    visualAlt: 'Journées pro',
    blocks: [paragraph(null, 'Démonstrations de notre gamme airless dans les dépôts de nos distributeurs.')],
    rules: null,
  },
};

/** Landings by id; the technical names (their addresses) stay. */
export const frenchLandings: Record<number, FrenchDocument<SeedLanding>> = Object.fromEntries(
  landings.flatMap((english) => {
    const french = landingTexts[english.id];
    if (french === undefined) return [];
    // Its blocks are set in French spacing by their helper (page-blocks.ts), its title and rules here.
    const { visualAlt, title, rules, blocks } = french;
    const alt = frenchSpacing(visualAlt);
    return [[english.id, { body: { ...english, title: frenchSpacing(title), rules: rules === null ? null : frenchSpacing(rules), blocks, visuel: english.visuel && { ...english.visuel, alt, title: alt } } }]];
  }),
);
