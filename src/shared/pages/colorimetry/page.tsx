import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Teinte } from '../../kernel/api/entities/content.ts';
import { useLoaderData } from '../../features/app/router-context.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { filterShades, groupByFamily, textColorOn } from './shade-families.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages };

interface ColorimetryData {
  readonly shades: readonly Teinte[];
}

export const loader: PageLoader<ColorimetryData> = async ({ api }) => ({ shades: (await api.call('GET /teinte')).items });

export const meta = ({ intl }: MetaArgs<ColorimetryData>) => ({
  title: intl.formatMessage({ id: 'screen.colorimetry.title' }),
  description: intl.formatMessage({ id: 'screen.colorimetry.intro' }),
});

function familyLabel(family: string): string {
  return family.charAt(0).toUpperCase() + family.slice(1);
}

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

/** The shades as swatches by family, with their names and references, filterable. */
export default function ColorimetryScreen() {
  const { shades } = useLoaderData<ColorimetryData>();
  const intl = useIntl();
  const id = useId();
  const [family, setFamily] = useState('');
  const [text, setText] = useState('');
  const families = groupByFamily(shades);
  const visible = groupByFamily(filterShades(shades, family, text));
  const count = visible.reduce((sum, group) => sum + group.shades.length, 0);
  return (
    <section className="service-page colorimetry" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.colorimetry.title" />} lead={<FormattedMessage id="screen.colorimetry.intro" />} />
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
              {familyLabel(group.family)}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="colorimetry__count">
        <FormattedMessage id="colorimetry.count" values={{ count }} />
      </p>
      {visible.map((group) => (
        <section key={group.family} className="shade-family" aria-labelledby={`${id}-${group.family}`}>
          <h2 id={`${id}-${group.family}`}>{familyLabel(group.family)}</h2>
          <ul className="swatches">
            {group.shades.map((shade) => (
              <Swatch key={shade.id} shade={shade} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
