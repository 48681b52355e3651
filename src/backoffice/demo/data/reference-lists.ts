import type { City, Civility, Country, Tag, Teinte } from '../../../shared/kernel/api/contract.ts';

export const civilities: Civility[] = [
  { id: 1, code: 'mr', label: 'Mr' },
  { id: 2, code: 'mrs', label: 'Mrs' },
  { id: 3, code: 'mx', label: 'Mx' },
];

export const countries: Country[] = (
  [
    ['LB', 'Lebanon'],
    ['AE', 'United Arab Emirates'],
    ['SA', 'Saudi Arabia'],
    ['QA', 'Qatar'],
    ['KW', 'Kuwait'],
    ['BH', 'Bahrain'],
    ['OM', 'Oman'],
    ['JO', 'Jordan'],
    ['CY', 'Cyprus'],
    ['EG', 'Egypt'],
    ['FR', 'France'],
    ['BE', 'Belgium'],
    ['NL', 'Netherlands'],
    ['GB', 'United Kingdom'],
    ['CH', 'Switzerland'],
    ['ES', 'Spain'],
    ['PL', 'Poland'],
    ['TN', 'Tunisia'],
    ['MA', 'Morocco'],
  ] as const
).map(([iso, name]) => ({ iso, name }));

export const cities: City[] = (
  [
    ['Beirut', 'LB'],
    ['Tripoli', 'LB'],
    ['Sidon', 'LB'],
    ['Jounieh', 'LB'],
    ['Zahlé', 'LB'],
    ['Byblos', 'LB'],
    ['Tyre', 'LB'],
    ['Dubai', 'AE'],
    ['Abu Dhabi', 'AE'],
    ['Sharjah', 'AE'],
    ['Ajman', 'AE'],
    ['Al Ain', 'AE'],
    ['Ras Al Khaimah', 'AE'],
    ['Fujairah', 'AE'],
  ] as const
).map(([name, country_iso], index) => ({ id: index + 1, name, country_iso }));

export const tags: Tag[] = (
  [
    ['application', 'Application'],
    ['drying', 'Drying'],
    ['storage', 'Storage'],
    ['choosing', 'Choosing a product'],
    ['exterior', 'Exterior work'],
    ['orders', 'Orders and delivery'],
    // The legacy French FAQ also filtered by these.
    ['filling', 'Filling'],
    ['smoothing', 'Smoothing'],
    ['wood', 'Wood'],
    ['plasterboard', 'Plasterboard'],
  ] as const
).map(([slug, label], index) => ({ id: index + 1, slug, label }));

export const teintes: Teinte[] = (
  [
    ['W01', 'Chalk white', 'ffffff', 'whites'],
    ['W02', 'Ivory', 'f6f1e4', 'whites'],
    ['W03', 'Linen', 'efe6d5', 'whites'],
    ['N01', 'Pebble', 'd8d2c4', 'neutrals'],
    ['N02', 'Stone grey', 'b9b4aa', 'neutrals'],
    ['N03', 'Slate', '6f7379', 'neutrals'],
    ['E01', 'Sand', 'e3cfa5', 'earths'],
    ['E02', 'Terracotta', 'c2673f', 'earths'],
    ['E03', 'Ochre', 'cc9a3d', 'earths'],
    ['E04', 'Cedar', '8a5a3b', 'earths'],
    ['B01', 'Sky', 'bcd7ea', 'blues'],
    ['B02', 'Mediterranean', '3f7cac', 'blues'],
    ['B03', 'Night', '24364f', 'blues'],
    ['G01', 'Sage', 'b7c4a8', 'greens'],
    ['G02', 'Olive', '7d8450', 'greens'],
    ['G03', 'Cedar forest', '3e5641', 'greens'],
  ] as const
).map(([code, name, hex, family], index) => ({ id: index + 1, code, name, hex: `#${hex}`, family }));
