import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Teinte } from '../../kernel/api/entities/content.ts';
import { filterShades, groupByFamily, textColorOn } from './shade-families.ts';

function Swatch({ shade }: { readonly shade: Teinte }) {
  return (
    <li className="swatch">
      <span className="swatch__chip" style={{ backgroundColor: shade.hex, color: textColorOn(shade.hex) }} aria-hidden="true">
        {shade.code}
      </span>
      <span className="swatch__name">{shade.name}</span>
      <span className="swatch__reference">
        <FormattedMessage id="colorimetry.reference" values={{ code: shade.code, hex: shade.hex.toUpperCase() }} />
      </span>
    </li>
  );
}

/**
 * The shades as swatches by family, with their names and references, filtered by a text and a
 * family as the visitor types: an island (decision 199).
 */
export function ShadeExplorer({ shades }: { readonly shades: readonly Teinte[] }) {
  const intl = useIntl();
  // Named, not by useId: an island's root numbers ids otherwise than the page's tree (decision 199).
  const id = 'shades';
  const [family, setFamily] = useState('');
  const [text, setText] = useState('');
  const families = groupByFamily(shades);
  const visible = groupByFamily(filterShades(shades, family, text));
  const count = visible.reduce((sum, group) => sum + group.shades.length, 0);
  return (
    <>
      <div className="colorimetry__filters" role="search" aria-label={intl.formatMessage({ id: 'colorimetry.filters' })}>
        <div className="field">
          <label htmlFor={`${id}-text`} className="field__label">
            <FormattedMessage id="colorimetry.search" />
          </label>
          <input id={`${id}-text`} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <div className="chips" role="group" aria-label={intl.formatMessage({ id: 'colorimetry.family' })}>
          <button type="button" className="chip" aria-pressed={family === ''} onClick={() => setFamily('')}>
            <FormattedMessage id="colorimetry.allFamilies" />
          </button>
          {families.map((group) => (
            <button key={group.family} type="button" className="chip" aria-pressed={family === group.family} onClick={() => setFamily(group.family)}>
              {intl.formatMessage({ id: 'colorimetry.familyName' }, { family: group.family })}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="colorimetry__count">
        <FormattedMessage id="colorimetry.count" values={{ count }} />
      </p>
      {visible.map((group) => (
        <section key={group.family} className="shade-family" aria-labelledby={`${id}-${group.family}`}>
          <h2 id={`${id}-${group.family}`}>{intl.formatMessage({ id: 'colorimetry.familyName' }, { family: group.family })}</h2>
          <ul className="swatches">
            {group.shades.map((shade) => (
              <Swatch key={shade.id} shade={shade} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
