import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import type { ProductItem } from '../../kernel/api/entities/catalogue.ts';
import { $target } from '../../features/app/model.ts';
import { $chosenPackReference, packChosen } from '../../features/pack-choice/model.ts';
import { packPrice } from '../../kernel/format/price.ts';
import { whenDocumentParsed } from '../../kernel/ui/document-parsed.ts';
import { AudiencePriceText } from './audience-price.tsx';

/**
 * The product's chosen variant (pack size), selectable by the URL hash `#REF` (decisions §1):
 * the server renders the first one; once the page has streamed, the hash picks another (the page
 * holds it, and its deferred parts must have arrived first: document-parsed.ts), and picking one
 * writes its reference back into the hash so the link can be shared. The packshot follows the
 * pack chosen in the picker (features/pack-choice).
 */
export function useChosenVariant<Item extends Pick<ProductItem, 'reference'>>(items: readonly Item[]): Item | undefined {
  const reference = useUnit($chosenPackReference);
  return items.find((item) => item.reference === reference) ?? items[0];
}

/** A pack as the picker shows it: its label, reference, EAN and prices. */
export type PackChoice = Pick<ProductItem, 'id' | 'reference' | 'ean13' | 'label' | 'price' | 'price_with_tax'>;

export const packChoiceOf = ({ id, reference, ean13, label, price, price_with_tax }: ProductItem): PackChoice => ({ id, reference, ean13, label, price, price_with_tax });

function useVariantInHash(items: readonly PackChoice[]): (item: PackChoice) => void {
  const choose = useUnit(packChosen);
  useEffect(() => {
    const fromHash = () => {
      const wanted = decodeURIComponent(location.hash.slice(1));
      if (items.some((item) => item.reference === wanted)) choose(wanted);
    };
    const read = () => void whenDocumentParsed(fromHash);
    const cancel = whenDocumentParsed(fromHash);
    window.addEventListener('hashchange', read);
    return () => {
      cancel();
      window.removeEventListener('hashchange', read);
    };
  }, [items, choose]);
  return (item) => {
    choose(item.reference);
    history.replaceState(history.state, '', `#${encodeURIComponent(item.reference)}`);
  };
}

/** The pack sizes to choose from, and the chosen one's reference, EAN and price as the audience pays it: an island. */
export function VariantPicker({ items }: { readonly items: readonly PackChoice[] }) {
  const target = useUnit($target);
  const selected = useChosenVariant(items);
  const onSelect = useVariantInHash(items);
  if (!selected) return null;
  const price = packPrice(target, selected);
  return (
    <div className="variants">
      <fieldset className="variants__choices">
        <legend>
          <FormattedMessage id="product.packSize" />
        </legend>
        {items.map((item) => (
          <label key={item.id} className="variant">
            <input
              type="radio"
              name="variant"
              value={item.reference}
              checked={item.reference === selected.reference}
              onChange={() => onSelect(item)}
            />
            <span>{item.label}</span>
          </label>
        ))}
      </fieldset>
      <dl className="variants__details">
        <div>
          <dt>
            <FormattedMessage id="product.variantReference" />
          </dt>
          <dd>{selected.reference}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="product.ean" />
          </dt>
          <dd>{selected.ean13}</dd>
        </div>
        {price && (
          <div>
            <dt>
              <FormattedMessage id="product.price" />
            </dt>
            <dd className="variants__price">
              <AudiencePriceText price={price} />
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
