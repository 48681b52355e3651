import { FormattedMessage } from 'react-intl';
import type { List } from '../../kernel/api/contract.ts';
import type { PageSummary } from '../../kernel/api/entities/content.ts';
import { useLoaderData, usePage } from '../../features/app/router-context.tsx';
import { PageResponse } from '../../kernel/data/page-response.ts';
import { NewsCard } from '../../blocks/catalogue/news-card.tsx';
import { Pagination } from '../../blocks/catalogue/pagination.tsx';
import type { PageSeo } from '../../kernel/seo/page-seo.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...catalogueMessages, ...screensMessages };

const articlesPerPage = 9;

export const loader: PageLoader<List<PageSummary>> = async ({ api, match }) => {
  const list = await api.call('GET /page', { query: { type: 'actualite', perPage: articlesPerPage, page: match.page ?? 1 } });
  // A page number past the last page names nothing.
  if (match.page !== undefined && list.items.length === 0) throw PageResponse.notFound();
  return list;
};

export const meta = ({ intl }: MetaArgs<List<PageSummary>>): PageSeo => ({
  title: intl.formatMessage({ id: 'screen.news.title' }),
  description: intl.formatMessage({ id: 'screen.news.intro' }),
});

/** The news list; each article is a content page of type actualite (see the cms-page module). */
export default function NewsScreen() {
  const { items, total } = useLoaderData<List<PageSummary>>();
  const page = usePage().match?.page ?? 1;
  return (
    <section className="news" aria-labelledby="page-heading">
      <ScreenHeader title={<FormattedMessage id="screen.news.title" />} lead={<FormattedMessage id="screen.news.intro" />} />
      <ul className="news-grid">
        {items.map((article, index) => (
          <li key={article.id}>
            <NewsCard article={article} priority={index === 0} />
          </li>
        ))}
      </ul>
      <span className="parsed-end" hidden />
      <Pagination page={page} pageCount={Math.ceil(total / articlesPerPage)} locationOf={(number) => ({ name: 'news', ...(number > 1 ? { page: number } : {}) })} />
    </section>
  );
}
