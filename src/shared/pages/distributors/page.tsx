import { FormattedMessage } from 'react-intl';
import type { StoreLocation } from '../../kernel/api/entities/content.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { StoreFinder } from '../../features/store-locator/store-finder.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

interface DistributorsData {
  readonly distributors: readonly StoreLocation[];
}

export const loader: PageLoader<DistributorsData> = async ({ api }) => ({
  distributors: (await api.call('GET /store-locator', { query: { type: 'distributor' } })).items,
});

export const meta = ({ intl }: MetaArgs<DistributorsData>) => ({
  title: intl.formatMessage({ id: 'screen.distributors.title' }),
  description: intl.formatMessage({ id: 'screen.distributors.intro' }),
});

/** For distributors: our network, and the way to join it. */
export default function DistributorsScreen() {
  const { distributors } = useLoaderData<DistributorsData>();
  return (
    <section className="service-page" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.distributors.title" />} lead={<FormattedMessage id="screen.distributors.intro" />} />
      <p>
        <FormattedMessage id="distributors.join" />{' '}
        <Link to={{ name: 'contact' }} className="button">
          <FormattedMessage id="distributors.contact" />
        </Link>
      </p>
      <h2>
        <FormattedMessage id="distributors.network" />
      </h2>
      <Island name="store-finder" component={StoreFinder} props={{ stores: distributors }} />
      <p>
        <Link to={{ name: 'store-locator' }}>
          <FormattedMessage id="distributors.seeStores" />
        </Link>
      </p>
    </section>
  );
}
