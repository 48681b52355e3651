/**
 * Stores (or distributors) searchable by city, sortable by distance from the visitor's
 * position, listed beside the drawn map.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreLocation } from '../../kernel/api/entities/content.ts';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';
import { byDistance } from './distance.ts';
import { $geolocationFailed, $visitorPosition, locateVisitorFx, visitorPositionCleared } from './model.ts';
import { StoreMap } from './store-map.tsx';
import { citiesOf, searchStores } from './store-search.ts';

type ListedStore = StoreLocation & { distance_km?: number };

function directionsUrl(store: StoreLocation): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.lat},${store.lng}`;
}

function StoreCard({ store, selected, onShow }: { store: ListedStore; selected: boolean; onShow: () => void }) {
  const intl = useIntl();
  return (
    <li className={selected ? 'store-card store-card--selected' : 'store-card'}>
      <h3 className="store-card__name">{store.name}</h3>
      <p className="store-card__address">
        {store.address}, {store.city}, {intl.formatMessage({ id: store.country_iso === 'LB' ? 'stores.country.LB' : 'stores.country.AE' })}
      </p>
      {store.distance_km !== undefined && (
        <p className="store-card__distance">
          <FormattedMessage id="stores.distance" values={{ distance: intl.formatNumber(store.distance_km, { maximumFractionDigits: 1 }) }} />
        </p>
      )}
      <p className="store-card__hours">{store.opening_hours}</p>
      <p className="store-card__contact">
        <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
        {store.email && (
          <>
            {' · '}
            <a href={`mailto:${store.email}`}>{store.email}</a>
          </>
        )}
      </p>
      <p className="store-card__actions">
        <button type="button" className="button button--secondary" aria-pressed={selected} onClick={onShow}>
          <FormattedMessage id="stores.showOnMap" />
        </button>{' '}
        <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="stores.directions" />
          <NewTabHint />
        </a>
      </p>
    </li>
  );
}

export interface StoreFinderProps {
  readonly stores: readonly StoreLocation[];
}

/**
 * An island (decision 199): its props are the stores it searches and sorts. Its ids are named, not
 * `useId`'s, which differ between the page and the island's root; a page holds one finder.
 */
export function StoreFinder({ stores }: StoreFinderProps) {
  const intl = useIntl();
  const id = 'store-finder';
  const [text, setText] = useState('');
  // A city typed before the finder woke (when the browser is idle) is in the field, not in the
  // state React hydrated from: taken over in the commit that hydrated, before the list is drawn.
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (field.current?.value) setText(field.current.value);
  }, []);
  const [selectedId, setSelectedId] = useState<number>();
  const [position, failed, locating, locate, clearPosition] = useUnit([$visitorPosition, $geolocationFailed, locateVisitorFx.pending, locateVisitorFx, visitorPositionCleared]);
  const found = searchStores(stores, text);
  const listed: ListedStore[] = position ? byDistance(found, position) : found;
  return (
    <div className="store-finder">
      <div className="store-finder__search" role="search" aria-label={intl.formatMessage({ id: 'stores.search.label' })}>
        <div className="field">
          <label htmlFor={`${id}-city`} className="field__label">
            <FormattedMessage id="stores.search" />
          </label>
          <input ref={field} id={`${id}-city`} type="search" list={`${id}-cities`} value={text} autoComplete="address-level2" onChange={(event) => setText(event.target.value)} />
          <datalist id={`${id}-cities`}>
            {citiesOf(stores).map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </div>
        <button type="button" className="button" disabled={locating} onClick={() => locate().catch(() => undefined)}>
          <FormattedMessage id={locating ? 'stores.locating' : 'stores.useMyLocation'} />
        </button>
        {position && (
          <button type="button" className="button button--secondary" onClick={() => clearPosition()}>
            <FormattedMessage id="stores.forgetLocation" />
          </button>
        )}
      </div>
      {failed && (
        <p className="form__summary" role="alert">
          <FormattedMessage id="stores.geolocationError" />
        </p>
      )}
      <p className="store-finder__count" role="status">
        <FormattedMessage id={position ? 'stores.countByDistance' : 'stores.count'} values={{ count: listed.length }} />
      </p>
      <div className="store-finder__results">
        <ul className="store-list">
          {listed.map((store) => (
            <StoreCard key={store.id} store={store} selected={store.id === selectedId} onShow={() => setSelectedId(store.id === selectedId ? undefined : store.id)} />
          ))}
        </ul>
        <StoreMap stores={listed} selectedId={selectedId} searched={text.trim() !== ''} />
      </div>
    </div>
  );
}
