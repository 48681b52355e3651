import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchTranslation } from '../../kernel/api/entities/catalogue.ts';

interface TranslatedWordsProps {
  readonly translated: readonly SearchTranslation[];
  readonly className: string;
}

/**
 * The words of another language the search read in the page's ("“enduit” (French): compound or
 * filler"), so that a visitor sees why the results are in the page's words. Each word is marked
 * with its language, for screen readers to say it as it is written.
 */
export function TranslatedWords({ translated, className }: TranslatedWordsProps) {
  const intl = useIntl();
  if (translated.length === 0) return null;
  return (
    <p className={className}>
      {translated.map((entry) => (
        <span key={entry.word}>
          <FormattedMessage
            id="search.translated"
            values={{
              word: <span lang={entry.lang}>{entry.word}</span>,
              language: intl.formatDisplayName(entry.lang, { type: 'language' }) ?? entry.lang,
              meanings: intl.formatList(entry.meanings, { type: 'disjunction' }),
            }}
          />
        </span>
      ))}
    </p>
  );
}
