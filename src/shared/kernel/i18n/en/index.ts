/**
 * The English message catalogue: every visible string of the site, one file per area. Where
 * the spec gives a text it is quoted verbatim (typos included: they are the client's copy).
 * A message id is used in one area only; the test of the catalogue checks ids stay unique.
 * The browser gets the shell's areas (shell.ts) with the entry, the others with the pages
 * and lazy parts that use them.
 */
import { accountMessages } from './account.ts';
import { catalogueMessages } from './catalogue.ts';
import { consentMessages } from './consent.ts';
import { contentMessages } from './content.ts';
import { documentsMessages } from './documents.ts';
import { errorsMessages } from './errors.ts';
import { feedbackMessages } from './feedback.ts';
import { findingMessages } from './finding.ts';
import { homeMessages } from './home.ts';
import { layoutMessages } from './layout.ts';
import { screensMessages } from './screens.ts';
import { searchMessages } from './search.ts';
import { searchSuggestionsMessages } from './search-suggestions.ts';
import { searchTranslationMessages } from './search-translation.ts';
import { servicesMessages } from './services.ts';
import { englishShellAreas } from './shell.ts';

export const englishPageAreas = [
  homeMessages,
  catalogueMessages,
  contentMessages,
  screensMessages,
  accountMessages,
  servicesMessages,
  documentsMessages,
  findingMessages,
  consentMessages,
  searchSuggestionsMessages,
  searchTranslationMessages,
] as const;

export const englishAreas = [...englishShellAreas, ...englishPageAreas] as const;

export const englishMessages = Object.assign({}, ...englishAreas) as typeof layoutMessages &
  typeof errorsMessages &
  typeof feedbackMessages &
  typeof searchMessages &
  typeof homeMessages &
  typeof catalogueMessages &
  typeof contentMessages &
  typeof screensMessages &
  typeof accountMessages &
  typeof servicesMessages &
  typeof documentsMessages &
  typeof findingMessages &
  typeof consentMessages &
  typeof searchSuggestionsMessages &
  typeof searchTranslationMessages;

export type MessageId = keyof typeof englishMessages;
