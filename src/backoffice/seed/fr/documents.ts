import { notices, type StoredNotice } from '../documents.ts';
import type { FrenchDocument } from './types.ts';

/** French labels of the document types, by technical name. */
export const frenchNoticeTypeLabels: Record<string, string> = {
  technical_sheet: 'Fiche technique',
  safety_data_sheet: 'Fiche de données de sécurité',
  installation_guide: 'Guide de mise en œuvre',
  brochure: 'Brochure',
  catalogue: 'Catalogue',
  certificate: 'Certificat',
};

/** French title and description of the editorial documents, by file url. */
const documentTexts: Record<string, [title: string, description: string]> = {
  '/media/document/consumer-catalogue.pdf': ['Catalogue grand public', 'Toute la gamme grand public.'],
  '/media/document/professional-catalogue.pdf': ['Catalogue professionnel', 'Toute la gamme professionnelle avec les données techniques.'],
  '/media/document/airless-brochure.pdf': ['Brochure de la gamme airless', 'Enduits à projeter et réglages des machines.'],
  '/media/document/renovation-made-easy.pdf': ['La rénovation en toute simplicité', 'Notre guide pour rénover murs et plafonds.'],
  '/media/document/a-plus-certificate.pdf': ['Certificat de qualité de l’air intérieur A+', 'Certificat de classe d’émissions de notre gamme intérieure.'],
  '/media/document/jointing-guide.pdf': ['Guide des joints de plaques de plâtre', 'Niveaux de finition et systèmes de bandes.'],
  '/media/document/exterior-repairs-guide.pdf': ['Guide des réparations extérieures', 'Météo, supports et produits pour les façades.'],
};

/**
 * The editorial documents in French, by id. The product sheets and safety data sheets are named
 * after the products: their French titles are `${French product name} — ${type label}`, built
 * where the French product names are.
 */
export const frenchNotices: Record<number, FrenchDocument<StoredNotice>> = Object.fromEntries(
  notices.flatMap((notice) => {
    const french = documentTexts[notice.url];
    if (french === undefined) return [];
    const [title, description] = french;
    const type: StoredNotice['type'] = { ...notice.type, label: frenchNoticeTypeLabels[notice.type.technical_name]! };
    return [[notice.id, { body: { ...notice, type, title, description } }]];
  }),
);
