import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import type { Category } from '../../api/entities/catalogue.ts';
import { Link } from '../../app/link.tsx';
import { useLoaderData } from '../../app/router-context.tsx';
import { $target } from '../../features/app/model.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';

interface HomeData {
  readonly categories: readonly Category[];
}

export const loader: PageLoader<HomeData> = async ({ api }) => ({
  categories: (await api.call('GET /category', { query: { depth: 0 } })).items,
});

export const meta = ({ intl }: MetaArgs<HomeData>) => ({
  title: intl.formatMessage({ id: 'home.title' }),
  description: intl.formatMessage({ id: 'home.description' }),
});

export default function HomeScreen() {
  const { categories } = useLoaderData<HomeData>();
  const target = useUnit($target);
  return (
    <section className="home" aria-labelledby="page-heading">
      <h1 id="page-heading">
        <FormattedMessage id={`home.heading.${target}`} />
      </h1>
      <p className="lead">
        <FormattedMessage id={`home.intro.${target}`} />
      </p>
      <h2>
        <FormattedMessage id="home.categories" />
      </h2>
      <ul className="category-list">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={{ name: 'category', params: { slug: category.slug } }}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
