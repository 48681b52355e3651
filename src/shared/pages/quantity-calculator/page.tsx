import { FormattedMessage } from 'react-intl';
import { useHref, useLoaderData, usePage } from '../../features/app/router-context.tsx';
import { calculatorProduct, type CalculatorProduct } from '../../features/calculator/calculator-product.ts';
import { inputsFromUrl } from '../../features/calculator/calculator-query.ts';
import { QuantityCalculator } from '../../features/calculator/quantity-calculator.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

interface CalculatorData {
  readonly products: readonly CalculatorProduct[];
}

const ALL_PRODUCTS = 100;

/** Every product of the visitor's range that has a consumption and pack sizes. */
export const loader: PageLoader<CalculatorData> = async ({ api }) => {
  const page = await api.call('GET /product', { query: { perPage: ALL_PRODUCTS, orderBy: 'name_asc' } });
  return { products: page.items.map(calculatorProduct).filter((product) => product !== undefined) };
};

export const meta = ({ intl }: MetaArgs<CalculatorData>) => ({
  title: intl.formatMessage({ id: 'screen.quantity-calculator.title' }),
  description: intl.formatMessage({ id: 'screen.quantity-calculator.intro' }),
});

export default function QuantityCalculatorScreen() {
  const { products } = useLoaderData<CalculatorData>();
  const { url } = usePage();
  const action = useHref()({ name: 'quantity-calculator' });
  return (
    <section className="service-page" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.quantity-calculator.title" />} lead={<FormattedMessage id="screen.quantity-calculator.intro" />} />
      <Island name="quantity-calculator" component={QuantityCalculator} props={{ products, initial: inputsFromUrl(url), action }} />
    </section>
  );
}
