/** The error pages (spec §2, §8), the spec's English texts translated. */
import type { errorsMessages } from '../en/errors.ts';
import type { TranslationOf } from '../translated-area.ts';

export const frenchErrorsMessages = {
  'error.title': 'Page {status}',
  'error.401.heading': 'Accès refusé',
  'error.401.description': 'Vous n’êtes pas autorisé à accéder à cette page ; si vous n’êtes pas connecté, utilisez la page de connexion.',
  'error.404.heading': 'Cette page n’existe pas',
  'error.404.description': 'Le lien que vous avez suivi est peut-être périmé, ou l’adresse contient une faute de frappe.',
  'error.404.searchHint': 'Vous cherchez un produit ? Essayez le champ de recherche en haut de la page.',
  'error.500.heading': 'Une erreur est survenue',
  'error.500.description': 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  'error.backHome': 'Retour à la page d’accueil',
} as const satisfies TranslationOf<typeof errorsMessages>;
