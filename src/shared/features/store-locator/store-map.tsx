import { useEffect, useEffectEvent, useRef, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { StoreLocation } from '../../kernel/api/entities/content.ts';
import { mapGeometry, type MapPanel } from './map-geometry.ts';
import { project } from './map-projection.ts';
import { centredOn, fitted, viewBoxOf, zoomOf } from './map-view.ts';
import { useMapView } from './use-map-view.ts';

const whole = { x: 0, y: 0, width: mapGeometry.width, height: mapGeometry.height };
/** How near "Show on the map" brings a store. */
const SELECTED_ZOOM = 3;
/** Room kept around the stores a search found when the map fits them (map units: about a city's width at 8×). */
const FOUND_MARGIN = 12;
/** From this zoom, cities are far enough apart to be named. */
const CITY_NAMES_ZOOM = 2;

interface StoreMapProps {
  readonly stores: readonly StoreLocation[];
  readonly selectedId: number | undefined;
  /** Whether `stores` is what a search found (the map fits them) rather than every store. */
  readonly searched: boolean;
}

interface Pin {
  readonly store: StoreLocation;
  readonly x: number;
  readonly y: number;
}

function pinsOf(panel: MapPanel, stores: readonly StoreLocation[], selectedId: number | undefined): Pin[] {
  return (
    stores
      .filter((store) => store.country_iso === panel.country)
      .map((store) => {
        const [x, y] = project(panel.fit, store.lng, store.lat);
        return { store, x, y };
      })
      // The selected pin is drawn last, over its neighbours.
      .sort((a, b) => Number(a.store.id === selectedId) - Number(b.store.id === selectedId))
  );
}

function MapControl({ label, icon, onClick }: { label: string; icon: string; onClick: () => void }) {
  return (
    <button type="button" className="store-map__control" onClick={onClick} aria-label={label} title={label}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d={icon} />
      </svg>
    </button>
  );
}

/** Each city with pins, beside its easternmost pin, at the middle height of its pins. */
function citiesOf(pins: readonly Pin[]): { name: string; x: number; y: number }[] {
  const byCity = new Map<string, Pin[]>();
  for (const pin of pins) byCity.set(pin.store.city, [...(byCity.get(pin.store.city) ?? []), pin]);
  return [...byCity].map(([name, cityPins]) => ({
    name,
    x: Math.max(...cityPins.map((pin) => pin.x)),
    y: cityPins.reduce((sum, pin) => sum + pin.y, 0) / cityPins.length,
  }));
}

/**
 * Lebanon and the UAE side by side from Natural Earth's outlines (map-geometry.ts, computed at
 * build time), a pin per listed store, zoomed and panned by buttons, keys and dragging. The list
 * beside it carries the same information for keyboards and screen readers, so the drawing is one
 * labelled image.
 */
export function StoreMap({ stores, selectedId, searched }: StoreMapProps) {
  const intl = useIntl();
  // Named, not `useId`'s: the map renders in the store finder's island (decision 199).
  const hintId = 'store-map-hint';
  const map = useMapView(whole);
  // Pins and labels keep their size on screen whatever the zoom and the map's width.
  const pixel = map.unitsPerPixel;
  const zoom = zoomOf(map.view, whole);
  const panels = mapGeometry.panels.map((panel) => ({ panel, pins: pinsOf(panel, stores, selectedId) }));
  const selected = panels.flatMap(({ pins }) => pins).find((pin) => pin.store.id === selectedId);

  // Only a new choice in the list moves the map, not a visitor's own moves since: the move reads
  // the current view without the view being a reason to move.
  const moveToSelected = useEffectEvent(() => {
    if (selected) map.moveTo(centredOn(whole, Math.max(SELECTED_ZOOM, zoom), selected.x, selected.y));
  });
  useEffect(() => moveToSelected(), [selectedId]);
  // A new search result brings the map to its stores (their city, or the cities of a country);
  // no result, or the search cleared, shows the whole map again.
  const found = panels.flatMap(({ pins }) => pins);
  const foundKey = searched ? found.map((pin) => pin.store.id).join(' ') : '';
  const moveToFound = useEffectEvent(() => {
    map.moveTo(searched ? fitted(whole, found.map((pin) => [pin.x, pin.y]), FOUND_MARGIN) : whole);
  });
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    moveToFound();
  }, [foundKey]);

  return (
    <div className={zoom > 1 ? 'store-map store-map--zoomed' : 'store-map'}>
      <svg
        ref={map.svgRef}
        className="store-map__canvas"
        viewBox={viewBoxOf(map.view)}
        // The labels' halo in screen pixels too (services.css), like their font size.
        style={{ '--map-unit': pixel } as CSSProperties}
        role="img"
        aria-label={intl.formatMessage({ id: 'stores.map' }, { count: stores.length })}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={map.onKeyDown}
        onPointerDown={map.onPointerDown}
        onPointerMove={map.onPointerMove}
        onPointerUp={map.onPointerUp}
        onPointerCancel={map.onPointerUp}
      >
        {panels.map(({ panel, pins }) => (
          <g key={panel.country}>
            <rect className="store-map__sea" x={panel.x} y={panel.y} width={panel.width} height={panel.height} />
            <path className="store-map__neighbours" d={panel.neighbours} />
            <path className="store-map__country" d={panel.outline} />
            <g className="store-map__legend" transform={`translate(${panel.x + 10 * pixel} ${panel.y + panel.height - 10 * pixel})`}>
              <text className="store-map__label" y={-30 * pixel} fontSize={14 * pixel}>
                {intl.formatMessage({ id: panel.country === 'LB' ? 'stores.country.LB' : 'stores.country.AE' })}
              </text>
              <text y={-9 * pixel} fontSize={11 * pixel}>
                {intl.formatNumber(panel.scaleBar.km, { style: 'unit', unit: 'kilometer' })}
              </text>
              <path className="store-map__scale" d={`M0 ${-5 * pixel}V0H${panel.scaleBar.length}V${-5 * pixel}`} />
            </g>
            {pins.map(({ store, x, y }) => (
              <g
                key={store.id}
                className={store.id === selectedId ? 'store-map__pin store-map__pin--selected' : 'store-map__pin'}
                transform={`translate(${x} ${y}) scale(${pixel * (store.id === selectedId ? 1.3 : 1)})`}
              >
                <title>{`${store.name}, ${store.city}`}</title>
                <path d="M0 0C-2-6-8-10-8-16A8 8 0 1 1 8-16C8-10 2-6 0 0Z" />
                <circle cy={-16} r={3} className="store-map__pin-dot" />
              </g>
            ))}
            {zoom >= CITY_NAMES_ZOOM &&
              citiesOf(pins).map((city) => (
                <text key={city.name} className="store-map__city" x={city.x + 11 * pixel} y={city.y - 12 * pixel} fontSize={12 * pixel}>
                  {city.name}
                </text>
              ))}
          </g>
        ))}
      </svg>
      <p id={hintId} className="visually-hidden">
        {intl.formatMessage({ id: 'stores.map.keys' })}
      </p>
      <div className="store-map__controls">
        <MapControl label={intl.formatMessage({ id: 'stores.map.zoomIn' })} icon="M10 4v12M4 10h12" onClick={map.zoomIn} />
        <MapControl label={intl.formatMessage({ id: 'stores.map.zoomOut' })} icon="M4 10h12" onClick={map.zoomOut} />
        <MapControl label={intl.formatMessage({ id: 'stores.map.reset' })} icon="M3 7V3h4M13 3h4v4M17 13v4h-4M7 17H3v-4" onClick={map.reset} />
      </div>
    </div>
  );
}
