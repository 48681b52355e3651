/**
 * The account's home (guarded, spec §2): the customer's details, their cart and the account's
 * sections. The details are the server's; the sections with the log-out button and the cart
 * (restored in the browser) are islands (decision 199).
 */
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Customer } from '../../kernel/api/entities/commerce.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { AccountNav } from '../../features/auth/account-nav.tsx';
import { customerCall } from '../../features/auth/customer-call.ts';
import { CartSummary } from '../../features/cart/cart-summary.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import type { PageMeta } from '../../kernel/seo/page-seo.ts';
import { accountMessages } from '../../kernel/i18n/en/account.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...accountMessages, ...screensMessages };

interface AccountData {
  readonly customer: Customer;
}

export const loader: PageLoader<AccountData> = async ({ api }) => ({ customer: await customerCall(api.call('GET /profile')) });

function AccountScreen() {
  const { customer } = useLoaderData<AccountData>();
  return (
    <section className="account" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="account.hello" values={{ name: customer.firstname }} />} />
      <Island name="account-nav" component={AccountNav} />
      <section aria-labelledby="account-details-heading">
        <h2 id="account-details-heading">
          <FormattedMessage id="account.details" />
        </h2>
        <dl className="account__details">
          <div>
            <dt>
              <FormattedMessage id="account.email" />
            </dt>
            <dd>{customer.email}</dd>
          </div>
          {customer.phone && (
            <div>
              <dt>
                <FormattedMessage id="account.phone" />
              </dt>
              <dd>{customer.phone}</dd>
            </div>
          )}
          {customer.company && (
            <div>
              <dt>
                <FormattedMessage id="account.company" />
              </dt>
              <dd>{customer.company}</dd>
            </div>
          )}
          {customer.siret && (
            <div>
              <dt>
                <FormattedMessage id="account.siret" />
              </dt>
              <dd>{customer.siret}</dd>
            </div>
          )}
        </dl>
        <p>
          <FormattedMessage
            id="account.since"
            values={{ date: <FormattedDate value={customer.created_at} dateStyle="long" timeZone="UTC" /> }}
          />
        </p>
      </section>
      <Island name="cart-summary" component={CartSummary} />
    </section>
  );
}

export default AccountScreen;

export const meta = ({ intl }: MetaArgs<AccountData>): PageMeta => ({
  title: intl.formatMessage({ id: 'screen.account.title' }),
  indexable: false,
});
