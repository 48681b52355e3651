/**
 * The English message catalogue: every visible string of the site, one file per area. Where
 * the spec gives a text it is quoted verbatim (typos included: they are the client's copy).
 * A message id is used in one area only; the test of the catalogue checks ids stay unique.
 */
import { catalogueMessages } from './catalogue.ts';
import { errorsMessages } from './errors.ts';
import { layoutMessages } from './layout.ts';
import { screensMessages } from './screens.ts';

export const englishAreas = [layoutMessages, errorsMessages, catalogueMessages, screensMessages] as const;

export const englishMessages = Object.assign({}, ...englishAreas) as typeof layoutMessages &
  typeof errorsMessages &
  typeof catalogueMessages &
  typeof screensMessages;

export type MessageId = keyof typeof englishMessages;
