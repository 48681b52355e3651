/**
 * The French translation: every English area has its French twin, same file name, same ids
 * (each area's type checks it against the English one), and the validation texts. One chunk,
 * loaded by French pages only (src/shared/kernel/i18n/translations.ts).
 */
import { frenchValidationTexts } from '../validation/fr.ts';
import type { MessageCatalogue, Translation } from '../translation-types.ts';
import { frenchAccountMessages } from './account.ts';
import { frenchCatalogueMessages } from './catalogue.ts';
import { frenchConsentMessages } from './consent.ts';
import { frenchContentMessages } from './content.ts';
import { frenchDocumentsMessages } from './documents.ts';
import { frenchErrorsMessages } from './errors.ts';
import { frenchFeedbackMessages } from './feedback.ts';
import { frenchFindingMessages } from './finding.ts';
import { frenchHomeMessages } from './home.ts';
import { frenchLayoutMessages } from './layout.ts';
import { frenchScreensMessages } from './screens.ts';
import { frenchSearchMessages } from './search.ts';
import { frenchSearchSuggestionsMessages } from './search-suggestions.ts';
import { frenchSearchTranslationMessages } from './search-translation.ts';
import { frenchServicesMessages } from './services.ts';

export const frenchMessages: MessageCatalogue = Object.assign(
  {},
  frenchLayoutMessages,
  frenchErrorsMessages,
  frenchFeedbackMessages,
  frenchSearchMessages,
  frenchHomeMessages,
  frenchCatalogueMessages,
  frenchContentMessages,
  frenchScreensMessages,
  frenchAccountMessages,
  frenchServicesMessages,
  frenchDocumentsMessages,
  frenchFindingMessages,
  frenchConsentMessages,
  frenchSearchSuggestionsMessages,
  frenchSearchTranslationMessages,
);

export const frenchTranslation: Translation = { messages: frenchMessages, validation: frenchValidationTexts };
