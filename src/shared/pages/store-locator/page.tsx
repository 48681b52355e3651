import { FormattedMessage } from 'react-intl';
import type { StoreLocation } from '../../kernel/api/entities/content.ts';
import type { Target } from '../../kernel/routing/target.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { StoreFinder } from '../../features/store-locator/store-finder.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

interface StoresData {
  readonly audience: Target;
  readonly stores: readonly StoreLocation[];
}

/**
 * The places serving the link's audience (its target segment) come first: DIY stores and
 * retailers for consumers; builders' merchants, then distributors, for professionals, who
 * buy from both.
 */
export const loader: PageLoader<StoresData> = async ({ api, match }) => {
  const audience = match.target;
  const { items } = await api.call('GET /store-locator', { query: audience === 'pro' ? {} : { type: 'store' } });
  return { audience, stores: [...items.filter((store) => store.audience === audience), ...items.filter((store) => store.audience !== audience)] };
};

export const meta = ({ intl }: MetaArgs<StoresData>) => ({
  title: intl.formatMessage({ id: 'screen.store-locator.title' }),
  description: intl.formatMessage({ id: 'screen.store-locator.intro' }),
});

/** The store locator: stores selling the range, by city or by distance. */
export default function StoreLocatorScreen() {
  const { audience, stores } = useLoaderData<StoresData>();
  return (
    <section className="service-page" aria-labelledby="page-heading">
      <ScreenHeader
        className={false}
        title={<FormattedMessage id="screen.store-locator.title" />}
        lead={
          <>
            <FormattedMessage id="screen.store-locator.intro" />{' '}
            <FormattedMessage id="stores.audienceFirst" values={{ audience }} />
          </>
        }
      />
      <Island name="store-finder" component={StoreFinder} props={{ stores: stores }} />
      <p>
        <Link to={{ name: 'distributors' }}>
          <FormattedMessage id="stores.seeDistributors" />
        </Link>
      </p>
    </section>
  );
}
