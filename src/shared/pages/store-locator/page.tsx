import { FormattedMessage } from 'react-intl';
import type { StoreLocation } from '../../api/entities/content.ts';
import { Link } from '../../app/link.tsx';
import { useLoaderData } from '../../app/router-context.tsx';
import { StoreFinder } from '../../features/store-locator/store-finder.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { screensMessages } from '../../i18n/en/screens.ts';
import { servicesMessages } from '../../i18n/en/services.ts';

export const messages = { ...screensMessages, ...servicesMessages };

interface StoresData {
  readonly stores: readonly StoreLocation[];
}

export const loader: PageLoader<StoresData> = async ({ api }) => ({ stores: (await api.call('GET /store-locator', { query: { type: 'store' } })).items });

export const meta = ({ intl }: MetaArgs<StoresData>) => ({
  title: intl.formatMessage({ id: 'screen.store-locator.title' }),
  description: intl.formatMessage({ id: 'screen.store-locator.intro' }),
});

/** The store locator: stores selling the range, by city or by distance. */
export default function StoreLocatorScreen() {
  const { stores } = useLoaderData<StoresData>();
  return (
    <section className="service-page" aria-labelledby="page-heading">
      <h1 id="page-heading">
        <FormattedMessage id="screen.store-locator.title" />
      </h1>
      <p className="lead">
        <FormattedMessage id="screen.store-locator.intro" />
      </p>
      <StoreFinder stores={stores} />
      <p>
        <Link to={{ name: 'distributors' }}>
          <FormattedMessage id="stores.seeDistributors" />
        </Link>
      </p>
    </section>
  );
}
