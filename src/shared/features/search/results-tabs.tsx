import { useLayoutEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchGroupName } from '../../kernel/api/entities/catalogue.ts';
import { ClientLink } from '../app/link.tsx';
import { useResultsTab } from './use-results-tab.ts';

export interface ResultsTab {
  readonly group: SearchGroupName;
  /** The results page with this tab's fragment. */
  readonly href: string;
  readonly count: number;
}

interface ResultsTabsProps {
  readonly tabs: readonly ResultsTab[];
  /** The tab shown when the URL's fragment names none. */
  readonly defaultTab: SearchGroupName;
}

/** The id of a group's panel, which the page renders under the tabs. */
export const resultsPanelId = (group: SearchGroupName) => `results-panel-${group}`;

/**
 * The results' tabs, one per result type with its count; the tab in the URL's fragment, which only
 * the browser reads. An island (decision 199): the panels are the page's, shown by the tab chosen.
 */
export function ResultsTabs({ tabs, defaultTab }: ResultsTabsProps) {
  const intl = useIntl();
  const tab = useResultsTab(defaultTab);
  useLayoutEffect(() => {
    for (const { group } of tabs) {
      const panel = document.getElementById(resultsPanelId(group));
      if (panel) panel.hidden = group !== tab;
    }
  }, [tabs, tab]);
  return (
    <div role="tablist" className="results__tabs" aria-label={intl.formatMessage({ id: 'resultsPage.tabs' })}>
      {tabs.map(({ group, href, count }) => (
        <ClientLink
          key={group}
          id={`results-tab-${group}`}
          role="tab"
          aria-selected={group === tab}
          aria-controls={resultsPanelId(group)}
          className="results__tab"
          href={href}
        >
          <FormattedMessage id="resultsPage.tab" values={{ group: intl.formatMessage({ id: `search.group.${group}` }), count }} />
        </ClientLink>
      ))}
    </div>
  );
}
