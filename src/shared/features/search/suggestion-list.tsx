/**
 * The suggestions themselves: one tab per result type with its count, the tab's items, and its
 * 'see all'. Loaded when the first suggestions show (or when the field gets focus), with their
 * message area: most visits never search.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import type { SearchGroupName, SearchItem, SearchResult } from '../../kernel/api/entities/catalogue.ts';
import { ClientLink, Link } from '../app/link.tsx';
import { Picture } from '../app/picture.tsx';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { searchSuggestionsMessages } from '../../kernel/i18n/en/search-suggestions.ts';
import { searchTranslationMessages } from '../../kernel/i18n/en/search-translation.ts';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';
import { $highlighted, $suggestedTerm, $suggestTab, searchGroups, suggestionsDismissed, suggestionTabSelected } from './model.ts';
import { optionId } from './option-id.ts';
import { TranslatedWords } from './translated-words.tsx';
import { searchItemTarget } from './search-item-target.ts';

export interface SuggestionListProps {
  /** The listbox's id, which the search field controls. */
  readonly id: string;
  readonly suggestions: SearchResult;
  readonly resultsOf: (term: string) => string;
}

/** The area the suggestions show, provided above them by the popup (lazyWithMessages). */
export const messages = { ...searchSuggestionsMessages, ...searchTranslationMessages };

export default function SuggestionList({ id, suggestions, resultsOf }: SuggestionListProps) {
  const intl = useIntl();
  const [term, tab, selectTab] = useUnit([$suggestedTerm, $suggestTab, suggestionTabSelected]);
  const groupName = (group: SearchGroupName) => intl.formatMessage({ id: `search.group.${group}` });
  return (
    <>
      <TranslatedWords translated={suggestions.translated} className="suggestions__translated" />
      <div role="tablist" className="suggestions__tabs" aria-label={intl.formatMessage({ id: 'search.suggestions' })}>
        {searchGroups.map((group) => (
          <button
            key={group}
            type="button"
            role="tab"
            id={`${id}-tab-${group}`}
            aria-selected={group === tab}
            aria-controls={id}
            className="suggestions__tab"
            disabled={suggestions[group].total === 0}
            onClick={() => selectTab(group)}
          >
            <FormattedMessage id="search.groupCount" values={{ group: groupName(group), count: suggestions[group].total }} />
          </button>
        ))}
      </div>
      <div role="listbox" id={id} className="suggestions__list" aria-labelledby={`${id}-tab-${tab}`}>
        {suggestions[tab].items.map((item, index) => (
          <SuggestionOption key={item.id} id={optionId(id, index)} index={index} group={tab} item={item} />
        ))}
        {suggestions[tab].total > 0 && (
          <SeeAll id={optionId(id, suggestions[tab].items.length)} index={suggestions[tab].items.length} href={`${resultsOf(term)}#${tab}`}>
            <FormattedMessage id={`search.seeAll.${tab}`} values={{ count: suggestions[tab].total }} />
          </SeeAll>
        )}
      </div>
    </>
  );
}

interface OptionProps {
  readonly id: string;
  readonly index: number;
}

function SuggestionOption({ id, index, group, item }: OptionProps & { readonly group: SearchGroupName; readonly item: SearchItem }) {
  const [highlighted, dismiss] = useUnit([$highlighted, suggestionsDismissed]);
  const target = searchItemTarget(group, item);
  if (target === undefined) return null;
  const common = { id, role: 'option', 'aria-selected': highlighted === index, tabIndex: -1, className: 'suggestion', onClick: () => dismiss() } as const;
  const content = (
    <>
      {item.cover ? <Picture picture={item.cover} alt="" slot="thumbnail" className="suggestion__thumbnail" /> : <span className="suggestion__thumbnail" aria-hidden="true" />}
      <span className="suggestion__text">
        <span className="suggestion__name"><TitleWithMarks title={item.name} /></span>
        {group === 'products' && item.reference && (
          <span className="suggestion__detail">
            <FormattedMessage id="search.reference" values={{ reference: item.reference }} />
            {item.category_name ? ` · ${item.category_name}` : ''}
          </span>
        )}
      </span>
    </>
  );
  if ('pdf' in target) {
    return (
      <a {...common} href={target.pdf} target="_blank" rel="noopener">
        {content}
        <NewTabHint />
      </a>
    );
  }
  return (
    <Link {...common} to={target.route}>
      {content}
    </Link>
  );
}

function SeeAll({ id, index, href, children }: OptionProps & { readonly href: string; readonly children: ReactNode }) {
  const [highlighted, dismiss] = useUnit([$highlighted, suggestionsDismissed]);
  return (
    <ClientLink id={id} role="option" aria-selected={highlighted === index} tabIndex={-1} className="suggestion suggestion--all" href={href} onClick={() => dismiss()}>
      {children}
    </ClientLink>
  );
}
