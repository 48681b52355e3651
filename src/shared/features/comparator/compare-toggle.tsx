import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { $comparedIds, productCompareToggled } from './model.ts';

/** A listing's compare switch for one product; a refused add shows the comparator's toast. */
export function CompareToggle({ productId, name }: { readonly productId: number; readonly name: string }) {
  const intl = useIntl();
  const [comparedIds, toggle] = useUnit([$comparedIds, productCompareToggled]);
  return (
    <button
      type="button"
      className="toggle toggle--compare"
      aria-pressed={comparedIds.includes(productId)}
      aria-label={intl.formatMessage({ id: 'compare.add' }, { name })}
      onClick={() => toggle(productId)}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="icon">
        <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <FormattedMessage id="compare.button" />
    </button>
  );
}
