import type { Page } from '../../kernel/api/entities/content.ts';
import { ApiError } from '../../kernel/api/client.ts';
import { PageResponse } from '../../kernel/data/page-response.ts';
import type { PageSeo } from '../../kernel/seo/page-seo.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import CmsPageScreen, { contentPageSeo } from '../cms-page/page.tsx';

// The content page's view, so its messages.
export { messages } from '../cms-page/page.tsx';

/** An editor's preview of a content page by its numeric id; never indexed. */
export const loader: PageLoader<Page> = async ({ api, match }) => {
  try {
    return await api.call('GET /page/:slug', { path: { slug: match.params.id! } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw PageResponse.notFound();
    throw error;
  }
};

export const meta = ({ data, intl }: MetaArgs<Page>): PageSeo => ({ ...contentPageSeo(data, intl), structuredData: undefined, indexable: false });

export default CmsPageScreen;
