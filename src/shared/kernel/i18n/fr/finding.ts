/**
 * Finding the right product: the results page, the choice guide, the comparator, favourites and
 * the barcode scanner.
 */
import type { findingMessages } from '../en/finding.ts';
import type { TranslationOf } from '../translated-area.ts';

export const frenchFindingMessages = {
  'resultsPage.tabs': 'Types de résultats',
  'resultsPage.tab': '{group} ({count})',
  'resultsPage.count': '{count, plural, =0 {Aucun résultat} one {# résultat} other {# résultats}}',
  'resultsPage.groupEmpty':
    '{group, select, products {Aucun produit ne correspond} categories {Aucune catégorie ne correspond} pages {Aucune page ne correspond} other {Aucune fiche technique ne correspond}} à votre recherche.',
  'resultsPage.openSheet': 'Ouvrir la fiche technique',
  'resultsPage.didYouMean': 'Vouliez-vous dire {suggestion} ?',

  'guide.title': 'Guide de choix',
  'guide.intro': 'Répondez aux questions dans l’ordre pour trouver le produit adapté à vos travaux.',
  'guide.search': 'Rechercher',
  'guide.loading': 'Chargement des questions…',
  'guide.failed': 'Le guide de choix n’a pas pu être chargé. Veuillez réessayer plus tard.',
  'guide.step': 'Étape {step} sur {count}',
  'guide.stepAnnounced': 'Étape {step} sur {count} : {question}',
  'guide.next': 'Suivant',
  'guide.back': 'Retour',
  'guide.yourChoices': 'Vos choix',
  'guide.summary': '{count, plural, =0 {Aucun produit ne correspond} one {# produit correspond} other {# produits correspondent}} à vos réponses : {answers}.',
  'guide.answer': '{question} : {answer}',
  'guide.removeAnswer': 'Retirer la réponse {question} : {answer}',
  'guide.none': 'Aucun produit ne correspond à tous vos choix.',
  'guide.again': 'Rouvrir le guide de choix',

  'compare.empty': 'Il n’y a encore aucun produit à comparer. Ajoutez des produits avec leur bouton « Comparer ».',
  'compare.loading': 'Chargement de votre comparaison…',
  'compare.failed': 'Les produits n’ont pas pu être chargés. Veuillez réessayer plus tard.',
  'compare.table': 'Produits comparés',
  'compare.differs': '(diffère)',
  'compare.remove': 'Retirer {name} du comparateur',
  'compare.clear': 'Vider le comparateur',
  'compare.count': '{count, plural, one {# produit comparé} other {# produits comparés}} (au plus {limit})',
  'compare.notSet': '—',
  'compareTray.label': 'Votre comparaison',
  'compareTray.count': '{count, plural, one {# produit} other {# produits}} sur {limit} à comparer',
  'compareTray.clear': 'Vider',
  'compareTray.freeSlot': 'Place libre',

  'favorites.empty': 'Vous n’avez encore aucun favori. Ajoutez des produits avec le bouton en forme de cœur.',
  'savedList.browse': 'Parcourir nos enduits',
  'favorites.loading': 'Chargement de vos favoris…',
  'favorites.failed': 'Vos favoris n’ont pas pu être chargés. Veuillez réessayer plus tard.',
  'favorites.send.title': 'Envoyer cette liste par e-mail',
  'favorites.send.email': 'Adresse e-mail',
  'favorites.send.name': 'Votre nom (facultatif)',
  'favorites.send.message': 'Message (facultatif)',
  'favorites.send.submit': 'Envoyer la liste',
  'favorites.send.sent': 'Votre liste de favoris a été envoyée à {email}.',

  'scan.title': 'Scanner un produit',
  'scan.camera': 'Vue de la caméra : pointez-la vers le code-barres d’un conditionnement',
  'scan.starting': 'Démarrage de la caméra…',
  'scan.cameraUnavailable': 'La caméra ne peut pas être utilisée ici. Saisissez le code-barres ci-dessous.',
  'scan.code': 'Code-barres',
  'scan.codeHint': 'Les 13 ou 14 chiffres sous le code-barres',
  'scan.find': 'Trouver le produit',
  'scan.searching': 'Recherche du code-barres…',
  'scan.found': 'Produit trouvé',
  'scan.variant': 'Conditionnement : {label} · Réf. {reference} · EAN {ean}',
  'scan.view': 'Voir le produit',
  'scan.again': 'Scanner à nouveau',
} as const satisfies TranslationOf<typeof findingMessages>;
