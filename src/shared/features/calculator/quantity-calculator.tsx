/**
 * The quantity calculator: pick a product, give the surface and the thickness or the number of
 * passes, read kilograms and whole packs. A GET form: the server computes the result from the
 * URL too, so it works before (and without) the scripts; once hydrated it answers as you type.
 */
import { useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { withUnit } from '../../kernel/format/measure.ts';
import type { CalculatorProduct } from './calculator-product.ts';
import type { CalculatorInputs } from './calculator-query.ts';
import { computeQuantity, parseDecimal, type DepthInput, type QuantityProblem, type SurfaceInput } from './quantity.ts';
import { QuantityResultView } from './quantity-result.tsx';

interface QuantityCalculatorProps {
  readonly products: readonly CalculatorProduct[];
  readonly initial: CalculatorInputs;
  /** The calculator page's own path (the GET form's action). */
  readonly action: string;
  /**
   * Inside a product page, for its one product: no product to choose, a secondary submit (the
   * page has its own main action) and headings one level down.
   */
  readonly embedded?: boolean;
}

function readInputs(inputs: CalculatorInputs, product: CalculatorProduct | undefined) {
  if (!product) return undefined;
  const surface: SurfaceInput =
    inputs.surfaceMode === 'wall'
      ? { mode: 'wall', widthM: parseDecimal(inputs.width), heightM: parseDecimal(inputs.height), openingsM2: inputs.openings.trim() === '' ? 0 : parseDecimal(inputs.openings) }
      : { mode: 'area', areaM2: parseDecimal(inputs.area) };
  const depth: DepthInput =
    inputs.depthMode === 'passes' ? { mode: 'passes', passes: parseDecimal(inputs.passes) } : { mode: 'thickness', thicknessMm: parseDecimal(inputs.thickness) };
  const started = inputs.surfaceMode === 'wall' ? inputs.width !== '' || inputs.height !== '' : inputs.area !== '';
  const depthGiven = inputs.depthMode === 'passes' ? inputs.passes !== '' : inputs.thickness !== '';
  if (!started || !depthGiven) return undefined;
  return { surface, depth, outcome: computeQuantity(product, surface, depth) };
}

const problemMessages: Record<QuantityProblem, 'calculator.problem.surface' | 'calculator.problem.openings' | 'calculator.problem.thickness' | 'calculator.problem.passes'> = {
  surface: 'calculator.problem.surface',
  openings: 'calculator.problem.openings',
  thickness: 'calculator.problem.thickness',
  passes: 'calculator.problem.passes',
};

export function QuantityCalculator({ products, initial, action, embedded = false }: QuantityCalculatorProps) {
  const intl = useIntl();
  // Named, not by useId: an island's root numbers ids otherwise than the page's tree (decision 199); one calculator per page.
  const id = 'calculator';
  const [inputs, setInputs] = useState<CalculatorInputs>(initial);
  const product = products.find((candidate) => candidate.slug === inputs.product);
  const computed = readInputs(inputs, product);
  const problem = computed && typeof computed.outcome === 'string' ? computed.outcome : undefined;
  const result = computed && typeof computed.outcome !== 'string' ? computed.outcome : undefined;
  const problemField = problem === 'openings' ? 'openings' : problem === 'surface' ? (inputs.surfaceMode === 'wall' ? 'width' : 'area') : problem;
  const ResultHeading = embedded ? 'h3' : 'h2';

  const change = (name: keyof CalculatorInputs) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setInputs((current) => ({ ...current, [name]: event.target.value }));
  const input = (name: 'area' | 'width' | 'height' | 'openings' | 'thickness' | 'passes', label: string, unit: string) => (
    <div className={problemField === name ? 'field field--invalid' : 'field'}>
      <label htmlFor={`${id}-${name}`} className="field__label">
        {label} <span className="field__unit">({unit})</span>
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={inputs[name]}
        onChange={change(name)}
        aria-invalid={problemField === name || undefined}
        aria-describedby={problemField === name ? `${id}-problem` : undefined}
      />
    </div>
  );

  return (
    <form className="calculator" method="get" action={action} onSubmit={(event) => event.preventDefault() /* already computed as typed */}>
      <div className="field">
        {embedded ? (
          <input type="hidden" name="product" value={inputs.product} />
        ) : (
          <>
            <label htmlFor={`${id}-product`} className="field__label">
              <FormattedMessage id="calculator.product" />
            </label>
            <select id={`${id}-product`} name="product" value={inputs.product} onChange={change('product')}>
              <option value="">{intl.formatMessage({ id: 'forms.choose' })}</option>
              {products.map((candidate) => (
                <option key={candidate.slug} value={candidate.slug}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </>
        )}
        {product && (
          <p className="field__hint">
            <FormattedMessage
              id="calculator.productFacts"
              values={{
                consumption: intl.formatNumber(product.consumption),
                min: intl.formatNumber(product.thicknessMinMm),
                max: intl.formatNumber(product.thicknessMaxMm),
                packs: intl.formatList(product.packSizes.map((size) => withUnit(intl.formatNumber(size), 'kg'))),
              }}
            />
          </p>
        )}
      </div>

      <fieldset className="form__group">
        <legend>
          <FormattedMessage id="calculator.surface" />
        </legend>
        <div className="segmented" role="radiogroup" aria-label={intl.formatMessage({ id: 'calculator.surface' })}>
          {(['area', 'wall'] as const).map((mode) => (
            <label key={mode}>
              <input type="radio" name="surface" value={mode} checked={inputs.surfaceMode === mode} onChange={() => setInputs((current) => ({ ...current, surfaceMode: mode }))} />{' '}
              <FormattedMessage id={mode === 'area' ? 'calculator.surface.area' : 'calculator.surface.wall'} />
            </label>
          ))}
        </div>
        {inputs.surfaceMode === 'area' ? (
          input('area', intl.formatMessage({ id: 'calculator.area' }), 'm²')
        ) : (
          <div className="form__row">
            {input('width', intl.formatMessage({ id: 'calculator.width' }), 'm')}
            {input('height', intl.formatMessage({ id: 'calculator.height' }), 'm')}
            {input('openings', intl.formatMessage({ id: 'calculator.openings' }), 'm²')}
          </div>
        )}
      </fieldset>

      <fieldset className="form__group">
        <legend>
          <FormattedMessage id="calculator.depth" />
        </legend>
        <div className="segmented" role="radiogroup" aria-label={intl.formatMessage({ id: 'calculator.depth' })}>
          {(['thickness', 'passes'] as const).map((mode) => (
            <label key={mode}>
              <input type="radio" name="depth" value={mode} checked={inputs.depthMode === mode} onChange={() => setInputs((current) => ({ ...current, depthMode: mode }))} />{' '}
              <FormattedMessage id={mode === 'thickness' ? 'calculator.depth.thickness' : 'calculator.depth.passes'} />
            </label>
          ))}
        </div>
        {inputs.depthMode === 'thickness'
          ? input('thickness', intl.formatMessage({ id: 'calculator.thickness' }), 'mm')
          : input('passes', intl.formatMessage({ id: 'calculator.passes' }), intl.formatMessage({ id: 'calculator.passes.unit' }))}
      </fieldset>

      {/* Without scripts the server computes the result from the submitted query. */}
      <button type="submit" className={embedded ? 'button button--secondary' : 'button'}>
        <FormattedMessage id="calculator.compute" />
      </button>

      <section className="calculator__output" aria-live="polite" aria-labelledby={`${id}-result-heading`}>
        <ResultHeading id={`${id}-result-heading`}>
          <FormattedMessage id="calculator.result" />
        </ResultHeading>
        {!product && (
          <p>
            <FormattedMessage id="calculator.pickProduct" />
          </p>
        )}
        {product && !computed && (
          <p>
            <FormattedMessage id="calculator.fillIn" />
          </p>
        )}
        {problem && (
          <p id={`${id}-problem`} className="field__error">
            <FormattedMessage id={problemMessages[problem]} />
          </p>
        )}
        {product && result && computed && (
          <QuantityResultView
            product={product}
            result={result}
            surfaceMode={inputs.surfaceMode}
            wall={computed.surface.mode === 'wall' ? computed.surface : undefined}
          />
        )}
      </section>
    </form>
  );
}
