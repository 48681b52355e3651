import type { StoreLocation } from '../../../shared/kernel/api/contract.ts';

type Row = [type: StoreLocation['type'], audience: StoreLocation['audience'], name: string, address: string, city: string, iso: 'LB' | 'AE', phone: string, lat: number, lng: number];

/** DIY stores and retailers serve consumers; builders' merchants and distributors serve professionals. */
const rows: Row[] = [
  ['store', 'pro', 'Hamra Building Supplies', 'Makdessi Street 41', 'Beirut', 'LB', '+961 1 000 101', 33.8963, 35.4823],
  ['store', 'part', 'Achrafieh DIY Centre', 'Sassine Square 7', 'Beirut', 'LB', '+961 1 000 102', 33.8869, 35.5197],
  ['store', 'part', 'Jounieh Home & Garden', 'Fouad Chehab Avenue 120', 'Jounieh', 'LB', '+961 9 000 103', 33.9808, 35.6178],
  ['store', 'part', 'Tripoli Paint House', 'Azmi Street 15', 'Tripoli', 'LB', '+961 6 000 104', 34.4367, 35.8497],
  ['store', 'part', 'Sidon Hardware', 'Riad El Solh Street 3', 'Sidon', 'LB', '+961 7 000 105', 33.5571, 35.3729],
  ['store', 'pro', 'Zahlé Building Centre', 'Brazil Street 22', 'Zahlé', 'LB', '+961 8 000 106', 33.8463, 35.902],
  ['store', 'part', 'Al Quoz Home Improvement', 'Al Quoz Industrial Area 3', 'Dubai', 'AE', '+971 4 000 0201', 25.1365, 55.2356],
  ['store', 'part', 'Deira Paints & Tools', 'Al Maktoum Road 88', 'Dubai', 'AE', '+971 4 000 0202', 25.2677, 55.3206],
  ['store', 'pro', 'Mussafah Builders Mart', 'Mussafah M-9', 'Abu Dhabi', 'AE', '+971 2 000 0203', 24.3573, 54.4999],
  ['store', 'part', 'Sharjah DIY Hub', 'Industrial Area 6', 'Sharjah', 'AE', '+971 6 000 0204', 25.3018, 55.4107],
  ['store', 'part', 'Al Ain Hardware Centre', 'Khalifa Street 12', 'Al Ain', 'AE', '+971 3 000 0205', 24.2192, 55.7465],
  ['distributor', 'pro', 'Levant Building Materials', 'Dora Highway, Bourj Hammoud', 'Beirut', 'LB', '+961 1 000 301', 33.8975, 35.5431],
  ['distributor', 'pro', 'North Lebanon Distribution', 'Beddawi Industrial Zone', 'Tripoli', 'LB', '+961 6 000 302', 34.4512, 35.8701],
  ['distributor', 'pro', 'Gulf Finishing Supplies', 'Dubai Investments Park 2', 'Dubai', 'AE', '+971 4 000 0303', 24.9851, 55.1633],
  ['distributor', 'pro', 'Emirates Plaster Trading', 'ICAD I, Mussafah', 'Abu Dhabi', 'AE', '+971 2 000 0304', 24.3376, 54.4838],
  ['distributor', 'pro', 'Northern Emirates Materials', 'Al Jazeera Al Hamra Industrial', 'Ras Al Khaimah', 'AE', '+971 7 000 0305', 25.6896, 55.7903],
];

export const storeLocations: StoreLocation[] = rows.map(([type, audience, name, address, city, country_iso, phone, lat, lng], index) => ({
  id: index + 1,
  type,
  audience,
  name,
  address,
  city,
  country_iso,
  phone,
  email: type === 'distributor' ? `sales${index + 1}@distributor.example` : null,
  lat,
  lng,
  opening_hours: country_iso === 'LB' ? 'Mon–Sat 8:00–18:00' : 'Sat–Thu 8:00–20:00',
}));

/**
 * The points of sale every visitor's store locator lists: the stores (the individuals' locator
 * lists only them, the professionals' the distributors too). The home's slide counts them.
 */
export const pointsOfSaleForEveryone = storeLocations.filter((location) => location.type === 'store').length;
