import { useEffect, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../../features/app/link.tsx';
import { AudiencePriceText } from '../../blocks/catalogue/audience-price.tsx';
import { SavedListView } from '../../blocks/catalogue/saved-list-view.tsx';
import { Picture } from '../../features/app/picture.tsx';
import { $target } from '../../features/app/model.ts';
import { comparedProducts } from '../../features/comparator/compared-products.ts';
import { comparisonRows } from '../../features/comparator/comparison-rows.ts';
import { $compareLimit, comparatorCleared, productCompareToggled } from '../../features/comparator/model.ts';
import { audiencePrice } from '../../kernel/format/price.ts';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';

/**
 * The comparator (spec §2, §4): the compared products side by side with the characteristics of
 * the visitor's audience, rows whose values differ highlighted. The list lives in the browser:
 * the whole view is an island (decision 199), with no props; the server renders it loading.
 */
export function ComparatorView() {
  const intl = useIntl();
  const [products, state, target, limit, opened, closed, toggle, clear] = useUnit([
    comparedProducts.$products,
    comparedProducts.$state,
    $target,
    $compareLimit,
    comparedProducts.pageOpened,
    comparedProducts.pageClosed,
    productCompareToggled,
    comparatorCleared,
  ]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // Named, not `useId`'s, which differs between the page and the island's root (decision 199).
  const differencesId = 'comparator-only-differences';
  const allRows = comparisonRows(target, products);
  const rows = onlyDifferences ? allRows.filter((row) => row.differs) : allRows;
  // The price as each card shows it (price.ts); a row like the characteristics', highlighted when the prices differ.
  const prices = products.map((product) => audiencePrice(target, product.price));
  const pricesDiffer = products.length > 1 && new Set(prices.map((price) => (price ? `${price.from} ${price.amount}` : ''))).size > 1;
  // On phones a row's name is a line of its own above its values, two products across the screen;
  // screen readers keep the row's header instead.
  const labelRow = (key: string, label: string) => (
    <tr key={`${key}-label`} className="comparator__label-row" aria-hidden="true">
      <td colSpan={products.length}>
        <span>{label}</span>
      </td>
    </tr>
  );
  return (
    <SavedListView list="comparator" state={state} messages={{ loading: 'compare.loading', failed: 'compare.failed', empty: 'compare.empty' }}>
      <div className="comparator__bar">
        <p role="status">
          <FormattedMessage id="compare.count" values={{ count: products.length, limit }} />
        </p>
        <button type="button" className="button button--secondary" onClick={() => clear()}>
          <FormattedMessage id="compare.clear" />
        </button>
      </div>
      {products.length > 1 && (
        <div className="comparator__key">
          <p className="comparator__legend">
            <span className="comparator__swatch" aria-hidden="true" />
            <FormattedMessage id="compare.legend" />
          </p>
          <label className="comparator__only-differences" htmlFor={differencesId}>
            <input id={differencesId} type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
            <FormattedMessage id="compare.onlyDifferences" />
          </label>
        </div>
      )}
      {onlyDifferences && rows.length === 0 && (
        <p role="status">
          <FormattedMessage id="compare.noDifference" />
        </p>
      )}
      <div className="comparator__scroll">
        <table className="comparator__table" style={{ '--compared': products.length } as CSSProperties}>
          <caption className="visually-hidden">
            <FormattedMessage id="compare.table" />
          </caption>
          <thead>
            <tr>
              <td />
              {products.map((product) => (
                <th key={product.id} scope="col" className="comparator__product">
                  <Picture picture={product.cover} alt="" slot="comparator" />
                  <Link to={{ name: 'product', params: { slug: product.slug } }}><TitleWithMarks title={product.name} /></Link>
                  <span className="comparator__reference">{product.reference}</span>
                  <button
                    type="button"
                    className="button button--link"
                    aria-label={intl.formatMessage({ id: 'compare.remove' }, { name: product.name })}
                    onClick={() => toggle(product.id)}
                  >
                    ×
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(!onlyDifferences || pricesDiffer) && [
              labelRow('price', intl.formatMessage({ id: 'compare.price' })),
              <tr key="price" className={`comparator__row comparator__prices${pricesDiffer ? ' comparator__row--differs' : ''}`} data-differs={pricesDiffer || undefined}>
                <th scope="row">
                  <FormattedMessage id="compare.price" />
                  {pricesDiffer && (
                    <span className="visually-hidden">
                      {' '}
                      <FormattedMessage id="compare.differs" />
                    </span>
                  )}
                </th>
                {prices.map((price, index) => (
                  <td key={products[index]!.id}>{price ? <AudiencePriceText price={price} /> : intl.formatMessage({ id: 'compare.notSet' })}</td>
                ))}
              </tr>,
            ]}
            {rows.flatMap((row) => [
              labelRow(row.technicalName, row.label),
              <tr key={row.technicalName} className={row.differs ? 'comparator__row comparator__row--differs' : 'comparator__row'} data-differs={row.differs || undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs && (
                    <span className="visually-hidden">
                      {' '}
                      <FormattedMessage id="compare.differs" />
                    </span>
                  )}
                </th>
                {row.values.map((value, index) => (
                  <td key={products[index]!.id}>{value ?? intl.formatMessage({ id: 'compare.notSet' })}</td>
                ))}
              </tr>,
            ])}
            {labelRow('where-to-buy', intl.formatMessage({ id: 'compare.whereToBuy' }))}
            <tr className="comparator__row">
              <th scope="row">
                <FormattedMessage id="compare.whereToBuy" />
              </th>
              {products.map((product) => (
                <td key={product.id}>
                  <Link to={{ name: 'store-locator' }}>
                    <FormattedMessage id="compare.findStore" />
                  </Link>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </SavedListView>
  );
}
