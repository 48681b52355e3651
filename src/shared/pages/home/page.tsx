import { Suspense } from 'react';
import { ProductGrid } from '../../blocks/catalogue/product-card.tsx';
import { NewsCard, PushCard } from './news-and-push-cards.tsx';
import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import type { List } from '../../kernel/api/contract.ts';
import type { Category } from '../../kernel/api/entities/catalogue.ts';
import type { PageSummary, Slider } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { pushTarget } from '../../kernel/routing/backoffice-link.ts';
import { HeroSlider } from '../../blocks/catalogue/hero-slider.tsx';
import { Picture, rangeTileSlot } from '../../features/app/picture.tsx';
import { toProductCards, type ProductCardPage } from '../../kernel/data/product-card-data.ts';
import { defer, type Deferred } from '../../kernel/data/deferred.ts';
import { $menus, $target } from '../../features/app/model.ts';
import { organizationJsonLd } from '../../kernel/seo/json-ld.ts';
import type { PageSeo } from '../../kernel/seo/page-seo.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { homeMessages } from '../../kernel/i18n/en/home.ts';

export const messages = homeMessages;
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';
import { AsyncSection } from '../../kernel/ui/async-section.tsx';

const featuredCount = 8;

const newsCount = 3;

interface HomeData {
  readonly slides: Deferred<readonly Slider[]>;
  readonly categories: readonly Category[];
  readonly featured: Deferred<ProductCardPage>;
  readonly news: Deferred<List<PageSummary>>;
}

export const loader: PageLoader<HomeData> = async ({ api }) => {
  // Deferred at once: a failure while the slides are awaited must already have its handler.
  const featured = defer(api.call('GET /product', { query: { promoted: 1, perPage: featuredCount, page: 1 } }).then(toProductCards));
  // The news teaser is optional: without it the home page simply shows none.
  const news = defer(api.call('GET /page', { query: { type: 'actualite', perPage: newsCount, page: 1 } }).catch(() => ({ items: [], total: 0 })));
  // The slides stream in after the shell (in the same response), in a box of their size; the
  // page stands without them.
  const slides = defer(
    api.call('GET /slider').then(
      (list) => list.items,
      () => [],
    ),
  );
  const { items: categories } = await api.call('GET /category', { query: { depth: 0 } });
  return { slides, categories, featured, news };
};

export const meta = ({ intl, match }: MetaArgs<HomeData>): PageSeo => ({
  title: intl.formatMessage({ id: `home.title.${match.target}` }),
  description: intl.formatMessage({ id: 'home.description' }),
  structuredData: (context) => [organizationJsonLd(context)],
});

export default function HomeScreen() {
  const { slides, categories, featured, news } = useLoaderData<HomeData>();
  const [target, menus] = useUnit([$target, $menus]);
  // A menu panel shows its first push as a promo block, picture and all, on every page: the home
  // page's promotions are the others, so that no picture shows twice on it (decision 197).
  const pushes = (menus.find((menu) => menu.code === `menu_${target}`)?.items ?? []).flatMap((item) => item.pushes.slice(1));
  return (
    <div className="home">
      <ScreenHeader className="home__intro" title={<FormattedMessage id={`home.heading.${target}`} />} lead={<FormattedMessage id={`home.intro.${target}`} />} />
      <AsyncSection value={slides} loading={<div className="hero hero--pending" />} failed="none">
        {(loaded) => <HeroSlider slides={loaded} />}
      </AsyncSection>
      <section className="home__section" aria-labelledby="ranges-heading">
        <h2 id="ranges-heading">
          <FormattedMessage id="home.categories" />
        </h2>
        <ul className="range-grid">
          {categories.map((category, index) => (
            <li key={category.id}>
              <Link to={{ name: 'category', params: { slug: category.slug } }} className="range-card">
                {category.cover && <Picture picture={category.cover} alt="" slot={rangeTileSlot(index, categories.length)} />}
                <span className="range-card__name"><TitleWithMarks title={category.name} /></span>
              </Link>
            </li>
          ))}
        </ul>
        <span className="parsed-end" hidden />
      </section>
      <section className="home__section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">
          <FormattedMessage id="home.featured" />
        </h2>
        <AsyncSection value={featured} loading="placeholder">
          {(page) => <ProductGrid products={page.items} />}
        </AsyncSection>
      </section>
      {pushes.length > 0 && (
        <section className="home__section" aria-labelledby="pushes-heading">
          <h2 id="pushes-heading" className="visually-hidden">
            <FormattedMessage id="home.pushes" />
          </h2>
          <Suspense>
            <ul className="push-grid">
              {pushes.map((push) => (
                <li key={push.id}>
                  <PushCard title={push.titre} text={push.text} visual={push.visuel} link={pushTarget(push)} linkLabel={push.label_link} />
                </li>
              ))}
            </ul>
            <span className="parsed-end" hidden />
          </Suspense>
        </section>
      )}
      <section className="home__section" aria-labelledby="news-heading">
        <h2 id="news-heading">
          <FormattedMessage id="home.news" />
        </h2>
        <AsyncSection value={news} failed="none">
          {(list) => (
            <>
              <ul className="news-grid">
                {list.items.map((article) => (
                  <li key={article.id}>
                    <NewsCard article={article} />
                  </li>
                ))}
              </ul>
              <span className="parsed-end" hidden />
            </>
          )}
        </AsyncSection>
        <p>
          <Link to={{ name: 'news' }}>
            <FormattedMessage id="home.allNews" />
          </Link>
        </p>
      </section>
    </div>
  );
}
