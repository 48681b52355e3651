import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { inOtherLanguage, inReadingOrder, readKeptContent, type KeptContent, type KeptEntry } from '../../features/offline/kept-content.ts';

/**
 * The offline page's island: a retry, and what this device kept, read from the worker's caches
 * once the page runs. Plain links: each opens from the worker's cache.
 */
export function KeptLists() {
  const [kept, setKept] = useState<KeptContent | undefined>();
  useEffect(() => {
    let current = true;
    void readKeptContent()
      .catch((): KeptContent => ({ pages: [], sheets: [] }))
      .then((content) => current && setKept(content));
    return () => {
      current = false;
    };
  }, []);
  return (
    <>
      <p>
        <button type="button" className="button" onClick={() => location.reload()}>
          <FormattedMessage id="offline.retry" />
        </button>
      </p>
      {kept === undefined ? (
        <p aria-busy="true">
          <FormattedMessage id="offline.kept.loading" />
        </p>
      ) : kept.pages.length === 0 && kept.sheets.length === 0 ? (
        <p>
          <FormattedMessage id="offline.kept.none" />
        </p>
      ) : (
        <>
          <KeptList heading="offline.kept.pages" entries={kept.pages} id="kept-pages" />
          <KeptList heading="offline.kept.sheets" entries={kept.sheets} id="kept-sheets" />
        </>
      )}
    </>
  );
}


/**
 * "Keep for the worksite" keeps each favourite in both languages: the reader's language comes
 * first; a page in another says which, and is marked with its language for screen readers.
 */
function KeptList({ heading, entries, id }: { readonly heading: 'offline.kept.pages' | 'offline.kept.sheets'; readonly entries: readonly KeptEntry[]; readonly id: string }) {
  const intl = useIntl();
  if (entries.length === 0) return null;
  const languageNames = new Intl.DisplayNames([intl.locale], { type: 'language' });
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={heading} />
      </h2>
      <ul className="offline-page__list">
        {inReadingOrder(entries, intl.locale).map((entry) => {
          const other = inOtherLanguage(entry, intl.locale) ? entry.lang : undefined;
          return (
            // Whole-document navigations: the worker answers them from its cache, with no app data to fetch.
            <li key={entry.href}>
              <a href={entry.href} lang={other} hrefLang={other}>
                {entry.title}
              </a>
              {other && <span className="offline-page__language"> ({languageNames.of(new Intl.Locale(other).language)})</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
