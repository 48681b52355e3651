import { Suspense } from 'react';
import { JobOffer } from '../carrier/job-offer.tsx';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Page } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { PageBlocks } from '../../blocks/catalogue/page-blocks.tsx';
import { loadEntity } from '../../kernel/data/load-entity.ts';
import { jobPostingJsonLd } from '../../kernel/seo/job-posting-json-ld.ts';
import type { PageSeo } from '../../kernel/seo/page-seo.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { jobApplicationPageForm } from '../../blocks/forms/application-page-form.ts';
import { contentMessages } from '../../kernel/i18n/en/content.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';

export const messages = { ...contentMessages, ...screensMessages, ...servicesMessages };
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const loader: PageLoader<Page> = ({ api, match }) => loadEntity<Page>(api, 'page', match.params.slug!);

const isArticle = (page: Page) => page.type?.technical_name === 'actualite';
const isJobOffer = (page: Page): page is Page & { job: NonNullable<Page['job']> } => page.type?.technical_name === 'job' && page.job !== undefined;


/** The SEO description of a content page; news articles sit under the news list, job offers under the careers. */
export function contentPageSeo(page: Page, intl: MetaArgs<Page>['intl']): PageSeo {
  const title = page.meta?.title || page.title;
  return {
    title,
    description: page.meta?.description || page.extract,
    audience: page.target,
    ...(page.slugs ? { slugs: page.slugs } : {}),
    ...(page.cover ? { image: page.cover } : {}),
    ...(isArticle(page)
      ? {
          openGraphType: 'article' as const,
          breadcrumb: [{ label: intl.formatMessage({ id: 'screen.news.title' }), to: { name: 'news' } }, { label: page.title }],
          structuredData: (context) => [
            {
              '@type': 'NewsArticle',
              headline: page.title,
              description: page.extract,
              datePublished: page.published_at,
              ...(page.cover ? { image: [context.absoluteAsset(page.cover.url)] } : {}),
              publisher: { '@type': 'Organization', name: context.organizationName, logo: context.absoluteAsset('/logo.svg') },
              mainEntityOfPage: context.absoluteUrl({ name: 'cms-page', params: { slug: page.slug } }),
            },
          ],
        }
      : isJobOffer(page)
        ? {
            breadcrumb: [{ label: intl.formatMessage({ id: 'screen.carrier.title' }), to: { name: 'carrier' } }, { label: page.title }],
            structuredData: (context) => [jobPostingJsonLd(page, page.job, context)],
          }
        : { breadcrumb: [{ label: page.title }] }),
  };
}

/** A job offer's application, posted without JavaScript, comes back to the offer's page (src/server/forms). */
export const form = jobApplicationPageForm;

export const meta = ({ data, intl }: MetaArgs<Page>): PageSeo => contentPageSeo(data, intl);

/** A content page from the catch-all route (spec §2): its paragraph and push blocks. */
export default function CmsPageScreen() {
  const page = useLoaderData<Page>();
  if (page.type?.technical_name === 'job') {
    return (
      <Suspense fallback={<h1 id="page-heading"><TitleWithMarks title={page.title} /></h1>}>
        <JobOffer page={page} />
      </Suspense>
    );
  }
  return (
    <article className={isArticle(page) ? 'cms-page cms-page--article' : 'cms-page'} aria-labelledby="page-heading">
      <ScreenHeader
        above={
          isArticle(page) && (
            <p className="cms-page__date">
              <time dateTime={page.published_at}>
                <FormattedDate value={page.published_at} year="numeric" month="long" day="numeric" timeZone="UTC" />
              </time>
            </p>
          )
        }
        title={<TitleWithMarks title={page.title} />}
        lead={page.extract || undefined}
      />
      <PageBlocks blocks={page.blocks} priorityFirst />
      {isArticle(page) && (
        <p>
          <Link to={{ name: 'news' }} className="button button--secondary">
            <FormattedMessage id="news.backToList" />
          </Link>
        </p>
      )}
    </article>
  );
}
