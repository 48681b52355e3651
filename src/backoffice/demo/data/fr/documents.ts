import type { StoredNotice } from '../../../content/content-store.ts';
import { notices } from '../documents.ts';
import { technicalSheetUrl } from '../../../catalogue/product-medias.ts';
import { products } from '../products.ts';
import { frenchProducts } from '../products-fr.ts';
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
 * French title, description, file and its language of each product's technical sheet and safety
 * data sheet, by the English file's url: the sheet is typeset in French, the safety data sheet
 * has one file, in English.
 */
function productDocumentTexts(): Map<string, [title: string, description: string, url: string, language: string]> {
  const texts = new Map<string, [string, string, string, string]>();
  for (const product of products) {
    const french = frenchProducts.get(product.id)!;
    texts.set(technicalSheetUrl(product.slug, 'en'), [`${french.name} — ${frenchNoticeTypeLabels.technical_sheet}`, french.extract, technicalSheetUrl(product.slug, 'fr'), 'fr']);
    const safetySheet = `/media/document/sds-${product.slug}.pdf`;
    texts.set(safetySheet, [`${french.name} — ${frenchNoticeTypeLabels.safety_data_sheet}`, 'Dangers, manipulation et premiers secours.', safetySheet, 'en']);
  }
  return texts;
}

/**
 * Every document in French, by id: the editorial ones from their texts above, the product sheets
 * and safety data sheets named after the French product names (the sheet in French too).
 */
const productTexts = productDocumentTexts();

export const frenchNotices: Record<number, FrenchDocument<StoredNotice>> = Object.fromEntries(
  notices.flatMap((notice) => {
    const editorial = documentTexts[notice.url];
    // The editorial documents have one file, in English.
    const french = editorial === undefined ? productTexts.get(notice.url) : ([...editorial, notice.url, 'en'] as const);
    if (french === undefined) return [];
    const [title, description, url, language] = french;
    const type: StoredNotice['type'] = { ...notice.type, label: frenchNoticeTypeLabels[notice.type.technical_name]! };
    return [[notice.id, { body: { ...notice, type, title, description, url, language } }]];
  }),
);
