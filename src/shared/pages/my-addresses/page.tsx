/** My addresses (guarded, spec §2, §8): the saved addresses, and a form to add one ('Failed to create address'). */
import { FormattedMessage } from 'react-intl';
import type { Address } from '../../kernel/api/entities/commerce.ts';
import type { Country } from '../../kernel/api/entities/content.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { AccountNav } from '../../features/auth/account-nav.tsx';
import { customerCall } from '../../features/auth/customer-call.ts';
import { Island } from '../../kernel/ui/island.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import type { PageMeta } from '../../kernel/seo/page-seo.ts';
import { accountMessages } from '../../kernel/i18n/en/account.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';
import { AddressBook } from './address-book.tsx';

export const messages = { ...accountMessages, ...screensMessages };

interface AddressesData {
  readonly addresses: readonly Address[];
  readonly countries: readonly Country[];
}

export const loader: PageLoader<AddressesData> = async ({ api }) => {
  const [addresses, countries] = await Promise.all([customerCall(api.call('GET /address')), api.call('GET /country')]);
  return { addresses: addresses.items, countries: countries.items };
};

function MyAddressesScreen() {
  const { addresses, countries } = useLoaderData<AddressesData>();
  return (
    <section className="account" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.my-addresses.title" />} />
      <Island name="account-nav" component={AccountNav} />
      <Island name="address-book" component={AddressBook} props={{ addresses, countries: countries.map(({ iso, name }) => ({ iso, name })) }} />
    </section>
  );
}

export default MyAddressesScreen;

export const meta = ({ intl }: MetaArgs<AddressesData>): PageMeta => ({
  title: intl.formatMessage({ id: 'screen.my-addresses.title' }),
  indexable: false,
});
