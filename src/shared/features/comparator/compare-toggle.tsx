import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { useMounted } from '../../kernel/ui/use-mounted.ts';
import { $comparedIds, productCompareToggled } from './model.ts';

/** A card's compare switch for one product; a refused add shows the comparator's toast. */
export function CompareToggle({ productId, name }: { readonly productId: number; readonly name: string }) {
  const intl = useIntl();
  const [comparedIds, toggle] = useUnit([$comparedIds, productCompareToggled]);
  const mounted = useMounted();
  const compared = mounted && comparedIds.includes(productId);
  return (
    <button
      type="button"
      className="toggle toggle--compare"
      aria-pressed={compared}
      aria-label={intl.formatMessage({ id: 'compare.add' }, { name })}
      onClick={() => toggle(productId)}
    >
      {/* A box ticked while the product is compared: the same size either way, so nothing moves. */}
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="icon">
        <rect x="3" y="3" width="18" height="18" rx="3" fill={compared ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
        {compared && <path d="m7.5 12.5 3 3 6-6.5" className="toggle__tick" fill="none" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />}
      </svg>
      <FormattedMessage id="compare.button" />
    </button>
  );
}
