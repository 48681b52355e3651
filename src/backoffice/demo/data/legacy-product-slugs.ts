/**
 * The French slugs of the legacy site's product pages (redirects.csv sends old URLs to
 * /fr/enduit-{particuliers|professionnels}/product/{slug}), by the reference of the demo
 * product standing for each: a product sold in that page's plan, in the named category where
 * the demo range has a fitting one.
 */
export const legacyProductSlugs: Record<string, string> = {
  // Consumers (part plan)
  'RF1-P': 'reboucher/rebouchage-express',
  'CHF-P': 'reboucher/enduit-de-rebouchage-poudre',
  'CHF-R': 'reboucher/mastic-fissures',
  'DFF-P': 'reboucher/rebouchage-gros-trous',
  'FFS-R': 'lisser-en-finition/enduit-de-finition-pate',
  'FSM-R': 'lisser-en-finition/finition-satinee',
  'FFS-P': 'lisser-en-finition/lissage-fin-poudre',
  'LVT-P': 'lisser-en-epaisseur/enduit-de-lissage-epais',
  'REN-P': 'lisser-en-epaisseur/ragreage-mural',
  'PRM-R': 'traiter-avant-denduire/impression-murs-poreux',
  'STB-R': 'traiter-avant-denduire/sous-couche-fixante',
  'FAC-P': 'exterieur/enduit-facade-exterieur',
  'ECF-R': 'exterieur/fissures-facade',
  'FAC-R': 'exterieur/rebouchage-exterieur',
  'WFN-R': 'bois/pate-a-bois-blanc',
  'WFO-R': 'bois/pate-a-bois-chene',
  'WFN-P': 'bois/reparation-bois-exterieur',
  'DRF-P': 'cuisine-et-salle-de-bain/enduit-pieces-humides',
  'DRF-R': 'cuisine-et-salle-de-bain/rebouchage-salle-de-bain',
  'MPF-P': 'multifonctions/enduit-3-en-1',
  'MPF-R': 'multifonctions/enduit-multi-usages',
  'JCC-R': 'platriersplaquistes/bande-a-joint-facile',
  'JCC-P': 'platriersplaquistes/enduit-joint-plaque',
  'S2P-R': 'solutions-faciles/enduit-en-spray',
  'TUB-R': 'solutions-faciles/enduit-pret-a-lemploi',
  'NHP-R': 'solutions-faciles/rebouchage-en-tube',
  'TWC-R': 'solutions-specialisees/enduit-anti-fissures',
  // No consumer product of the specialised solutions fits a light ceiling filler: the ceiling filler stands for it.
  'CLF-R': 'solutions-specialisees/enduit-plafond-leger',
  // Professionals (pro plan)
  'EWR-P': 'enduits-bois/bois-pro-teintable',
  'ASP-R': 'enduits-de-lissage/lissage-airless-pate',
  'FSM-P': 'enduits-de-lissage/lissage-fin-pro',
  'SKM-P': 'enduits-de-lissage/lissage-pro-poudre',
  'FLX-R': 'enduits-de-platriers-plaquistes/bande-joint-pro',
  'DFC-R': 'enduits-de-platriers-plaquistes/joint-allege-pro',
  'GBP-P': 'enduits-de-platriers-plaquistes/joint-plaque-pro',
  'HDF-P': 'enduits-de-rebouchage/rebouchage-pro-poudre',
  'RF1-R': 'enduits-de-rebouchage/rebouchage-rapide-pro',
  'PPE-R': 'enduits-decoratifs/beton-cire-mural',
  'DLC-P': 'enduits-decoratifs/enduit-decoratif-chaux',
  'REN-R': 'enduits-degalisage/egalisage-allege-pro',
  'WL2-P': 'enduits-degalisage/egalisage-pro',
  'EXS-P': 'enduits-exterieurs/facade-pro',
  'ERR-P': 'enduits-exterieurs/rebouchage-facade-pro',
  'AIF-P': 'enduits-generalistes/garnissant-pro',
  'AIF-R': 'enduits-generalistes/multi-usages-pro',
  'OPB-R': 'solutions-specialisees/anti-fissures-pro',
  'ACS-P': 'solutions-specialisees/enduit-isolant-pro',
};
