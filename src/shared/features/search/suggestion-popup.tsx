import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import type { SearchGroupName, SearchItem } from '../../api/entities/catalogue.ts';
import { Link } from '../../app/link.tsx';
import { Picture } from '../../catalogue/picture.tsx';
import { NewTabHint } from '../../layout/a11y/new-tab-hint.tsx';
import { ClientLink } from '../../app/link.tsx';
import { searchItemTarget } from './search-item-target.ts';
import { $highlighted, $suggestedTerm, $suggestions, $suggestLoading, $suggestOpen, $suggestTab, searchGroups, suggestionsDismissed, suggestionTabSelected } from './model.ts';
import { TitleWithMarks } from '../../format/registered-mark.tsx';

const thumbnail = { width: 48, height: 48 } as const;

export const optionId = (popupId: string, index: number) => `${popupId}-option-${index}`;

interface SuggestionPopupProps {
  readonly id: string;
  readonly resultsOf: (term: string) => string;
}

/** The suggestions: one tab per result type with its count, the tab's items, and its 'see all'. */
export function SuggestionPopup({ id, resultsOf }: SuggestionPopupProps) {
  const intl = useIntl();
  const [open, loading, suggestions, term, tab, selectTab] = useUnit([$suggestOpen, $suggestLoading, $suggestions, $suggestedTerm, $suggestTab, suggestionTabSelected]);
  const groupName = (group: SearchGroupName) => intl.formatMessage({ id: `search.group.${group}` });
  return (
    // Pressing in the list must not blur the field first, or the list would close under the pointer.
    <div className="suggestions" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
      {loading && suggestions === null ? (
        <p className="suggestions__message">
          <FormattedMessage id="search.searching" />
        </p>
      ) : suggestions !== null && suggestions.total === 0 ? (
        <p className="suggestions__message">
          <FormattedMessage id="results.none" />
        </p>
      ) : null}
      {suggestions !== null && suggestions.total > 0 && (
        <>
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
      )}
      {(suggestions === null || suggestions.total === 0) && <div role="listbox" id={id} hidden />}
    </div>
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
      {item.cover ? <Picture picture={item.cover} alt="" {...thumbnail} className="suggestion__thumbnail" /> : <span className="suggestion__thumbnail" aria-hidden="true" />}
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
