import { encodeCharacteristics } from '../../../../shared/kernel/routing/characteristics.ts';
import { paragraph, push, timeline } from './page-blocks.ts';
import type { FrenchPageText } from './types.ts';

/** French CMS pages by English slug; the legacy French site's slugs are kept where it had the page. */
export const frenchCmsPages: Record<string, FrenchPageText> = {
  'about-us': {
    slug: 'le-groupe-1',
    title: 'Le groupe',
    extract: 'Un fabricant familial d’enduits et de plâtres, né en France en 1936.',
    blocks: [
      paragraph('Qui sommes-nous', 'Nous concevons et fabriquons des enduits de rebouchage, de lissage et des plâtres pour les professionnels et les particuliers. Nos produits sont fabriqués en France et vendus dans plus de 30 pays.', 'about-factory'),
      paragraph('Notre gamme', 'Plus de 60 produits couvrent le rebouchage, le lissage, le ragréage, les joints et la décoration, en intérieur comme en extérieur.'),
      push('Notre histoire', 'Trois générations de plâtriers.', 'notre-histoire-2', 'Découvrir notre histoire', 'our-history'),
    ],
  },
  'our-commitments': {
    slug: 'nos-engagements',
    title: 'Nos engagements',
    extract: 'Des produits plus sains, moins d’émissions et moins d’emballages.',
    blocks: [
      paragraph('Faibles émissions', 'Tous nos enduits d’intérieur sont classés A+ pour la qualité de l’air intérieur.'),
      paragraph('Des emballages recyclables', 'Nos seaux sont en plastique recyclé et nos sacs sont à base de papier.', 'commitments-packaging'),
      push('Notre démarche RSE', 'Comment nous mesurons nos progrès.', 'notre-demarche-rse', 'En savoir plus', 'csr-approach'),
    ],
  },
  'our-history': {
    slug: 'notre-histoire-2',
    title: 'Notre histoire',
    extract: 'De l’atelier d’un plâtrier à un fabricant international.',
    blocks: [
      paragraph(
        null,
        'Depuis 1936, trois générations de plâtriers et de chimistes fabriquent nos enduits, d’abord pour les gens du métier, puis pour tous ceux qui réparent un mur chez eux. Nos produits sortent aujourd’hui de deux usines françaises et se vendent dans plus de 30 pays, dont le Liban et les Émirats arabes unis.\n\nCe qui n’a pas changé, c’est le chemin d’un produit jusqu’au rayon. Chaque nouvel enduit est d’abord essayé par les plâtriers de notre service technique, sur de vrais murs et plafonds, l’hiver comme l’été ; chaque lot ne quitte l’usine qu’une fois vérifiés par notre laboratoire son temps de prise, sa blancheur et son ponçage. La famille dirige toujours l’entreprise, et le carnet du mélange de 1936 est toujours gardé au laboratoire.',
        'history-today',
        'Notre usine aujourd’hui : ses halls, ses silos et un camion à quai',
      ),
      timeline('Les dates clés', [
        { year: 1936, title: 'La recette d’un plâtrier', text: 'Émile Marchand, plâtrier à Villeurbanne, mélange craie, plâtre et colle pour restaurer les corniches de ses clients. Ses confrères lui réclament son mélange : il se met à le vendre en sacs de papier.' },
        { year: 1952, title: 'Une usine au pied des carrières', text: 'Son fils Paul construit notre première usine en Isère, à côté des carrières de calcaire dont la craie fine entre encore dans nos poudres.' },
        { year: 1968, title: 'Des poudres pour les pros', text: 'Une gamme de poudres fines à gâcher arrive chez les négociants de matériaux de toute la France : une pour reboucher, une pour lisser, une pour les joints, chacune avec son temps de prise.' },
        { year: 1974, title: 'L’enduit en pot', text: 'Notre laboratoire met au point le premier enduit prêt à l’emploi, en pot. Plus de gâchage ni de perte : les bricoleurs se mettent à réparer leurs murs eux-mêmes.' },
        { year: 1988, title: 'L’ère de la plaque de plâtre', text: 'Les plaques de plâtre remplacent les carreaux : nous lançons un enduit joint adapté et formons les plâtriers de tout le pays à des joints qui ne se voient pas.' },
        { year: 1997, title: 'Une deuxième usine', text: 'Une deuxième usine ouvre près des carrières de gypse du Bassin parisien, pour nos plâtres et nos enduits joints.' },
        { year: 2004, title: 'La troisième génération allège l’enduit', text: 'Claire Marchand, chimiste et petite-fille du fondateur, prend la tête de l’entreprise. Son premier produit, un enduit allégé aux microbilles de verre, comble 30 mm au plafond sans couler.' },
        { year: 2009, title: 'Premiers pas au Moyen-Orient', text: 'Un distributeur de Beyrouth commence à vendre nos produits au Liban, notre premier marché hors d’Europe.' },
        { year: 2013, title: 'A+ pour l’air intérieur', text: 'Nos premiers enduits obtiennent la classe A+, la meilleure de la nouvelle étiquette française sur les émissions dans l’air intérieur.' },
        { year: 2016, title: 'Des emballages recyclés', text: 'Nos seaux passent au plastique recyclé et nos sacs au papier ; nos usines n’envoient plus aucun déchet en décharge.' },
        { year: 2019, title: 'Produit de l’année', text: 'Les bricoleurs élisent notre enduit prêt à l’emploi produit de l’année, dans la catégorie bricolage.' },
        { year: 2023, title: 'Une équipe à Dubaï', text: 'Notre service technique s’installe à Dubaï pour accompagner les chantiers, les magasins et les distributeurs des Émirats arabes unis.' },
      ]),
    ],
  },
  'legal-notice': {
    slug: 'mentions-legales',
    title: 'Mentions légales',
    extract: 'Éditeur, hébergeur et propriété intellectuelle.',
    blocks: [
      paragraph('Éditeur', 'Wallfiller Demo SAS, société fictive utilisée pour ce site de démonstration.'),
      paragraph('Hébergement', 'Ce site est hébergé par son exploitant.'),
    ],
  },
  'privacy-policy': {
    slug: 'politique-de-confidentialite',
    title: 'Politique de confidentialité',
    extract: 'Comment nous traitons vos données personnelles.',
    blocks: [
      paragraph('Les données que nous collectons', 'Les informations envoyées par nos formulaires sont conservées pour répondre à votre demande, puis supprimées au bout de trois ans.'),
    ],
  },
  'terms-of-sale': {
    slug: 'conditions-generales-de-vente',
    title: 'Conditions générales de vente',
    extract: 'Nos conditions générales de vente.',
    blocks: [
      paragraph('Commandes', 'Les commandes sont confirmées par e-mail. Les délais de livraison dépendent du transporteur choisi.'),
    ],
  },
  'csr-approach': {
    slug: 'notre-demarche-rse',
    title: 'Notre démarche RSE',
    extract: 'Notre responsabilité sociale et environnementale.',
    blocks: [paragraph(null, 'Chaque année, nous publions notre consommation d’énergie, nos déchets et notre taux d’accidents du travail.')],
  },
  advice: {
    slug: 'nos-conseils',
    title: 'Nos conseils',
    extract: 'Des conseils pas à pas pour des murs réussis.',
    blocks: [
      paragraph('Préparer', 'Une bonne réparation commence par un support propre, sain et sec.'),
      push('Reboucher un trou', 'Ouvrir, dépoussiérer, reboucher et poncer.', 'comment-reboucher-un-trou-dans-un-mur', 'Lire le guide', 'how-to-fill-a-crack'),
      push('Lisser un mur', 'Deux couches fines valent mieux qu’une couche épaisse.', 'lisser-un-mur-abime', 'Lire le guide', 'how-to-smooth-a-wall'),
    ],
  },
  'technical-service': {
    slug: 'service-technique',
    title: 'Service technique',
    extract: 'Nos ingénieurs répondent aux questions des professionnels.',
    blocks: [
      paragraph('Assistance sur chantier', 'Notre équipe technique se déplace sur votre chantier pour vous recommander le bon système.'),
      push('Démarrer un chantier', 'Parlez-nous de votre projet.', 'start-worksite', 'Contacter l’équipe', 'start-worksite'),
    ],
  },
  'consumer-service': {
    slug: 'service-conso-2',
    title: 'Service consommateurs',
    extract: 'Une question sur un produit ? Nous vous répondons sous deux jours ouvrés.',
    blocks: [paragraph(null, 'Écrivez-nous grâce au formulaire de contact ou appelez notre ligne consommateurs.')],
  },
  'our-fillers': {
    slug: 'nos-enduits',
    title: 'Nos enduits',
    extract: 'Toute la gamme grand public, par type de travaux.',
    blocks: [
      paragraph(null, 'Reboucher, lisser, extérieur, bois ou pièces humides : trouvez l’enduit adapté à votre projet.'),
      push('Guide de choix', 'Répondez à quatre questions, obtenez le bon enduit.', `choice-guide/${encodeCharacteristics({})}`, 'Commencer', 'choice-guide'),
    ],
  },
  'professional-compounds': {
    slug: 'enduits-professionnels',
    title: 'Enduits professionnels',
    extract: 'La gamme professionnelle, par métier.',
    blocks: [paragraph(null, 'Enduits de lissage, d’égalisage, à joints et solutions spécialisées pour le chantier.')],
  },
  'my-project': {
    slug: 'mon-projet',
    title: 'Mon projet',
    extract: 'Décrivez-nous vos murs, nous vous indiquons les produits à utiliser.',
    blocks: [
      paragraph('Décrivez votre projet', 'Pièce, surface, état du mur et finition souhaitée : quatre questions suffisent pour choisir les bons produits.'),
      push('Guide de choix', 'Répondez à quatre questions, obtenez le bon enduit.', `choice-guide/${encodeCharacteristics({})}`, 'Commencer', 'choice-guide'),
    ],
  },
  'our-innovations': {
    slug: 'nos-innovations',
    title: 'Nos innovations',
    extract: 'Des produits plus légers, plus rapides et plus propres, conçus dans notre laboratoire.',
    blocks: [
      paragraph('Des enduits allégés', 'Nos enduits allégés pèsent deux fois moins lourd qu’un enduit traditionnel et ne coulent pas, même en forte épaisseur au plafond.'),
      paragraph('Un ponçage sans poussière', 'Nos derniers enduits de finition se poncent en particules lourdes qui tombent au sol au lieu de rester en suspension dans la pièce.'),
    ],
  },
  'worldwide-locations': {
    slug: 'implantations-dans-le-monde',
    title: 'Implantations dans le monde',
    extract: 'Nos usines, nos filiales et nos distributeurs à travers le monde.',
    blocks: [
      paragraph('Nos usines', 'Nos produits sont fabriqués dans deux usines en France, à proximité des carrières de gypse et de calcaire qui les alimentent.'),
      paragraph('Moyen-Orient', 'Nos équipes de Beyrouth et de Dubaï accompagnent les distributeurs, les magasins et les chantiers au Liban et aux Émirats arabes unis.'),
    ],
  },
  'advice-centre': {
    slug: 'conseils',
    title: 'Conseils',
    extract: 'Des guides pour les particuliers et les professionnels.',
    blocks: [
      paragraph(null, 'Préparer, reboucher, lisser, faire les joints : nos guides expliquent chaque étape, les bons outils et les temps de séchage à respecter.'),
      push('Calculer sa consommation d’enduit', 'Estimez la quantité avant d’acheter.', 'calculer-sa-consommation-denduit', 'Lire le guide', 'how-much-filler-do-i-need'),
    ],
  },
};
