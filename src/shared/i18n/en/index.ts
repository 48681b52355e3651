/**
 * The English message catalogue: every visible string of the site, one file per area. Where
 * the spec gives a text it is quoted verbatim (typos included: they are the client's copy).
 * A message id is used in one area only; the test of the catalogue checks ids stay unique.
 */
import { accountMessages } from './account.ts';
import { catalogueMessages } from './catalogue.ts';
import { contentMessages } from './content.ts';
import { errorsMessages } from './errors.ts';
import { feedbackMessages } from './feedback.ts';
import { findingMessages } from './finding.ts';
import { layoutMessages } from './layout.ts';
import { screensMessages } from './screens.ts';
import { servicesMessages } from './services.ts';

export const englishAreas = [layoutMessages, errorsMessages, catalogueMessages, contentMessages, screensMessages, accountMessages, feedbackMessages, findingMessages, servicesMessages] as const;

export const englishMessages = Object.assign({}, ...englishAreas) as typeof layoutMessages &
  typeof errorsMessages &
  typeof catalogueMessages &
  typeof contentMessages &
  typeof screensMessages &
  typeof accountMessages &
  typeof feedbackMessages &
  typeof findingMessages &
  typeof servicesMessages;

export type MessageId = keyof typeof englishMessages;
