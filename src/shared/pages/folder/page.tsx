import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Folder, FolderItem, FolderItemType } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData, usePage } from '../../features/app/router-context.tsx';
import { Picture } from '../../features/app/picture.tsx';
import { ConsentedVideo } from '../../features/consent/consented-video.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import { $thirdParties } from '../../features/consent/third-parties.ts';
import { loadEntity } from '../../kernel/data/load-entity.ts';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { PageSeo } from '../../kernel/seo/page-seo.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { contentMessages } from '../../kernel/i18n/en/content.ts';

export const messages = contentMessages;
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { LinkSubjectHint } from '../../kernel/ui/link-subject-hint.tsx';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

const typesKey = 'TYPES';

export const loader: PageLoader<Folder> = ({ api, match }) => loadEntity<Folder>(api, 'folder', match.params.slug!);

export const meta = ({ data }: MetaArgs<Folder>): PageSeo => ({
  title: data.name,
  description: data.description,
  image: data.cover,
  audience: data.target,
  ...(data.slugs ? { slugs: data.slugs } : {}),
});

function itemHref(item: FolderItem): string | undefined {
  if (item.type === 'video' && item.video_id) return `https://www.youtube.com/watch?v=${encodeURIComponent(item.video_id)}`;
  return item.url ?? undefined;
}

/**
 * A folder of videos and worksheets (spec §2), optionally narrowed to one type by its segment.
 * With a video service configured, videos play in the page once the visitor has given video
 * consent (a placeholder says why until then); without one, they link out to the video host.
 */
export default function FolderScreen() {
  const folder = useLoaderData<Folder>();
  const intl = useIntl();
  const embedsVideos = useUnit($thirdParties).videoKey !== null;
  const types = usePage().match?.filters.find((filter) => filter.key === typesKey)?.values;
  const items = types ? folder.items.filter((item) => types.includes(item.type)) : folder.items;
  const typeLink = (type: FolderItemType | undefined): RouteLocation => ({
    name: 'folder',
    params: { slug: folder.slug },
    filters: type ? [{ key: typesKey, values: [type] }] : [],
  });
  return (
    <section className="folder" aria-labelledby="page-heading">
      <ScreenHeader title={<TitleWithMarks title={folder.name} />} lead={folder.description} />
      {folder.types.length > 1 && (
        <nav aria-label={intl.formatMessage({ id: 'folder.types' })}>
          <ul className="chip-list">
            {[undefined, ...folder.types].map((type) => (
              <li key={type ?? 'all'}>
                <Link to={typeLink(type)} className="chip" aria-current={(type === undefined ? !types : types?.includes(type)) ? 'true' : undefined}>
                  <FormattedMessage id={`folder.type.${type ?? 'all'}`} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ul className="card-grid">
        {items.map((item, index) => {
          const embedded = embedsVideos && item.type === 'video' && item.video_id ? item.video_id : undefined;
          const href = embedded ? undefined : itemHref(item);
          return (
            <li key={item.id}>
              <article className="media-card">
                {embedded ? (
                  <Island name="consented-video" component={ConsentedVideo} props={{ videoId: embedded, title: item.title }} />
                ) : (
                  <Picture picture={item.cover} alt="" slot="gridCard" priority={index === 0} />
                )}
                <p className="media-card__type">
                  <FormattedMessage id={`folder.type.${item.type}`} />
                </p>
                <h2 className="media-card__title"><TitleWithMarks title={item.title} /></h2>
                <p>{item.description}</p>
                {href && (
                  <a href={href} target="_blank" rel="noopener noreferrer" className="media-card__link">
                    <FormattedMessage id={item.type === 'video' ? 'folder.watch' : 'folder.download'} />
                    <LinkSubjectHint subject={item.title} />
                    <NewTabHint />
                  </a>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      <span className="parsed-end" hidden />
    </section>
  );
}
