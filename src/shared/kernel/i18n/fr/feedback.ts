/** Toasts and other short notices (spec §8), the spec's English texts translated. */
import type { feedbackMessages } from '../en/feedback.ts';
import type { TranslationOf } from '../translated-area.ts';

export const frenchFeedbackMessages = {
  'toast.unknownError': 'Une erreur inconnue est survenue',
  'toast.defaultSuccess': 'Message de succès par défaut',
  'toast.close': 'Fermer',
  'toast.compareFull.desktop': 'Seuls 5 produits peuvent être comparés',
  'toast.compareFull.mobile': 'Seuls 3 produits peuvent être comparés',
  'toast.cartAdded': 'Les produits ont été ajoutés à votre panier.',
  'toast.orderAgainNothing': 'Aucun des produits de cette commande ne peut être commandé à nouveau.',
  'toast.loggedOut': 'Vous êtes déconnecté.',
  'toast.addressCreated': 'L’adresse a été ajoutée.',
  // Shown by the toasts' island, which has the shell's messages only (decision 199).
  'favorites.send.sent': 'Votre liste de favoris a été envoyée à {email}.',
  'loading.longWork': 'Veuillez patienter…',
  'offline.indicator': 'Hors ligne : les pages gardées restent lisibles',
} as const satisfies TranslationOf<typeof feedbackMessages>;
