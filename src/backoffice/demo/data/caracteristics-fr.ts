/** French labels of the characteristics and of their options, by technical name and value. */
export const frenchCaracteristics: Record<string, { label: string; options?: Record<string, string> }> = {
  work_type: {
    label: 'Type de travaux',
    options: {
      filling: 'Reboucher trous et fissures',
      smoothing: 'Lisser',
      levelling: 'Égaliser',
      jointing: 'Jointoyer les plaques de plâtre',
      preparing: 'Préparer le support',
      decorating: 'Finition décorative',
    },
  },
  application_area: { label: 'Zone d’application', options: { interior: 'Intérieur', exterior: 'Extérieur' } },
  support: {
    label: 'Support',
    options: {
      plaster: 'Plâtre',
      plasterboard: 'Plaque de plâtre',
      concrete: 'Béton',
      masonry: 'Brique et parpaing',
      render: 'Enduit ciment',
      painted: 'Ancienne peinture',
      tiles: 'Carrelage',
      wood: 'Bois',
    },
  },
  form: { label: 'Forme', options: { powder: 'Poudre', paste: 'Pâte prête à l’emploi' } },
  finish: { label: 'Finition', options: { standard: 'Standard', fine: 'Fine', very_fine: 'Très fine' } },
  damp_rooms: { label: 'Adapté aux pièces humides', options: { yes: 'Oui', no: 'Non' } },
  sandable: { label: 'Ponçable', options: { yes: 'Oui', no: 'Non' } },
  thickness_min: { label: 'Épaisseur minimale' },
  thickness_max: { label: 'Épaisseur maximale' },
  consumption: { label: 'Consommation' },
  drying_time: { label: 'Temps de séchage avant peinture' },
  coats: { label: 'Nombre de couches conseillé' },
  pack_sizes: { label: 'Conditionnements' },
};
