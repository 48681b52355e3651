import { FormattedMessage, useIntl } from 'react-intl';
import type { SitemapEntry } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData, useRouterContext } from '../../features/app/router-context.tsx';
import type { PageSeo } from '../../kernel/seo/page-seo.ts';
import { entityRouteName, sitemapScreens } from '../../kernel/seo/sitemap-routes.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { contentMessages } from '../../kernel/i18n/en/content.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...contentMessages, ...screensMessages };

const sections: readonly SitemapEntry['entity_type'][] = ['category', 'product', 'cms_page', 'folder'];

export const loader: PageLoader<readonly SitemapEntry[]> = async ({ api }) => (await api.call('GET /sitemap')).items;

export const meta = ({ intl }: MetaArgs<readonly SitemapEntry[]>): PageSeo => ({
  title: intl.formatMessage({ id: 'screen.sitemap.title' }),
  description: intl.formatMessage({ id: 'screen.sitemap.intro' }),
});

/** Every screen and every page of the visitor's audience, as plain links. */
export default function SitemapScreen() {
  const entries = useLoaderData<readonly SitemapEntry[]>();
  const intl = useIntl();
  const { routes } = useRouterContext().router;
  return (
    <section className="sitemap" aria-labelledby="page-heading">
      <ScreenHeader title={<FormattedMessage id="screen.sitemap.title" />} lead={<FormattedMessage id="screen.sitemap.intro" />} />
      <div className="sitemap__columns">
        <section aria-labelledby="sitemap-screens">
          <h2 id="sitemap-screens">
            <FormattedMessage id="sitemap.screens" />
          </h2>
          <ul>
            {sitemapScreens(routes).map((name) => (
              <li key={name}>
                <Link to={{ name }}>{intl.formatMessage({ id: `sitemap.route.${name}` })}</Link>
              </li>
            ))}
          </ul>
        </section>
        {sections.map((section) => {
          const items = entries.filter((entry) => entry.entity_type === section);
          const name = entityRouteName(routes, section);
          if (items.length === 0 || !name) return null;
          return (
            <section key={section} aria-labelledby={`sitemap-${section}`}>
              <h2 id={`sitemap-${section}`}>
                <FormattedMessage id={`sitemap.section.${section}`} />
              </h2>
              <ul>
                {items.map((entry) => (
                  <li key={`${entry.entity_type}-${entry.id}`}>
                    <Link to={{ name, params: { slug: entry.slug } }}>{entry.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
