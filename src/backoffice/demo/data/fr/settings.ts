import type { settings } from '../settings.ts';

/** The textual settings in French, by code: same shape as seed/settings.ts (the first value is the one used). */
export const frenchSettings: Partial<typeof settings> = {
  // The French slugs of the range pages these settings link to.
  link_enduit_pro: ['enduits-professionnels'],
  link_enduit_part: ['nos-enduits'],
  selling_points_pro: [
    'Un accompagnement technique pour les professionnels',
    'Des produits fabriqués en France depuis 1936',
    'Livraison sur votre chantier',
    'Des prix professionnels pour les comptes enregistrés',
  ],
  selling_points_part: [
    'Les conseils de nos experts',
    'Des produits fabriqués en France depuis 1936',
    'Paiement sécurisé',
  ],
};
