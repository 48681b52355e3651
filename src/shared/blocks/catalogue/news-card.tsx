import { FormattedDate } from 'react-intl';
import type { PageSummary } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { Picture } from '../../features/app/picture.tsx';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';

/** A news article (or any content page) in a list: cover, date, title and extract; `priority` for the page's first. */
export function NewsCard({ article, priority }: { readonly article: PageSummary; readonly priority?: boolean }) {
  return (
    <article className="news-card">
      {article.cover && <Picture picture={article.cover} alt="" slot="gridCard" priority={priority} />}
      <div className="news-card__body">
        <p className="news-card__date">
          <time dateTime={article.published_at}>
            <FormattedDate value={article.published_at} year="numeric" month="long" day="numeric" timeZone="UTC" />
          </time>
        </p>
        <h3 className="news-card__title">
          <Link to={{ name: 'cms-page', params: { slug: article.slug } }}><TitleWithMarks title={article.title} /></Link>
        </h3>
        <p>{article.extract}</p>
      </div>
    </article>
  );
}
