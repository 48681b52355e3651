import type { settings } from '../settings.ts';

/** The textual settings in French, by code: same shape as seed/settings.ts (the first value is the one used). */
export const frenchSettings: Partial<typeof settings> = {
  // The French slugs of the range pages these settings link to.
  link_enduit_pro: ['enduits-professionnels'],
  link_enduit_part: ['nos-enduits'],
  selling_points_pro: [
    'Une assistance technique sur vos chantiers',
    'Des formations pour vos équipes',
    'Une fiche technique pour chaque produit',
    'Fabriqué en France depuis 1936',
  ],
  selling_points_part: [
    'Des conseils et des tutoriels vidéo',
    'Une réponse sous deux jours ouvrés',
    'En vente dans les magasins de bricolage',
    'Fabriqué en France depuis 1936',
  ],
};
