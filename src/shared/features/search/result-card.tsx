import { FormattedMessage } from 'react-intl';
import type { SearchGroupName, SearchItem } from '../../kernel/api/entities/catalogue.ts';
import { Link } from '../app/link.tsx';
import { Picture } from '../app/picture.tsx';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';
import { searchItemTarget } from './search-item-target.ts';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';

/** A category, page or technical sheet in the search results; a sheet opens its PDF in a new tab. */
export function ResultCard({ group, item }: { readonly group: SearchGroupName; readonly item: SearchItem }) {
  const target = searchItemTarget(group, item);
  if (target === undefined) return null;
  const name = (
    <>
      <TitleWithMarks title={item.name} />
      {'pdf' in target && <NewTabHint />}
    </>
  );
  return (
    <article className={`result-card result-card--${group}`}>
      {item.cover && <Picture picture={item.cover} alt="" slot="resultCard" className="result-card__visual" />}
      <h3 className="result-card__name">
        {'pdf' in target ? (
          <a href={target.pdf} target="_blank" rel="noopener" className="result-card__link">
            {name}
          </a>
        ) : (
          <Link to={target.route} className="result-card__link">
            {name}
          </Link>
        )}
      </h3>
      {item.category_name && <p className="result-card__range">{item.category_name}</p>}
      {group === 'fqces' && (
        <p className="result-card__detail">
          <FormattedMessage id="resultsPage.openSheet" />
        </p>
      )}
      {group !== 'fqces' && item.content && <p className="result-card__detail">{item.content}</p>}
    </article>
  );
}
