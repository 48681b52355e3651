/** The consent banner's per-category preferences. */
import type { consentMessages } from '../en/consent.ts';
import type { TranslationOf } from '../translated-area.ts';

export const frenchConsentMessages = {
  'consent.save': 'Enregistrer mes choix',
  'consent.analytics': 'Mesure d’audience',
  'consent.analytics.text': 'Compte les visites et les pages vues pour améliorer le site.',
  'consent.ads': 'Publicité',
  'consent.ads.text': 'Mesure nos campagnes et affiche des publicités pertinentes ailleurs.',
  'consent.facebook': 'Pixel de réseau social',
  'consent.facebook.text': 'Permet au réseau social de mesurer les visites venant de nos publications.',
  'consent.pinterest': 'Balise Pinterest',
  'consent.pinterest.text': 'Permet à Pinterest de mesurer les visites venant de nos épingles.',
  'consent.youtube': 'Vidéos',
  'consent.youtube.text': 'Lit nos vidéos depuis l’hébergeur vidéo, qui peut déposer ses propres cookies.',
} as const satisfies TranslationOf<typeof consentMessages>;
