/**
 * French categories by English slug. The top-level slugs are the ones the legacy French site
 * used (redirects.csv sends old URLs to them); a slug is unique within its plan only.
 */
export const frenchCategories: Record<string, { slug: string; name: string; description: string }> = {
  filling: { slug: 'reboucher', name: 'Reboucher', description: 'Reboucher les trous, les fissures et les interstices avant de peindre ou de tapisser.' },
  'finish-smoothing': { slug: 'lisser-en-finition', name: 'Lisser en finition', description: 'Obtenir un mur parfaitement lisse, prêt à peindre.' },
  'thick-smoothing': { slug: 'lisser-en-epaisseur', name: 'Lisser en épaisseur', description: 'Redresser les murs abîmés ou irréguliers en une ou deux couches.' },
  'pre-treatment': { slug: 'traiter-avant-denduire', name: 'Traiter avant d’enduire', description: 'Préparer, fixer et imprimer les murs avant d’enduire.' },
  exterior: { slug: 'exterieur', name: 'Extérieur', description: 'Des enduits qui résistent à la pluie, au gel et au soleil.' },
  wood: { slug: 'bois', name: 'Bois', description: 'Réparer portes, huisseries, parquets et meubles.' },
  'kitchen-and-bathroom': { slug: 'cuisine-et-salle-de-bain', name: 'Cuisine et salle de bain', description: 'Des enduits pour les pièces humides et les murs carrelés.' },
  'easy-solutions': { slug: 'solutions-faciles', name: 'Solutions faciles', description: 'Des produits prêts à l’emploi pour les réparations rapides.' },
  'multi-purpose': { slug: 'multifonctions', name: 'Multifonctions', description: 'Un seul enduit pour reboucher, lisser et réparer.' },
  'plasterers-and-drywallers': { slug: 'platriersplaquistes', name: 'Plâtriers-plaquistes', description: 'Joints et plâtres pour les cloisons en plaques de plâtre.' },
  'specialised-solutions': { slug: 'solutions-specialisees', name: 'Solutions spécialisées', description: 'Solutions décoratives, anti-moisissures et sur carrelage.' },
  'smoothing-compounds': { slug: 'enduits-de-lissage', name: 'Enduits de lissage', description: 'Enduits de lissage fins et très fins, à la main ou à la machine.' },
  'levelling-compounds': { slug: 'enduits-degalisage', name: 'Enduits d’égalisage', description: 'Enduits épais pour égaliser murs et plafonds.' },
  'filling-compounds': { slug: 'enduits-de-rebouchage', name: 'Enduits de rebouchage', description: 'Enduits de rebouchage rapides et profonds pour tous les supports.' },
  'plaster-and-drywall-compounds': { slug: 'enduits-de-platriers-plaquistes', name: 'Enduits de plâtriers-plaquistes', description: 'Enduits à joints, de finition et plâtres.' },
  'exterior-compounds': { slug: 'enduits-exterieurs', name: 'Enduits extérieurs', description: 'Enduits de façade et réparation des enduits ciment.' },
  'wood-compounds': { slug: 'enduits-bois', name: 'Enduits bois', description: 'Pâtes et enduits pour les menuiseries et les parquets.' },
  'decorative-coatings': { slug: 'enduits-decoratifs', name: 'Enduits décoratifs', description: 'Enduits muraux à la chaux, cirés et texturés.' },
  'specialist-solutions': { slug: 'solutions-specialisees', name: 'Solutions spécialisées', description: 'Solutions coupe-feu, acoustiques, pièces humides et d’accrochage.' },
  'general-purpose-compounds': { slug: 'enduits-generalistes', name: 'Enduits généralistes', description: 'Des enduits polyvalents pour le chantier de tous les jours.' },
  'small-holes-and-cracks': { slug: 'petits-trous-et-fissures', name: 'Petits trous et fissures', description: 'Trous de clous, fissures fines et bosses.' },
  'large-holes-and-gaps': { slug: 'gros-trous-et-interstices', name: 'Gros trous et interstices', description: 'Trous profonds, jours autour des huisseries et des tuyaux.' },
  'hand-applied-smoothing': { slug: 'lissage-manuel', name: 'Lissage manuel', description: 'Enduits pour la lisseuse et le couteau à enduire.' },
  'spray-applied-smoothing': { slug: 'lissage-airless', name: 'Lissage airless', description: 'Enduits projetés à l’airless pour les grandes surfaces.' },
};
