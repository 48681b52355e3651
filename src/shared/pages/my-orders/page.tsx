/**
 * My orders (guarded, spec §2, §3 order labels): number, channel, date, number of items and
 * status of each order, most recent first, each with "Order again" (spec §4). The table is the
 * server's; the account's sections and each "Order again" button are islands (decision 199).
 */
import { useUnit } from 'effector-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { OrderSummary } from '../../kernel/api/entities/commerce.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { AccountNav } from '../../features/auth/account-nav.tsx';
import { customerCall } from '../../features/auth/customer-call.ts';
import { OrderAgainButton } from '../../features/cart/order-again-button.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import { formatPrice } from '../../kernel/format/price.ts';
import { $salesPlan } from '../../features/app/model.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import type { PageMeta } from '../../kernel/seo/page-seo.ts';
import { accountMessages } from '../../kernel/i18n/en/account.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...accountMessages, ...screensMessages };

interface OrdersData {
  readonly orders: readonly OrderSummary[];
}

export const loader: PageLoader<OrdersData> = async ({ api }) => ({ orders: (await customerCall(api.call('GET /order'))).items });

function OrdersTable({ orders }: { readonly orders: readonly OrderSummary[] }) {
  const intl = useIntl();
  const plan = useUnit($salesPlan);
  return (
    <table className="orders">
      <caption>
        <FormattedMessage id="orders.caption" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="orders.number" />
          </th>
          <th scope="col">
            <FormattedMessage id="orders.canal" />
          </th>
          <th scope="col">
            <FormattedMessage id="orders.date" />
          </th>
          <th scope="col">
            <FormattedMessage id="orders.items" />
          </th>
          <th scope="col">
            <FormattedMessage id="orders.status" />
          </th>
          <th scope="col">
            <FormattedMessage id="orders.total" />
          </th>
          <td />
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">{order.number}</th>
            <td>
              <FormattedMessage id="orders.canal.value" values={{ canal: order.canal }} />
            </td>
            <td>
              <FormattedDate value={order.date} dateStyle="medium" timeZone="UTC" />
            </td>
            <td>{order.items_count}</td>
            <td>
              <FormattedMessage id="orders.status.value" values={{ status: order.status }} />
            </td>
            <td>{formatPrice(order.total_with_tax, { locale: intl.locale, forceDecimals: true, currencySymbol: plan?.currency.symbol })}</td>
            <td>
              <Island name="order-again" component={OrderAgainButton} props={{ orderId: order.id, number: order.number }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MyOrdersScreen() {
  const { orders } = useLoaderData<OrdersData>();
  return (
    <section className="account" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.my-orders.title" />} />
      <Island name="account-nav" component={AccountNav} />
      {orders.length === 0 ? <FormattedMessage id="orders.none" tagName="p" /> : <OrdersTable orders={orders} />}
    </section>
  );
}

export default MyOrdersScreen;

export const meta = ({ intl }: MetaArgs<OrdersData>): PageMeta => ({
  title: intl.formatMessage({ id: 'screen.my-orders.title' }),
  indexable: false,
});
