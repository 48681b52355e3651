import { FormattedMessage, useIntl } from 'react-intl';
import type { FaqEntry, Tag } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData, usePage } from '../../features/app/router-context.tsx';
import type { PageSeo } from '../../kernel/seo/page-seo.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { contentMessages } from '../../kernel/i18n/en/content.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...contentMessages, ...screensMessages };

const tagsKey = 'TAGS';

interface FaqData {
  readonly entries: readonly FaqEntry[];
  readonly tags: readonly Tag[];
}

export const loader: PageLoader<FaqData> = async ({ api, match }) => {
  const tags = match.filters.find((filter) => filter.key === tagsKey)?.values;
  const [entries, allTags] = await Promise.all([
    api.call('GET /faq', { query: tags ? { tags: [...tags] } : {} }),
    api.call('GET /tags'),
  ]);
  return { entries: entries.items, tags: allTags.items };
};

export const meta = ({ data, intl }: MetaArgs<FaqData>): PageSeo => ({
  title: intl.formatMessage({ id: 'screen.faq.title' }),
  description: intl.formatMessage({ id: 'screen.faq.intro' }),
  structuredData: () => [
    {
      '@type': 'FAQPage',
      mainEntity: data.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    },
  ],
});

/** Questions and answers (spec §2), narrowed by the tags segment. */
export default function FaqScreen() {
  const { entries, tags } = useLoaderData<FaqData>();
  const intl = useIntl();
  const selected = usePage().match?.filters.find((filter) => filter.key === tagsKey)?.values ?? [];
  return (
    <section className="faq" aria-labelledby="page-heading">
      <ScreenHeader title={<FormattedMessage id="screen.faq.title" />} lead={<FormattedMessage id="screen.faq.intro" />} />
      <nav aria-label={intl.formatMessage({ id: 'faq.tags' })}>
        <ul className="chip-list">
          <li>
            <Link to={{ name: 'faq' }} className="chip" aria-current={selected.length === 0 ? 'true' : undefined}>
              <FormattedMessage id="faq.allTags" />
            </Link>
          </li>
          {tags.map((tag) => (
            <li key={tag.id}>
              <Link to={{ name: 'faq', filters: [{ key: tagsKey, values: [tag.slug] }] }} className="chip" aria-current={selected.includes(tag.slug) ? 'true' : undefined}>
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {entries.length === 0 ? (
        <p>
          <FormattedMessage id="faq.none" />
        </p>
      ) : (
        <div className="faq__list">
          {entries.map((entry) => (
            <details key={entry.id} className="faq__entry">
              <summary>
                <h2 className="faq__question">{entry.question}</h2>
              </summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
