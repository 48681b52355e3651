import { FormattedMessage, useIntl } from 'react-intl';
import type { CalculatorProduct } from './calculator-product.ts';
import type { QuantityResult } from './quantity.ts';

/** The result, and the hypothesis it rests on written out in words. */
export function QuantityResultView({ product, result, surfaceMode, wall }: {
  readonly product: CalculatorProduct;
  readonly result: QuantityResult;
  readonly surfaceMode: 'area' | 'wall';
  readonly wall: { widthM: number; heightM: number; openingsM2: number } | undefined;
}) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  const packs = intl.formatList(
    result.packs.map((pack) => intl.formatMessage({ id: 'calculator.pack' }, { count: pack.count, size: number(pack.sizeKg), pack: product.pack })),
    { type: 'conjunction' },
  );
  return (
    <div className="calculator__result">
      <p className="calculator__total">
        <FormattedMessage id="calculator.total" values={{ kilograms: number(result.kilograms), packs }} />
      </p>
      <h3>
        <FormattedMessage id="calculator.hypothesis" />
      </h3>
      <ul className="calculator__hypothesis">
        <li>
          {surfaceMode === 'wall' && wall ? (
            <FormattedMessage
              id="calculator.hypothesis.wall"
              values={{ width: number(wall.widthM), height: number(wall.heightM), openings: number(wall.openingsM2), area: number(result.surfaceM2) }}
            />
          ) : (
            <FormattedMessage id="calculator.hypothesis.area" values={{ area: number(result.surfaceM2) }} />
          )}
        </li>
        <li>
          {result.passThicknessMm === undefined ? (
            <FormattedMessage id="calculator.hypothesis.thickness" values={{ thickness: number(result.thicknessMm) }} />
          ) : (
            <FormattedMessage
              id="calculator.hypothesis.passes"
              values={{ passes: result.coatsNeeded, pass: number(result.passThicknessMm), thickness: number(result.thicknessMm) }}
            />
          )}
        </li>
        <li>
          <FormattedMessage
            id="calculator.hypothesis.consumption"
            values={{
              product: product.name,
              consumption: number(product.consumption),
              area: number(result.surfaceM2),
              thickness: number(result.thicknessMm),
              kilograms: number(result.kilograms),
            }}
          />
        </li>
        <li>
          <FormattedMessage id="calculator.hypothesis.packs" values={{ packs, packed: number(result.packedKg) }} />
        </li>
        {result.passThicknessMm === undefined && result.coatsNeeded > 1 && (
          <li>
            <FormattedMessage id="calculator.hypothesis.coats" values={{ coats: result.coatsNeeded, max: number(product.thicknessMaxMm) }} />
          </li>
        )}
      </ul>
      <p className="calculator__note">
        <FormattedMessage id="calculator.note" />
      </p>
    </div>
  );
}
