/** How the search read a word of another language: above the suggestions and on the results page. */
export const searchTranslationMessages = {
  'search.translated': '“{word}” ({language}): {meanings}',
} as const;
