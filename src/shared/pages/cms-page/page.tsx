import type { Page } from '../../api/entities/content.ts';
import { useLoaderData } from '../../app/router-context.tsx';
import { PageBlocks } from '../../catalogue/page-blocks.tsx';
import { loadEntity } from '../../data/load-entity.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';

export const loader: PageLoader<Page> = ({ api, match }) => loadEntity<Page>(api, 'page', match.params.slug!);

export const meta = ({ data }: MetaArgs<Page>) => ({
  title: data.meta.title || data.title,
  description: data.meta.description || data.extract,
});

export default function CmsPageScreen() {
  const page = useLoaderData<Page>();
  return (
    <article className="cms-page" aria-labelledby="page-heading">
      <h1 id="page-heading">{page.title}</h1>
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}
