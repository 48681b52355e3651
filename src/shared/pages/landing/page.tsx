import type { Landing } from '../../api/entities/content.ts';
import { useLoaderData } from '../../app/router-context.tsx';
import { PageBlocks } from '../../catalogue/page-blocks.tsx';
import { loadLanding } from '../../data/load-landing.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';

export const loader: PageLoader<Landing> = ({ api, match }) => loadLanding(api, match.params.slug!);

export const meta = ({ data }: MetaArgs<Landing>) => ({ title: data.title });

export default function LandingScreen() {
  const landing = useLoaderData<Landing>();
  return (
    <article className="landing" aria-labelledby="page-heading">
      <h1 id="page-heading">{landing.title}</h1>
      <picture>
        <source srcSet={landing.visuel.webp} type="image/webp" />
        <img src={landing.visuel.url} alt={landing.visuel.alt} width={landing.visuel.width} height={landing.visuel.height} />
      </picture>
      <PageBlocks blocks={landing.blocks} />
    </article>
  );
}
