import { useIntl } from 'react-intl';
import type { StoreLocation } from '../../api/entities/content.ts';
import { countryOutlines } from './country-outlines.ts';
import { pathOf, projection, type Panel } from './map-projection.ts';

const WIDTH = 640;
const HEIGHT = 320;

const panels: Record<'LB' | 'AE', Panel> = {
  LB: { x: 0, y: 0, width: WIDTH * 0.38, height: HEIGHT },
  AE: { x: WIDTH * 0.4, y: 0, width: WIDTH * 0.6, height: HEIGHT },
};

interface StoreMapProps {
  readonly stores: readonly StoreLocation[];
  readonly selectedId: number | undefined;
}

/**
 * The map the project draws itself: Lebanon and the UAE side by side (they are 2,000 km apart),
 * each scaled to its panel, with a pin per store. The list beside it carries the same
 * information for keyboards and screen readers, so the drawing is one labelled image.
 */
export function StoreMap({ stores, selectedId }: StoreMapProps) {
  const intl = useIntl();
  const countries = countryOutlines.map((outline) => ({ outline, project: projection(outline, panels[outline.iso]) }));
  return (
    <svg className="store-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={intl.formatMessage({ id: 'stores.map' }, { count: stores.length })}>
      {countries.map(({ outline, project }) => (
        <g key={outline.iso}>
          <path className="store-map__country" d={pathOf(outline, project)} />
          <text className="store-map__label" x={panels[outline.iso].x + 8} y={HEIGHT - 10}>
            {intl.formatMessage({ id: outline.iso === 'LB' ? 'stores.country.LB' : 'stores.country.AE' })}
          </text>
          {stores
            .filter((store) => store.country_iso === outline.iso)
            .map((store) => {
              const [x, y] = project(store.lng, store.lat);
              const selected = store.id === selectedId;
              return (
                <g key={store.id} className={selected ? 'store-map__pin store-map__pin--selected' : 'store-map__pin'} transform={`translate(${x} ${y})`}>
                  <title>{`${store.name}, ${store.city}`}</title>
                  <path d="M0 0 C-6 -9 -8 -12 -8 -16 A8 8 0 1 1 8 -16 C8 -12 6 -9 0 0 Z" />
                  <circle cy={-16} r={3} className="store-map__pin-dot" />
                </g>
              );
            })}
        </g>
      ))}
    </svg>
  );
}
