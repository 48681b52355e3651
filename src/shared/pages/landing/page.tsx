import { FormattedMessage } from 'react-intl';
import type { Landing, StoreLocation } from '../../kernel/api/entities/content.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { PageBlocks } from '../../blocks/catalogue/page-blocks.tsx';
import { Picture } from '../../features/app/picture.tsx';
import { loadLanding } from '../../kernel/data/load-landing.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { Island } from '../../kernel/ui/island.tsx';
import { ContestForm } from './contest-form.tsx';
import { contestPageForm } from './contest-page-form.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';

export const messages = servicesMessages;
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

interface LandingData {
  readonly landing: Landing;
  /** Whether the contest takes entries now; decided where the data is loaded, so both renders agree. */
  readonly contestOpen: boolean;
  readonly stores: readonly StoreLocation[];
}

export const loader: PageLoader<LandingData> = async ({ api, match }) => {
  const landing = await loadLanding(api, match.params.slug!);
  const now = Date.now();
  const contestOpen = landing.is_contest && Date.parse(landing.starts_at) <= now && now <= Date.parse(landing.ends_at);
  const stores = contestOpen ? (await api.call('GET /landing/store', { query: { landing_id: landing.id } })).items : [];
  return { landing, contestOpen, stores };
};

/** Posted without JavaScript, the form comes back to this page (src/server/forms). */
export const form = contestPageForm;

export const meta = ({ data }: MetaArgs<LandingData>) => ({ title: data.landing.title });

/** A landing page (landing layout: logo only); the contest landing carries its entry form. */
export default function LandingScreen() {
  const { landing, contestOpen, stores } = useLoaderData<LandingData>();
  return (
    <article className="landing" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<TitleWithMarks title={landing.title} />} />
      <Picture picture={landing.visuel} slot="block" priority />
      <PageBlocks blocks={landing.blocks} />
      {landing.is_contest && (
        <section className="contest" aria-labelledby="contest-heading">
          <h2 id="contest-heading">
            <FormattedMessage id="contest.title" />
          </h2>
          {contestOpen ? (
            <Island name="contest-form" component={ContestForm} props={{ landingId: landing.id, rules: landing.rules, stores }} />
          ) : (
            <p role="status">
              <FormattedMessage id="contest.closed" />
            </p>
          )}
        </section>
      )}
    </article>
  );
}
