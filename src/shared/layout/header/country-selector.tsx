import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { $site } from '../../features/app/model.ts';
import { Island } from '../../kernel/ui/island.tsx';
import { StaticPart } from '../../kernel/ui/static-part.tsx';
import { $sisterSites } from './sister-sites-model.ts';

/** Spec §9: the trigger always shows the two countries this site serves. */
export const selectorTriggerCountries = ['ae', 'lb'] as const;

/**
 * The switcher to the sister sites of other countries (spec §1, §3): a disclosure that works
 * without JavaScript; Escape closes it and gives focus back to its trigger (an island: the list of
 * sites is a static part, rendered by the server).
 */
export function CountrySelector() {
  const sites = useUnit($sisterSites);
  if (sites.length === 0) return null;
  return <Island name="country-selector" component={CountryDisclosure} />;
}

export function CountryDisclosure() {
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details
      ref={details}
      className="country-selector"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector('summary')?.focus();
      }}
    >
      <summary>
        {selectorTriggerCountries.map((iso) => (
          <span key={iso} className="country-selector__code">
            {iso}
          </span>
        ))}
        <span className="visually-hidden">
          <FormattedMessage id="header.countries" />
        </span>
      </summary>
      <StaticPart as="ul" className="country-selector__list">
        <SisterSites />
      </StaticPart>
    </details>
  );
}

function SisterSites() {
  const [sites, current] = useUnit([$sisterSites, $site]);
  return sites.map((site) => (
    <li key={site.iso}>
      <a href={site.url} aria-current={site.iso === current?.iso ? 'true' : undefined}>
        <span className="country-selector__code">{site.iso}</span> {site.label}
      </a>
    </li>
  ));
}
