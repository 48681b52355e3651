/**
 * The demo's news articles in French, by the English article's slug: written for French
 * readers rather than translated line by line, with the same pictures (among those the English
 * article shows) and the same products, which the English article names (news.ts).
 */
import type { ArticleText } from '../news.ts';

export const frenchNewsArticles: Record<string, ArticleText & { slug: string }> = {
  'new-airless-range': {
    slug: 'la-gamme-pro-fait-peau-neuve',
    title: 'La gamme pro fait peau neuve',
    extract: 'Un enduit de lissage à projeter, un plâtre machine et un enduit de finition, pensés pour travailler ensemble sur les chantiers de plusieurs centaines de mètres carrés.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Sur un programme de quarante logements, lisser murs et plafonds à la main occupe deux compagnons pendant près de trois semaines. À la machine, la même surface est bouclée en moins d’une semaine. C’est pour gagner ce temps que nous avons passé deux ans sur les chantiers de plâtriers et de plaquistes, pompe en main, avant de proposer une gamme conçue pour la projection. Elle est disponible dès maintenant chez nos distributeurs.',
          'Au cœur de la gamme, un enduit de lissage en pâte, prêt à projeter sans ajout d’eau à la pompe à piston. Il se projette de 0,5 à 3 mm par passe, se serre à la lame de 60 cm dans la foulée et reçoit sa seconde passe 12 heures plus tard. Une équipe de deux lisse jusqu’à 300 m² par jour, murs et plafonds confondus.',
        ],
        picture: { name: 'news-new-airless-range', alt: 'Un compagnon projette l’enduit sur un mur avec une pompe airless sur chariot' },
      },
      {
        heading: 'Les bons réglages',
        paragraphs: [
          'Montez une buse 521 ou 525, réglez la pression entre 180 et 220 bars et prévoyez un flexible d’au moins 3/8 de pouce sur les quinze premiers mètres. Projetez à 30 cm du support, en passes qui se recouvrent de moitié, et travaillez toujours dans le frais : une bande projetée ne doit jamais croûter avant d’être serrée. Rincez la pompe à chaque pause de plus d’une heure ; la pâte ne prend pas dans le flexible, mais un film sec bouche le filtre au redémarrage.',
          'Sur plaques de plâtre, les joints se traitent avant la projection, avec l’enduit de finition de la gamme. Même blancheur et même ponçage que la couche projetée : sous une lumière rasante, les bandes ne marquent pas à travers la peinture.',
        ],
      },
      {
        heading: 'Un plâtre machine pour le gros œuvre',
        paragraphs: [
          'En amont du lissage vient le plâtre. Le plâtre projeté machine se pose sur parpaing, brique ou béton, de 10 à 50 mm en une seule couche ; on le dresse à la règle, puis on le serre à la lisseuse une fois pris. Comptez au moins 48 heures de séchage en pièce ventilée avant de lisser, davantage en forte épaisseur. L’hiver, un chauffage de chantier et une heure de fenêtres ouvertes par jour font gagner une semaine.',
          'Pour votre première journée de projection, notre service technique peut venir sur le chantier, vérifier les réglages et former vos opérateurs. Parlez-en à votre distributeur, ou indiquez-nous surfaces, supports et dates dans le formulaire de démarrage de chantier.',
        ],
        picture: { name: 'news-airless-projection', alt: 'Une machine à projeter le plâtre, sacs à côté, projette le plâtre sur un mur' },
      },
    ],
  },
  'we-are-in-dubai': {
    slug: 'nos-produits-arrivent-a-dubai',
    title: 'Nos produits arrivent à Dubaï',
    extract: 'Un nouveau distributeur à Dubai Investments Park tient nos gammes intérieure et extérieure. Nos conseils pour enduire sous la chaleur du Golfe.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Depuis le mois dernier, artisans et particuliers des Émirats arabes unis trouvent nos enduits chez Gulf Finishing Supplies, un nouveau distributeur installé à Dubai Investments Park. Son entrepôt tient toute la gamme extérieure et les produits d’intérieur les plus demandés, dans tous les conditionnements, et livre les chantiers de Dubaï, Charjah et Abou Dabi sous deux jours ouvrés. Le comptoir ouvre à 8 heures, du samedi au jeudi, avec l’outillage qui va avec : couteaux, taloches, malaxeurs et ponceuses à manche.',
          'C’est notre deuxième étape dans le Golfe, après l’installation de notre équipe technique à Dubaï. Nos clients de la région passaient jusqu’ici par des importateurs ; un stock sur place, ce sont des délais plus courts, des prix en dirhams et un technicien qui parle le langage du chantier.',
        ],
        picture: { name: 'news-we-are-in-dubai', alt: 'Les tours de Dubaï au-dessus de la crique, dans la lumière dorée du soir' },
      },
      {
        heading: 'Enduire quand il fait 45 °C',
        paragraphs: [
          'Nos enduits s’appliquent entre 5 et 30 °C, pour l’air comme pour le support. À Dubaï, un mur exposé à l’ouest dépasse les 50 °C l’après-midi. Sur le chantier, la règle est simple : on travaille les façades à l’ombre, tôt le matin ou après le passage du soleil, et jamais sur un mur chaud au toucher. La veille, ou une heure avant, humidifiez légèrement les enduits poreux pour que le support ne boive pas l’eau de gâchage.',
          'Gâchez les poudres à l’eau fraîche, par petites quantités utilisables dans le temps ouvert, qui raccourcit quand le thermomètre grimpe. Stockez sacs et seaux à l’ombre, jamais à même le plancher de la camionnette, et refermez bien les pots entamés : une pâte oubliée au soleil croûte en quelques minutes.',
        ],
        picture: { name: 'news-dubai-facade', alt: 'Une façade de maison sous échafaudage, la moitié de son enduit déjà réparée' },
      },
      {
        heading: 'Quels produits choisir ?',
        paragraphs: [
          'En façade, l’enduit extérieur en poudre rebouche fissures et trous jusqu’à 15 mm dans l’enduit ciment, le béton ou le parpaing. Après 24 heures de séchage vient le lissage extérieur, qui donne un fond fin, insensible aux intempéries et prêt pour la peinture de façade. À l’intérieur, l’air sec des pièces climatisées fait sécher la pâte de finition plus vite que ne l’annonce sa fiche : poncez-la dans la journée et imprimez avant de peindre.',
          'L’adresse et les horaires du distributeur figurent sur notre carte des points de vente, avec nos autres adresses au Liban et aux Émirats.',
        ],
      },
    ],
  },
  'low-emission-label': {
    slug: 'tous-nos-enduits-interieurs-classes-a-plus',
    title: 'Tous nos enduits d’intérieur classés A+',
    extract: 'Trois enduits reformulés, et toute notre gamme d’intérieur porte désormais l’étiquette A+, la meilleure classe d’émissions dans l’air intérieur.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Depuis 2012, les peintures, enduits et colles vendus en France pour l’intérieur portent une étiquette, de A+ à C, qui indique ce qu’ils rejettent dans l’air d’une pièce. La classe est attribuée en chambre d’essai : on applique le produit, puis on mesure au bout de 28 jours les composés organiques volatils qu’il émet, formaldéhyde en tête, parmi une dizaine de substances suivies. A+ signale les émissions les plus faibles.',
          'La plupart de nos enduits d’intérieur sont classés A+ depuis longtemps. Trois faisaient exception : l’enduit allégé, l’enduit plafond et l’enduit pièces humides, que leurs additifs maintenaient en A ou en B. Après dix-huit mois de mise au point au laboratoire, leurs nouvelles formules décrochent le A+ et arrivent en magasin. Toute la gamme d’intérieur est désormais classée A+.',
        ],
        picture: { name: 'news-low-emission-label', alt: 'Une pièce fraîchement refaite, fenêtre ouverte sur l’air du dehors' },
      },
      {
        heading: 'Ce qui a changé',
        paragraphs: [
          'Dans un enduit allégé, les microbilles de verre qui font sa légèreté ont besoin d’un agent mouillant pour se mêler à la pâte : nous avons remplacé un agent à base de glycol par un agent minéral. L’enduit pièces humides garde sa résistance à l’eau grâce à un nouveau liant qui durcit sans dégager de solvant.',
          'Sur le mur, rien ne bouge : mêmes épaisseurs par passe, mêmes temps de séchage (4 heures pour l’allégé, 6 pour l’enduit plafond, 8 pour l’enduit pièces humides), même ponçage. Avant de quitter le laboratoire, chaque formule a subi les essais de l’ancienne : 200 m² de plafonds enduits par nos formateurs, poncés, peints, puis contrôlés un mois plus tard. Les nouveaux emballages se reconnaissent à l’étiquette A+ imprimée en façade.',
        ],
        picture: { name: 'news-laboratory-tests', alt: 'Une paillasse de laboratoire avec des flacons, des plaques d’échantillons et un microscope' },
      },
      {
        heading: 'Sur le chantier aussi',
        paragraphs: [
          'Le A+ ne concerne pas que le client final. Le plâtrier qui ponce un plafond respire l’air de la pièce toute la journée ; la famille qui emménage dans un appartement rénové le respire la nuit. La poussière de ponçage, elle, reste une poussière, A+ ou pas : portez un masque FFP2, poncez avec aspiration quand c’est possible et aérez pendant le séchage et quelques jours après.',
          'La classe d’émissions de chaque produit figure sur sa fiche technique, avec sa fiche de données de sécurité, dans l’espace téléchargements du site.',
        ],
      },
    ],
  },
  'training-calendar': {
    slug: 'calendrier-des-formations',
    title: 'Le calendrier des formations de la saison',
    extract: 'Des stages d’un ou deux jours à Beyrouth, Dubaï et Abou Dabi : lissage manuel et machine, joints de plaques, enduits à la chaux et réparation de façades.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'La nouvelle saison de nos stages pour les professionnels commence le mois prochain, dans notre showroom de Beyrouth, dans notre centre de formation de Dubaï et sur un chantier partenaire à Abou Dabi. Douze stagiaires au plus par session, un formateur pour six : les trois quarts de la journée se passent outil en main sur des murs grandeur nature, pas devant une démonstration. Le déjeuner, l’outillage et les produits sont fournis ; apportez vos couteaux si vous préférez travailler avec les vôtres. Les stages se déroulent en anglais et en arabe, et aussi en français à Beyrouth.',
        ],
        picture: { name: 'news-training-calendar', alt: 'Un formateur fait une démonstration sur un mur d’essai devant les stagiaires' },
      },
      {
        heading: 'Quatre stages au programme',
        paragraphs: [
          'Lissage manuel et machine (un jour, Beyrouth) : choisir entre poudre et pâte, lisser en deux passes à la lame de 60 cm, régler une pompe airless. Joints de plaques de plâtre (deux jours, Dubaï) : de la pose de la bande aux quatre niveaux de finition, avec les angles, les cueillies et la réparation des plaques abîmées ; la seconde journée se termine par le contrôle de chaque joint en lumière rasante.',
          'Enduits décoratifs à la chaux (un jour, Beyrouth) : teinter l’enduit, poser ses deux passes et le ferrer à la lisseuse inox. Réparation de façades (un jour, Abou Dabi) : savoir lire un mur, distinguer les fissures qui bougent, juger un enduit sain et décider de ce qu’il faut reprendre avant de peindre.',
        ],
      },
      {
        heading: 'Le conseil du stage joints',
        paragraphs: [
          'Le défaut que nos formateurs voient le plus souvent sur les joints ? Une deuxième passe posée trop tôt. L’enduit joint classique demande environ 12 heures avant la passe suivante, plus dans une pièce froide ou humide. Le test de l’ongle ne trompe pas : s’il marque le joint, on attend. Sur une première passe encore tendre, la seconde se rétracte en séchant et laisse un creux qui se verra sous la peinture. Élargissez chaque passe de 5 cm par rapport à la précédente, et ne poncez que la dernière.',
        ],
        picture: { name: 'news-training-joints', alt: 'Une bande papier noyée dans l’enduit le long d’un joint de plaques, le couteau posé dessus' },
      },
      {
        heading: 'S’inscrire',
        paragraphs: [
          'Une session est maintenue dès trois inscrits. Les dates et les places restantes sont sur notre page formations, où vous pouvez réserver jusqu’à cinq places à la fois pour votre équipe. La formation est gratuite pour les clients de nos distributeurs ; chaque stagiaire repart avec une attestation et les fiches pratiques du stage. Aucune date ne convient ? À partir de six stagiaires, nos formateurs viennent sur votre chantier avec le matériel.',
        ],
      },
    ],
  },
  'spring-contest': {
    slug: 'jeu-concours-de-printemps',
    title: 'Jeu-concours de printemps : gagnez un kit de rénovation',
    extract: 'Dix kits pour préparer et finir les murs d’une pièce entière, à gagner dans les magasins participants jusqu’à la fin de la saison.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Repeindre une pièce, c’est rarement le plus dur. Le plus dur, c’est de préparer les murs : les trous laissés par les cadres de l’ancien propriétaire, la fissure au-dessus de la porte, les chocs derrière le lit. Ce printemps, nous mettons en jeu dix kits qui contiennent tout le nécessaire pour préparer et finir les murs d’une pièce jusqu’à 20 m² au sol. Les gagnants seront tirés au sort au Liban et aux Émirats.',
        ],
        picture: { name: 'news-spring-contest', alt: 'Un kit de rénovation dans un coffret cadeau avec un nœud, entouré de fleurs de printemps' },
      },
      {
        heading: 'Dans le kit',
        paragraphs: [
          'Un pot de notre enduit prêt à l’emploi pour les trous et fissures jusqu’à 5 mm, un sac d’enduit de rebouchage rapide pour les réparations plus profondes (prêt à peindre en une heure), un seau de lisse et peint 2 en 1 qui égalise et imprime le mur en une seule couche, trois couteaux de 4, 10 et 25 cm, une cale à poncer et ses abrasifs, un rouleau de ruban de masquage et une bâche de protection.',
        ],
      },
      {
        heading: 'Comment participer ?',
        paragraphs: [
          'Achetez l’un de nos enduits dans un magasin participant à Beyrouth, Jounieh, Dubaï ou Abou Dabi, et gardez votre ticket de caisse. Remplissez ensuite le formulaire du jeu avec le nom du magasin et votre réponse à la question de la saison (un indice : elle figure au dos de chacun de nos pots). Les gagnants sont tirés au sort parmi les bonnes réponses après la clôture et prévenus par e-mail ; une participation par personne.',
        ],
      },
      {
        heading: 'Avant de vous lancer',
        paragraphs: [
          'Kit ou pas, l’ordre des travaux reste le même. Lessivez les murs et laissez-les sécher, puis protégez plinthes et prises avec le ruban et posez la bâche. Rebouchez d’abord les gros trous, puis les petits et les fissures, en ouvrant chaque fissure en V avec le coin du couteau pour que l’enduit accroche. Serrez l’enduit, laissez-le légèrement en surépaisseur et poncez à fleur une fois sec : une heure pour le rebouchage rapide, deux pour l’enduit prêt à l’emploi en faible épaisseur.',
          'Dépoussiérez à l’éponge humide, puis étalez le 2 en 1 au couteau large en longues passes. Six heures plus tard, les murs sont prêts pour la peinture.',
        ],
        picture: { name: 'news-renovation-kit', alt: 'Une pièce en travaux, avec un mur rebouché, une bâche, un escabeau et les pots prêts' },
      },
    ],
  },
  'beirut-showroom': {
    slug: 'un-showroom-a-beyrouth',
    title: 'Un showroom à Beyrouth',
    extract: 'Des murs pour essayer nos finitions, des techniciens pour répondre à vos questions et des démonstrations tous les samedis matin.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Choisir une finition sur un nuancier ou une photo, c’est un pari : un enduit à la chaux change avec la lumière, un relief avec l’angle sous lequel on le regarde. Notre nouveau showroom de Beyrouth est donc d’abord une affaire de murs. Douze panneaux présentent nos finitions décoratives en grandeur réelle, à la lumière du jour comme sous les éclairages chauds et froids d’une maison, et six autres restent nus pour que chacun essaie les produits de ses propres mains.',
        ],
        picture: { name: 'news-beirut-showroom', alt: 'Des étagères de pots et de sacs sous les spots, à côté de panneaux d’échantillons' },
      },
      {
        heading: 'Ce que vous y trouverez',
        paragraphs: [
          'Les professionnels viennent tester un produit avant un chantier, comparer deux finitions avec leur client ou faire examiner un échantillon de support par un technicien. Les particuliers arrivent avec la photo du mur à réparer et repartent avec la liste des produits et des outils, dans l’ordre où les utiliser. Si vous le pouvez, apportez un morceau de votre mur : un éclat de vieux plâtre ou un carreau cassé en dit plus long qu’une description. Toute la gamme y est proposée en petits conditionnements d’essai, et notre équipe technique pour le Liban travaille à l’étage.',
        ],
      },
      {
        heading: 'Les démonstrations du samedi',
        paragraphs: [
          'Chaque samedi matin, un de nos techniciens montre un geste sur les panneaux : poser et ferrer une finition à la chaux en deux passes, réaliser trois reliefs avec un enduit texturé, un rouleau, une spatule crantée et une éponge, ou recouvrir une vieille faïence de cuisine avec un enduit de lissage sur carrelage avant de la peindre. Une démonstration dure une heure, pour douze personnes : réservez par téléphone ou venez directement.',
        ],
        picture: { name: 'news-showroom-textures', alt: 'Un mur décoratif aux reliefs en éventail, dans une teinte minérale chaude' },
      },
      {
        heading: 'L’astuce des panneaux',
        paragraphs: [
          'Une finition à la chaux se pose sur un fond sain et régulier, imprimé la veille. Sur un plâtre poreux, une passe posée trop tôt sèche de façon inégale et laisse des nuages clairs. Posez la seconde passe quand la première ne marque plus sous le doigt, en général deux à quatre heures après, et ferrez-la du plat de la lisseuse tant qu’elle est encore fraîche. Entre deux passes, gardez le seau fermé et remuez avant l’emploi : la chaux se dépose au fond.',
          'Le showroom se trouve à Mar Mikhael, à quelques minutes à pied du port. Il est ouvert du lundi au samedi de 8 heures à 18 heures, et la cour permet de garer une camionnette.',
        ],
      },
    ],
  },
  'filler-of-the-year-2019': {
    slug: 'enduit-de-lannee-2019',
    title: 'Enduit de l’année 2019',
    extract: 'Les bricoleurs ont élu notre enduit prêt à l’emploi produit de l’année 2019, dans la catégorie bricolage.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Notre enduit prêt à l’emploi a été élu produit de l’année 2019 dans la catégorie bricolage, par un jury de 10 000 consommateurs qui ont testé les produits chez eux. C’est la première fois qu’un enduit remporte la catégorie, d’habitude promise aux outils et aux peintures, et nous le devons à ceux qui s’en servent : leurs avis parlent d’un pot qui s’ouvre, rebouche et lisse sans bol de gâchage, sans grumeaux et sans salir le sol.',
        ],
        picture: { name: 'news-filler-of-the-year-2019', alt: 'Le pot d’enduit lauréat sur un podium, une cocarde de prix épinglée à côté' },
      },
      {
        heading: 'Ce qui a séduit les testeurs',
        paragraphs: [
          'Trois points reviennent dans la plupart des avis. La pâte est assez souple pour qu’on la pousse du bout du doigt dans un trou de clou, et assez ferme pour tenir dans une fissure de 5 mm sans couler. Elle sèche en deux heures en faible épaisseur : un mur rebouché le matin se peint l’après-midi. Enfin, elle ne se rétracte pas ; un trou rebouché à fleur le reste, sans seconde passe.',
          'Les testeurs qui n’avaient jamais rebouché un mur le disent à leur façon : la pâte pardonne. Elle se reprend au couteau humide pendant dix minutes après la pose, et une réparation ratée se gratte et se recommence.',
        ],
      },
      {
        heading: 'Bien s’en servir',
        paragraphs: [
          'Grattez la peinture et le plâtre qui n’adhèrent plus autour du trou, puis dépoussiérez. Prenez un peu de pâte sur un couteau souple, serrez-la bien dans le trou, puis tirez le couteau en travers pour laisser une surface plane, à peine en surépaisseur. Une fois sec, poncez légèrement au papier fin (grain 120 à 180) et essuyez. Au-delà de 5 mm de profondeur, rebouchez en plusieurs couches. Refermez bien le pot après usage : à l’abri du gel, un pot entamé se garde des mois. En cuisine ou en salle de bain, attendez une journée avant de peindre, car l’air plus humide ralentit le séchage.',
        ],
        picture: { name: 'news-filling-award', alt: 'Un couteau à enduire serre l’enduit dans un trou du mur, le pot à portée de main' },
      },
      {
        heading: 'Dans la même gamme',
        paragraphs: [
          'Pour quelques trous de clous avant un déménagement, le mastic en tube se passe de ponçage. Pour les microfissures et les éclats sur un mur peint, la pâte trous et fissures est plus fine encore. Toutes deux sortent de la même usine que le pot et se trouvent dans les mêmes magasins.',
        ],
      },
    ],
  },
  'craftsmen-trophy': {
    slug: 'trophee-des-artisans',
    title: 'Le trophée des artisans',
    extract: 'Peintres, plâtriers et plaquistes nous présentent leur plus beau travail de finition de l’année ; un jury de professionnels désigne les lauréats.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Pour la quatrième année, le trophée des artisans récompense les plus beaux travaux de finition réalisés avec nos produits. Il est ouvert aux peintres, plâtriers, plaquistes et décorateurs du Liban et des Émirats, seuls ou en équipe, pour un chantier terminé dans les douze derniers mois. L’an dernier, 64 dossiers sont arrivés de onze villes, de la simple salle de bain à l’hôtel de deux cents chambres.',
        ],
        picture: { name: 'news-craftsmen-trophy', alt: 'Une coupe dorée sur un socle sous un projecteur, des confettis et un couteau à enduire' },
      },
      {
        heading: 'Trois catégories',
        paragraphs: [
          'Murs et plafonds lisses récompense les surfaces les plus planes, jugées en lumière rasante, comme le client les verra au soleil couchant : un couloir lissé en deux passes, un plafond de 80 m² où aucun joint ne marque. Finitions décoratives distingue les enduits à la chaux, les stucs et les reliefs, jugés sur la régularité, la profondeur de la teinte et la difficulté du support. Rénovation salue le chantier parti des pires murs : plâtre fissuré, faïence peinte, façade au sortir d’un hiver pluvieux.',
        ],
      },
      {
        heading: 'Comment concourir ?',
        paragraphs: [
          'Envoyez trois à dix photos du travail fini, dont au moins une en lumière rasante, avec une ou deux photos des murs avant travaux, la surface traitée et les produits utilisés. Quelques lignes sur vos choix de chantier aident le jury. Celui-ci réunit deux formateurs de notre service technique, un conducteur de travaux, une architecte et les lauréats de l’an passé, qui visitent les chantiers retenus avant de trancher. Les dossiers sont reçus jusqu’à la fin de l’année ; le palmarès est annoncé en février dans notre showroom de Beyrouth.',
        ],
      },
      {
        heading: 'Ce que regarde le jury',
        paragraphs: [
          'Le lauréat de l’an dernier en murs lisses avait tiré un enduit de finition plâtrier sur plâtre neuf, puis passé un lissage finition fine au plafond. Ce qui a fait la différence, ce n’est pas le produit mais la méthode : des passes d’épaisseur régulière, chacune poncée légèrement et dépoussiérée avant la suivante, et une baladeuse tenue au ras de chaque mur avant l’arrivée du peintre. Le jury a aussi interrogé le client : une finition n’est réussie que si elle tient encore un an plus tard.',
          'Les lauréats reçoivent un trophée, de l’outillage pour leur équipe et une journée dans notre showroom avec leurs clients ; leurs chantiers sont présentés sur ce site et sur nos stands dans les salons professionnels.',
        ],
        picture: { name: 'news-trophy-smooth-walls', alt: 'Une lame large tire une couche d’enduit lisse et fraîche sur un mur' },
      },
    ],
  },
};
