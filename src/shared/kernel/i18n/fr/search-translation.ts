/** How the search read a word of another language. */
import type { searchTranslationMessages } from '../en/search-translation.ts';
import type { TranslationOf } from '../translated-area.ts';

export const frenchSearchTranslationMessages = {
  'search.translated': '« {word} » ({language}) : {meanings}',
} as const satisfies TranslationOf<typeof searchTranslationMessages>;
