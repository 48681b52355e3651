import { paragraph } from './page-blocks.ts';
import type { FrenchPageText } from './types.ts';

/** French advice articles by English slug, with the legacy French site's slugs. */
export const frenchAdvicePages: Record<string, FrenchPageText> = {
  'how-to-fill-a-crack': {
    slug: 'comment-reboucher-un-trou-dans-un-mur',
    title: 'Comment reboucher un trou ou une fissure dans un mur',
    extract: 'Ouvrir, dépoussiérer, reboucher et poncer : la méthode pour une réparation invisible.',
    blocks: [
      paragraph('1. Ouvrir', 'Élargissez la fissure en V avec un grattoir ou la pointe d’un couteau, et retirez les morceaux de plâtre qui bougent autour d’un trou. Dépoussiérez à la brosse puis humidifiez légèrement les supports très absorbants pour que l’enduit accroche.'),
      paragraph('2. Reboucher', 'Appliquez l’enduit de rebouchage au couteau en le pressant bien dans le creux, en croisant les passes, et laissez-le légèrement en surépaisseur. Au-delà de 2 cm de profondeur, procédez en deux passes ou choisissez un enduit pour gros trous.'),
      paragraph('3. Poncer', 'Une fois l’enduit sec (de 1 heure pour un enduit rapide à 24 heures pour une poudre en forte épaisseur), poncez à l’abrasif grain 120 pour affleurer le mur, dépoussiérez et appliquez une sous-couche avant de peindre.'),
    ],
  },
  'how-to-smooth-a-wall': {
    slug: 'lisser-un-mur-abime',
    title: 'Lisser un mur abîmé',
    extract: 'Deux couches fines d’enduit de lissage pour une finition parfaite.',
    blocks: [
      paragraph('Préparer le support', 'Lessivez le mur, grattez les écailles de peinture et rebouchez d’abord les trous profonds. Un mur farineux doit recevoir une impression fixante avant le lissage.'),
      paragraph('Première couche', 'Appliquez une couche fine (1 à 2 mm) d’enduit de lissage à la lisseuse, en passes verticales, en tenant la lame légèrement inclinée. Laissez sécher 12 à 24 heures selon l’épaisseur et la pièce.'),
      paragraph('Deuxième couche et ponçage', 'Égrenez légèrement au grain 180, dépoussiérez, puis appliquez une deuxième couche en croisant les passes. Après séchage, un ponçage léger suffit : le mur est prêt pour la sous-couche.'),
    ],
  },
  'how-much-filler-do-i-need': {
    slug: 'calculer-sa-consommation-denduit',
    title: 'Calculer sa consommation d’enduit',
    extract: 'Surface × épaisseur × consommation, arrondi au nombre de sacs supérieur.',
    blocks: [
      paragraph('La formule', 'Multipliez la surface en m² par l’épaisseur en mm, puis par la consommation du produit en kg/m²/mm, indiquée sur sa fiche technique. Exemple : 40 m² lissés sur 2 mm avec un enduit à 1,2 kg/m²/mm demandent 96 kg, soit quatre sacs de 25 kg.'),
      paragraph('Prévoir la marge', 'Ajoutez 5 à 10 % pour les pertes au gâchage et les reprises, davantage sur un support très irrégulier. Pour un chantier au pistolet airless, comptez aussi le produit resté dans la machine et les tuyaux.'),
      paragraph(null, 'Notre calculateur de quantité fait le calcul pour vous à partir du produit choisi.'),
    ],
  },
  'renovating-a-facade': {
    slug: 'reparer-une-fissure-en-facade',
    title: 'Réparer une fissure en façade',
    extract: 'Nettoyer, ouvrir, reboucher, protéger : réparer une façade dans les règles.',
    blocks: [
      paragraph('Le bon moment', 'Les enduits extérieurs s’appliquent entre 5 et 30 °C, jamais en plein soleil, par grand vent ou avant la pluie. Prévoyez au moins 24 heures sans pluie après l’application.'),
      paragraph('Préparer la fissure', 'Nettoyez la façade, ouvrez la fissure en V sur 5 mm de large environ et éliminez les parties non adhérentes. Humidifiez le support sans le détremper.'),
      paragraph('Reboucher et protéger', 'Remplissez avec un enduit de façade en serrant bien, lissez au couteau puis, après séchage, recouvrez d’une peinture de façade. Une fissure qui s’ouvre et se ferme avec les saisons demande un mastic élastique.'),
    ],
  },
  'preparing-walls-before-painting': {
    slug: 'bien-preparer-ses-murs-avant-peinture',
    title: 'Bien préparer ses murs avant peinture',
    extract: 'Nettoyer, réparer, lisser : les trois étapes avant toute peinture.',
    blocks: [
      paragraph('Nettoyer', 'Lessivez le mur avec une eau légèrement savonneuse, rincez et laissez sécher. Grattez les peintures qui s’écaillent et décollez les restes de papier peint.'),
      paragraph('Réparer', 'Rebouchez les trous et les fissures avec un enduit de rebouchage, en légère surépaisseur, puis poncez après séchage, soit 2 à 24 heures selon le produit et l’épaisseur.'),
      paragraph('Lisser et imprimer', 'Sur un mur marqué, une couche d’enduit de finition de 1 mm efface les reprises. Après ponçage au grain 180 et dépoussiérage, appliquez une sous-couche : la peinture couvrira mieux et en moins de couches.'),
    ],
  },
  'choosing-a-filler': {
    slug: 'choisir-son-enduit',
    title: 'Choisir son enduit',
    extract: 'Reboucher, lisser, ragréer : à chaque travail son produit.',
    blocks: [
      paragraph('Selon le travail', 'Un enduit de rebouchage comble les trous et les fissures, un enduit de lissage donne un mur plan et lisse en 1 à 2 mm, un enduit de ragréage rattrape des défauts jusqu’à 10 mm et plus.'),
      paragraph('Selon le support et la pièce', 'Plâtre, plaque de plâtre, béton, bois ou ancienne peinture : vérifiez les supports indiqués sur l’emballage. En salle de bain ou en cuisine, choisissez un enduit pour pièces humides ; dehors, un enduit extérieur.'),
      paragraph('Poudre ou pâte', 'La poudre est économique et se dose selon le travail ; la pâte prête à l’emploi est idéale pour les petites réparations et se conserve fermée plusieurs mois.'),
    ],
  },
  'skimming-a-ceiling': {
    slug: 'enduire-un-plafond',
    title: 'Enduire un plafond',
    extract: 'Un enduit allégé, une large lisseuse et des couches fines.',
    blocks: [
      paragraph('Le bon produit', 'Au plafond, choisissez un enduit allégé : il ne coule pas, même à 3 mm d’épaisseur, et fatigue moins les bras. Protégez le sol et portez des lunettes.'),
      paragraph('L’application', 'Travaillez par bandes de 1 m de large, lisseuse de 40 cm légèrement inclinée, en commençant par le côté opposé à la fenêtre. Deux couches fines valent mieux qu’une épaisse.'),
      paragraph('Séchage et ponçage', 'Laissez sécher 24 heures entre les couches, pièce aérée mais sans courant d’air. Poncez avec une cale sur perche au grain 180, puis dépoussiérez avant la sous-couche.'),
    ],
  },
  'fillers-and-damp': {
    slug: 'enduits-et-humidite',
    title: 'Enduits et humidité',
    extract: 'Quels produits pour les salles de bain, les cuisines et les murs humides.',
    blocks: [
      paragraph('Traiter la cause d’abord', 'Un enduit ne règle pas une remontée capillaire ni une fuite. Supprimez la source d’humidité et laissez le mur sécher plusieurs semaines avant toute réparation.'),
      paragraph('Pièces humides', 'En salle de bain et en cuisine, utilisez un enduit hydrofuge pour pièces humides : il résiste aux projections et à la condensation. Terminez par une peinture spéciale pièces humides.'),
      paragraph('Séchage', 'L’humidité de l’air allonge le séchage : comptez jusqu’au double du temps indiqué quand l’hygrométrie dépasse 80 %. Aérez sans chauffer brutalement, pour éviter les fissures.'),
    ],
  },
  'applying-joint-tape': {
    slug: 'poser-une-bande-a-joint',
    title: 'Poser une bande à joint',
    extract: 'Encoller, maroufler et recouvrir un joint de plaques de plâtre.',
    blocks: [
      paragraph('Encoller', 'Remplissez le creux entre les bords amincis des plaques avec l’enduit à joints, au couteau de 10 cm, puis étalez une couche régulière de 2 à 3 mm.'),
      paragraph('Maroufler la bande', 'Posez la bande papier centrée sur le joint et chassez l’enduit en excès en tirant le couteau du centre vers les extrémités. La bande doit être bien noyée, sans bulle.'),
      paragraph('Recouvrir', 'Après séchage (environ 12 heures), appliquez une couche de finition plus large, au couteau de 20 cm. Poncez légèrement : le joint doit être invisible sous la peinture.'),
    ],
  },
  'levelling-an-uneven-wall': {
    slug: 'ragreer-un-mur-irregulier',
    title: 'Ragréer un mur irrégulier',
    extract: 'Une couche épaisse d’enduit de ragréage pour redresser un mur.',
    blocks: [
      paragraph('Évaluer les défauts', 'Passez une règle de 2 m sur le mur : jusqu’à 10 mm de creux, un enduit de ragréage en une ou deux passes suffit. Au-delà, il faut d’abord dresser au plâtre.'),
      paragraph('Appliquer', 'Appliquez l’enduit de ragréage au platoir ou à la lisseuse, puis tirez à la règle pour supprimer les bosses. Respectez l’épaisseur maximale par passe indiquée sur le sac.'),
      paragraph('Finir', 'Après 24 à 48 heures de séchage, poncez les reprises et appliquez un enduit de finition de 1 mm pour obtenir un mur lisse, prêt à peindre.'),
    ],
  },
  'filling-wall-plug-holes': {
    slug: 'reboucher-apres-une-cheville',
    title: 'Reboucher après une cheville',
    extract: 'Retirer la cheville, reboucher et poncer.',
    blocks: [
      paragraph('Retirer la cheville', 'Dévissez la vis de deux tours, puis tirez la cheville à la pince. Si elle résiste, enfoncez-la de quelques millimètres sous la surface avec un chasse-clou.'),
      paragraph('Reboucher', 'Dépoussiérez le trou, puis remplissez-le en une seule passe avec un enduit de rebouchage rapide, en le pressant au couteau. Laissez une légère surépaisseur.'),
      paragraph('Finir', 'Au bout d’une heure environ, poncez au grain 120 pour affleurer, puis retouchez la peinture. Sur une plaque de plâtre, le même enduit convient.'),
    ],
  },
  'renovating-a-plaster-wall': {
    slug: 'renover-un-mur-en-platre',
    title: 'Rénover un mur en plâtre',
    extract: 'Fixer, reboucher et lisser un vieux plâtre.',
    blocks: [
      paragraph('Sonder et purger', 'Tapotez le mur : les zones qui sonnent creux doivent être ouvertes et purgées. Brossez les parties friables jusqu’au plâtre sain.'),
      paragraph('Fixer le support', 'Appliquez une impression fixante au rouleau sur tout le mur et laissez sécher 4 à 6 heures : elle durcit la surface et régule l’absorption de l’enduit.'),
      paragraph('Reboucher et lisser', 'Comblez les manques avec un enduit de rebouchage, en plusieurs passes si la profondeur dépasse 2 cm, puis lissez l’ensemble en deux couches fines d’enduit de lissage.'),
    ],
  },
  'repairing-a-damaged-wooden-floor': {
    slug: 'reparer-un-parquet-abime',
    title: 'Réparer un parquet abîmé',
    extract: 'Combler les fentes et les trous d’un parquet.',
    blocks: [
      paragraph('Préparer', 'Poncez la zone abîmée pour retirer le vernis ou la cire, puis aspirez soigneusement la poussière entre les lames.'),
      paragraph('Reboucher', 'Choisissez une pâte à bois de la teinte du parquet, appliquez-la au couteau en serrant bien dans les fentes et laissez une légère surépaisseur. Au-delà de 5 mm, procédez en deux passes.'),
      paragraph('Finir', 'Après 2 à 4 heures de séchage, poncez au grain 120 dans le sens du bois, dépoussiérez puis vernissez ou cirez comme le reste du parquet.'),
    ],
  },
  'airless-compounds-user-guide': {
    slug: 'enduit-airless-mode-demploi',
    title: 'Enduit airless : mode d’emploi',
    extract: 'Buse, pression et passes pour une finition projetée parfaite.',
    blocks: [
      paragraph('Réglages', 'Choisissez la buse préconisée sur la fiche de réglage (généralement 0,035 à 0,043 pouce), réglez la pression entre 180 et 220 bars et filtrez l’enduit avant de l’introduire dans la pompe.'),
      paragraph('Projection', 'Projetez à 40 cm du support, en passes croisées qui se recouvrent de moitié, pour une épaisseur de 1 à 2 mm. Travaillez par zones de 10 à 15 m².'),
      paragraph('Finition', 'Lissez immédiatement à la lame à lisser de 60 cm, puis laissez sécher 12 heures avant une seconde passe. Rincez la machine à l’eau claire en fin de journée.'),
    ],
  },
  'drywallers-tools': {
    slug: 'les-outils-du-plaquiste',
    title: 'Les outils du plaquiste',
    extract: 'Du couteau à enduire à la ponceuse girafe.',
    blocks: [
      paragraph('Pour les joints', 'Couteaux de 10, 15 et 25 cm, taloche, couteau à angles et, sur les grands chantiers, une bandeuse qui pose bande et enduit en une seule passe.'),
      paragraph('Pour la pose', 'Cutter et rabot à plaques, lève-plaque pour les plafonds, visseuse à chargeur et scie à guichet pour les boîtiers électriques.'),
      paragraph('Pour la finition', 'Ponceuse girafe avec aspiration, cales à poncer et abrasifs grain 120 à 180 : un ponçage aspiré préserve la santé de l’équipe et la propreté du chantier.'),
    ],
  },
  'perfect-plasterboard-joints': {
    slug: 'reussir-ses-joints-de-plaques',
    title: 'Réussir ses joints de plaques',
    extract: 'Des joints invisibles en trois passes.',
    blocks: [
      paragraph('Première passe', 'Garnissez le joint et marouflez la bande, en veillant à noyer complètement la bande sans surépaisseur. Traitez les têtes de vis en même temps.'),
      paragraph('Passes de finition', 'Après séchage, appliquez une deuxième passe plus large que la première, puis une troisième qui déborde de 5 cm de chaque côté. Un enduit allégé réduit le ponçage.'),
      paragraph('Niveaux de finition', 'Pour une lumière rasante ou une peinture satinée, visez le niveau de finition le plus élevé : un enduit de lissage sur toute la surface des plaques.'),
    ],
  },
  'compound-drying-times': {
    slug: 'temps-de-sechage-des-enduits',
    title: 'Temps de séchage des enduits',
    extract: 'Ce qui fixe le délai avant ponçage et peinture.',
    blocks: [
      paragraph('Les repères', 'À 20 °C et 65 % d’humidité, comptez 1 à 3 heures pour un enduit de rebouchage rapide, 12 à 24 heures pour un enduit de lissage et 24 à 48 heures pour un enduit d’égalisage en forte épaisseur.'),
      paragraph('Ce qui allonge le séchage', 'L’épaisseur, le froid, l’humidité de l’air et un support peu absorbant. Sous 10 °C ou au-dessus de 80 % d’humidité, le temps de séchage peut doubler.'),
      paragraph('Ce qu’il ne faut pas faire', 'Ne forcez pas le séchage avec un chauffage d’appoint placé près du mur : l’enduit sèche en surface, se fissure et farine. Ventilez plutôt la pièce.'),
    ],
  },
  'treating-a-powdery-surface': {
    slug: 'traiter-un-support-farineux',
    title: 'Traiter un support farineux',
    extract: 'Fixer un support poudreux avant tout enduit.',
    blocks: [
      paragraph('Le diagnostic', 'Passez la main sur le mur : si elle ressort blanche, le support est farineux. Un enduit appliqué directement n’adhérera pas et finira par se décoller.'),
      paragraph('Le traitement', 'Brossez énergiquement, dépoussiérez, puis appliquez une impression fixante diluée selon la fiche technique, au rouleau ou à l’airless. Laissez sécher 6 heures minimum.'),
      paragraph('Le contrôle', 'Collez un ruban adhésif et arrachez-le d’un coup sec : s’il reste propre, le support est prêt à être enduit ; sinon, appliquez une seconde couche d’impression.'),
    ],
  },
};
