/** The small rules behind the service pages: careers filters, training states, shades, stores, documents, forms. */
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import type { PageSummary, StoreLocation, Teinte, TrainingSession } from '../../src/shared/kernel/api/entities/content.ts';
import { byDistance, distanceKm } from '../../src/shared/features/store-locator/distance.ts';
import { searchStores } from '../../src/shared/features/store-locator/store-search.ts';
import { confirmationQuery, confirmedFormOf } from '../../src/shared/blocks/forms/confirmation.ts';
import { submitFailure } from '../../src/shared/blocks/forms/form-errors.ts';
import { facetOptions, facetValue, filterJobs } from '../../src/shared/pages/carrier/job-facets.ts';
import { filterShades, groupByFamily, textColorOn } from '../../src/shared/pages/colorimetry/shade-families.ts';
import { documentFormat } from '../../src/shared/kernel/format/document-file.tsx';
import { libraryOptions, typeSegmentValue } from '../../src/shared/blocks/documents/document-library.ts';
import { sessionStatus } from '../../src/shared/pages/formations/session-status.ts';

const job = (id: number, contract: string, location: string, department: string) =>
  ({ id, job: { contract, location, department } }) as PageSummary;

describe('careers filters', () => {
  const jobs = [job(1, 'Permanent', 'Beirut', 'Sales'), job(2, 'Permanent', 'Dubai', 'Technical service'), job(3, 'Fixed-term', 'Beirut', 'Customer service')];

  test('facet values follow the filter grammar', () => {
    expect(facetValue('Fixed-term')).toBe('fixed-term');
    expect(facetValue('Technical service')).toBe('technical-service');
    expect(facetValue('Zahlé & Co.')).toBe('zahle-co');
  });

  test('values of one filter are alternatives, filters add up', () => {
    expect(filterJobs(jobs, [{ key: 'LOCATION', values: ['beirut'] }]).map((found) => found.id)).toEqual([1, 3]);
    expect(filterJobs(jobs, [{ key: 'LOCATION', values: ['beirut', 'dubai'] }, { key: 'CONTRACT', values: ['permanent'] }]).map((found) => found.id)).toEqual([1, 2]);
    expect(filterJobs(jobs, [{ key: 'SALARY', values: ['high'] }])).toEqual([]);
  });

  test('options are counted per facet', () => {
    expect(facetOptions(jobs).CONTRACT).toEqual([
      { value: 'fixed-term', label: 'Fixed-term', count: 1 },
      { value: 'permanent', label: 'Permanent', count: 2 },
    ]);
  });
});

describe('training sessions', () => {
  const session = (open: boolean, seatsLeft: number, capacity = 12): TrainingSession =>
    ({ open, seats_left: seatsLeft, capacity, max_participants: 5, min_registrations: 3 }) as TrainingSession;

  test('fewer than 3 registered is not yet confirmed; 3 is', () => {
    expect(sessionStatus(session(true, 12))).toMatchObject({ availability: 'open', registered: 0, confirmed: false, maxParticipants: 5 });
    expect(sessionStatus(session(true, 10)).confirmed).toBe(false);
    expect(sessionStatus(session(true, 9)).confirmed).toBe(true);
  });

  test('full and closed are told apart; the seats left cap one registration', () => {
    expect(sessionStatus(session(false, 0)).availability).toBe('full');
    expect(sessionStatus(session(false, 4)).availability).toBe('closed');
    expect(sessionStatus(session(true, 2)).maxParticipants).toBe(2);
  });
});

describe('colorimetry', () => {
  const shades = [
    { id: 1, code: 'W01', name: 'Chalk white', hex: '#ffffff', family: 'whites' },
    { id: 2, code: 'E02', name: 'Terracotta', hex: '#c2673f', family: 'earths' },
    { id: 3, code: 'B03', name: 'Night', hex: '#24364f', family: 'blues' },
  ] satisfies Teinte[];

  test('groups by family in the back office’s order and filters by family, name or reference', () => {
    expect(groupByFamily(shades).map((group) => group.family)).toEqual(['whites', 'earths', 'blues']);
    expect(filterShades(shades, 'earths', '').map((shade) => shade.code)).toEqual(['E02']);
    expect(filterShades(shades, '', 'TERRA').map((shade) => shade.code)).toEqual(['E02']);
    expect(filterShades(shades, '', 'b03').map((shade) => shade.code)).toEqual(['B03']);
  });

  test('the reference on a swatch stays readable', () => {
    expect(textColorOn('#ffffff')).toBe('#000000');
    expect(textColorOn('#24364f')).toBe('#ffffff');
  });
});

describe('store locator', () => {
  const store = (id: number, city: string, lat: number, lng: number) => ({ id, city, name: `Store ${id}`, address: 'Main street', lat, lng }) as StoreLocation;
  const stores = [store(1, 'Dubai', 25.2677, 55.3206), store(2, 'Beirut', 33.8963, 35.4823), store(3, 'Zahlé', 33.8463, 35.902)];

  test('Beirut to Dubai is about 2,100 km', () => {
    expect(distanceKm({ lat: 33.8963, lng: 35.4823 }, { lat: 25.2677, lng: 55.3206 })).toBeGreaterThan(2050);
    expect(distanceKm({ lat: 33.8963, lng: 35.4823 }, { lat: 25.2677, lng: 55.3206 })).toBeLessThan(2200);
  });

  test('sorted nearest first from the visitor', () => {
    expect(byDistance(stores, { lat: 33.85, lng: 35.88 }).map((found) => found.id)).toEqual([3, 2, 1]);
  });

  test('searchable by city, accents ignored', () => {
    expect(searchStores(stores, 'zahle').map((found) => found.id)).toEqual([3]);
    expect(searchStores(stores, '  ')).toHaveLength(3);
  });
});

describe('documents', () => {
  test('types offered once each, in the list’s order, with the TYPES segment value; the format from the address', () => {
    const notices = [
      { id: 1, type: { technical_name: 'technical_sheet', label: 'Technical sheet' }, url: '/media/sheet/a.pdf', language: 'en', product: null, ranges: [] },
      { id: 2, type: { technical_name: 'safety_data_sheet', label: 'Safety data sheet' }, url: '/media/document/b.pdf', language: 'en', product: null, ranges: [] },
      { id: 3, type: { technical_name: 'technical_sheet', label: 'Technical sheet' }, url: '/media/sheet/c.pdf', language: 'en', product: null, ranges: [] },
    ] as unknown as Parameters<typeof libraryOptions>[0];
    expect(libraryOptions(notices, 'en').TYPES.map((option) => option.value)).toEqual(['technical-sheet', 'safety-data-sheet']);
    expect(typeSegmentValue('installation_guide')).toBe('installation-guide');
    expect(documentFormat('/media/sheet/a.pdf')).toBe('PDF');
    expect(documentFormat('/media/sheet.v2/readme')).toBe('');
  });
});

describe('forms', () => {
  test('422 and 413 go next to fields, a failed bot check to the summary; anything else is the unknown error', () => {
    expect(submitFailure(new ApiError(422, { email: 'Please enter your E-Mail address.' }, 'POST /contact'))).toEqual({
      kind: 'fields',
      errors: { email: 'Please enter your E-Mail address.' },
    });
    expect(submitFailure(new ApiError(413, { cv: 'File too heavy' }, 'POST /application'))).toMatchObject({ kind: 'fields', errors: { cv: 'File too heavy' } });
    expect(submitFailure(new ApiError(403, { bot_check: 'The anti-spam check failed: please send the form again.' }, 'POST /contact'))).toEqual({
      kind: 'fields',
      errors: { bot_check: 'The anti-spam check failed: please send the form again.' },
    });
    expect(submitFailure(new ApiError(403, { status: 'cross_origin_request' }, 'POST /contact'))).toEqual({ kind: 'unknown' });
    expect(submitFailure(new ApiError(500, { status: 'server_error' }, 'POST /contact'))).toEqual({ kind: 'unknown' });
    expect(submitFailure(new ApiError(422, { status: { nested: true } }, 'POST /contact'))).toEqual({ kind: 'unknown' });
    expect(submitFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'unknown' });
  });

  test('the confirmation page knows which form was sent, and nothing else', () => {
    expect(confirmedFormOf(`/confirmation${confirmationQuery('application')}`)).toBe('application');
    expect(confirmedFormOf('/confirmation?form=<script>')).toBeUndefined();
    expect(confirmedFormOf('/confirmation')).toBeUndefined();
  });
});
