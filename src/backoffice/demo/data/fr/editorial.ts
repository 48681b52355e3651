import type { FaqEntry, Folder, Machine, Slider, Tag, Testimony } from '../../../../shared/kernel/api/contract.ts';
import { faqEntries, folders, machines, sliders, testimonies } from '../editorial.ts';
import { pointsOfSaleForEveryone } from '../locations.ts';
import { frenchOnlyTags, frenchTags } from './reference-lists.ts';
import type { FrenchDocument } from './types.ts';
import { frenchSpacing } from './typography.ts';

interface FrenchFolderText {
  slug: string;
  name: string;
  description: string;
  /** Title and description of each item, in the English folder's order. */
  items: [title: string, description: string][];
}

/** French folders by id; the slugs are the legacy French site's. */
const folderTexts: Record<number, FrenchFolderText> = {
  1: {
    slug: 'realiser',
    name: 'Réaliser : nos tutoriels vidéo',
    description: 'Des vidéos courtes pour réussir vos réparations.',
    items: [
      ['Reboucher une fissure', 'Ouvrir, reboucher et poncer une fissure dans le plâtre.'],
      ['Lisser un mur', 'Deux couches pour une finition parfaite.'],
      ['Réparer le bois', 'Reboucher et poncer un encadrement de porte abîmé.'],
      ['Reboucher pas à pas', 'La fiche pratique du rebouchage, à imprimer.'],
    ],
  },
  2: {
    slug: 'chantier',
    name: 'Techniques de chantier',
    description: 'Vidéos et fiches pratiques pour le chantier.',
    items: [
      ['Lissage airless', 'Régler la machine et projeter un enduit de lissage.'],
      ['Traiter les joints de plaques de plâtre', 'Garnir, poser la bande et finir un joint.'],
      ['Réglages de la machine airless', 'Buse, pression et dilution, produit par produit.'],
      ['Niveaux de finition des joints', 'Les quatre niveaux de finition des plaques de plâtre.'],
    ],
  },
  3: {
    slug: 'renover',
    name: 'Rénover : fiches pratiques',
    description: 'Des fiches à imprimer pour chaque chantier de rénovation.',
    items: [
      ['Rénover une façade', 'Diagnostiquer, réparer et protéger.'],
      ['Recouvrir un ancien carrelage', 'Lisser sur carrelage en quatre étapes.'],
    ],
  },
  4: {
    slug: 'conseils',
    name: 'Trucs et astuces',
    description: 'Les astuces de nos experts pour des réparations propres et durables.',
    items: [
      ['Choisir le bon couteau', 'Quelle lame pour reboucher, lisser et faire les joints.'],
      ['Les temps de séchage en un coup d’œil', 'Les temps de séchage avant ponçage et peinture, produit par produit.'],
    ],
  },
  5: {
    slug: 'decorer',
    name: 'Décorer',
    description: 'Des finitions décoratives pour des murs qui ont du caractère.',
    items: [
      ['Une finition à la chaux', 'Appliquer et lustrer un enduit décoratif à la chaux.'],
      ['Murs texturés', 'Trois effets de matière à réaliser avec un enduit de lissage.'],
    ],
  },
};

/** A French folder, its texts set in French spacing like the pages' (typography.ts). */
function translateFolder(english: Folder, french: FrenchFolderText): FrenchDocument<Folder> {
  const name = frenchSpacing(french.name);
  return {
    slug: french.slug,
    body: {
      ...english,
      slug: french.slug,
      name,
      description: frenchSpacing(french.description),
      cover: english.cover && { ...english.cover, alt: name, title: name },
      items: english.items.map((item, index) => {
        const text = french.items[index];
        if (text === undefined) throw new Error(`Folder ${english.slug} has no French text for item ${item.id}`);
        const [title, description] = text.map(frenchSpacing) as [string, string];
        return { ...item, title, description, cover: item.cover && { ...item.cover, alt: title, title } };
      }),
    },
  };
}

export const frenchFolders: Record<number, FrenchDocument<Folder>> = Object.fromEntries(
  folders.flatMap((english) => {
    const french = folderTexts[english.id];
    return french === undefined ? [] : [[english.id, translateFolder(english, french)]];
  }),
);

const tagsBySlug = new Map<string, Tag>([...Object.values(frenchTags), ...frenchOnlyTags].map((tag) => [tag.slug, tag]));

/** French FAQ by id: question, answer and French tag slugs (the legacy French FAQ's filters). */
const faqTexts: Record<number, [question: string, answer: string, tags: string[]]> = {
  1: ['Combien de temps attendre avant de peindre sur un enduit ?', 'Cela dépend du produit et de l’épaisseur : d’une heure pour nos enduits de rebouchage rapides à 48 heures pour les plâtres. Le temps de séchage figure sur chaque fiche produit.', ['sechage']],
  2: ['Puis-je utiliser un enduit d’intérieur en extérieur ?', 'Non. Les enduits extérieurs résistent à l’eau et au gel, les enduits d’intérieur non. Choisissez un produit marqué « Extérieur ».', ['facade', 'choisir-son-enduit']],
  3: ['Comment conserver un seau entamé ?', 'Lissez la surface, recouvrez-la d’un film d’eau ou de plastique, refermez bien le couvercle et stockez le seau à l’abri du gel.', ['conservation']],
  4: ['Poudre ou pâte ?', 'La poudre est économique pour les gros travaux et se dose à volonté ; la pâte est prête à l’emploi et idéale pour les petites réparations.', ['choisir-son-enduit']],
  5: ['Pourquoi mon enduit se fissure-t-il en séchant ?', 'La couche était trop épaisse pour le produit. Appliquez-le en plusieurs passes ou choisissez un enduit de rebouchage pour gros trous.', ['mise-en-oeuvre', 'sechage', 'rebouchage']],
  6: ['Quelle est la température minimale d’application ?', 'Entre 5 et 30 °C, pour l’air comme pour le support.', ['mise-en-oeuvre', 'facade']],
  7: ['Quel est le délai de livraison ?', 'Deux à cinq jours ouvrés au Liban et aux Émirats arabes unis, selon le transporteur.', ['commande']],
  8: ['Peut-on projeter vos enduits de lissage ?', 'Notre gamme airless est conçue pour cela ; les autres pâtes peuvent nécessiter une dilution, voir la fiche de réglage des machines.', ['mise-en-oeuvre', 'lissage']],
  9: ['Quelle quantité d’enduit me faut-il ?', 'Surface × épaisseur en mm × consommation en kg/m²/mm. Utilisez notre calculateur de quantité.', ['choisir-son-enduit']],
  10: ['Puis-je retourner un produit non ouvert ?', 'Oui, dans les 14 jours suivant la livraison, non ouvert et dans son emballage d’origine.', ['commande']],
  11: ['Puis-je réparer du bois avec un enduit mural ?', 'Non : le bois travaille avec l’humidité et un enduit mural finirait par fissurer. Utilisez une pâte à bois, qui se ponce, se teinte et se vernit.', ['choisir-son-enduit', 'bois']],
  12: ['Comment faire les joints de plaques de plâtre ?', 'Garnissez le joint d’enduit à joints, marouflez la bande, recouvrez-la d’une couche fine, puis appliquez une couche de finition plus large après séchage.', ['mise-en-oeuvre', 'plaques-de-platre']],
  13: ['Quelle épaisseur d’enduit de lissage puis-je appliquer ?', 'De 0,5 à 3 mm par couche pour un enduit de finition ; les défauts plus profonds demandent d’abord un enduit de ragréage.', ['mise-en-oeuvre', 'lissage']],
  14: ['Comment reboucher un trou profond ?', 'Rebouchez en plusieurs couches de 1 à 2 cm en laissant sécher chacune, ou utilisez un enduit pour gros trous qui comble jusqu’à 5 cm en une passe.', ['mise-en-oeuvre', 'rebouchage']],
};

export const frenchFaqEntries: Record<number, FrenchDocument<FaqEntry>> = Object.fromEntries(
  faqEntries.flatMap((english) => {
    const french = faqTexts[english.id];
    if (french === undefined) return [];
    const [question, answer, tags] = french;
    return [[english.id, { body: { ...english, question: frenchSpacing(question), answer: frenchSpacing(answer), tags: tags.map((slug) => tagsBySlug.get(slug)!) } }]];
  }),
);

/** French slider texts and links by id: route paths stay (the router matches them), page and product slugs are French. */
const sliderTexts: Record<number, [title: string, text: string, link: string]> = {
  1: ['Des murs parfaits', 'Enduits de rebouchage et de lissage fabriqués en France depuis 1936.', '/nos-enduits'],
  2: ['Jeu-concours de printemps', 'Gagnez un kit de rénovation complet dans les magasins participants.', '/landing/spring-contest'],
  3: ['Lissage airless', 'Lissez 300 m² par jour avec nos enduits à projeter.', '/product/enduits-de-lissage/lissage-airless-pate'],
  4: ['Formations pour les professionnels', 'Des ateliers à Beyrouth et à Dubaï.', '/formations'],
  5: ['Trouvez un magasin près de chez vous', `${pointsOfSaleForEveryone} points de vente au Liban et aux Émirats arabes unis.`, '/store-locator'],
};

export const frenchSliders: Record<number, FrenchDocument<Slider>> = Object.fromEntries(
  sliders.flatMap((english) => {
    const french = sliderTexts[english.id];
    if (french === undefined) return [];
    const [title, text, link] = [frenchSpacing(french[0]), frenchSpacing(french[1]), french[2]];
    return [[english.id, { body: { ...english, title, text, link, label_link: 'Découvrir', visuel: english.visuel && { ...english.visuel, alt: title, title } } }]];
  }),
);

const testimonyTexts: Record<number, [role: string, text: string]> = {
  1: ['Peintre en bâtiment, Beyrouth', 'L’enduit de finition fine se ponce à merveille et m’économise une couche de peinture.'],
  2: ['Conductrice de travaux, Dubaï', 'La gamme airless a changé notre façon de travailler sur les grands programmes de logements.'],
  3: ['Propriétaire, Jounieh', 'J’ai rebouché toutes les fissures de mon salon en un après-midi.'],
  4: ['Propriétaire, Charjah', 'Le calculateur de quantité m’a indiqué exactement combien de sacs acheter.'],
};

export const frenchTestimonies: Record<number, FrenchDocument<Testimony>> = Object.fromEntries(
  testimonies.flatMap((english) => {
    const french = testimonyTexts[english.id];
    return french === undefined ? [] : [[english.id, { body: { ...english, role: frenchSpacing(french[0]), text: frenchSpacing(french[1]) } }]];
  }),
);

const machineTexts: Record<number, [slug: string, name: string, description: string]> = {
  1: ['pompe-airless', 'Pompe airless', 'Une pompe à piston pour les enduits de lissage à projeter, jusqu’à 300 m² par jour.'],
  2: ['machine-a-projeter-le-platre', 'Machine à projeter le plâtre', 'Un malaxeur-pompe en continu pour les plâtres machine monocouches.'],
  3: ['malaxeur', 'Malaxeur', 'Un malaxeur à deux vitesses pour les poudres jusqu’à 25 kg.'],
};

export const frenchMachines: Record<number, FrenchDocument<Machine>> = Object.fromEntries(
  machines.flatMap((english) => {
    const french = machineTexts[english.id];
    if (french === undefined) return [];
    const [slug, name, description] = [french[0], frenchSpacing(french[1]), frenchSpacing(french[2])];
    return [[english.id, { slug, body: { ...english, slug, name, description, cover: english.cover && { ...english.cover, alt: name, title: name } } }]];
  }),
);
