import type { Notice } from '../../../shared/kernel/api/contract.ts';
import { technicalSheetUrl } from '../../catalogue/product-medias.ts';
import type { StoredNotice } from '../../content/content-store.ts';
import { products } from './products.ts';

const types = {
  technical_sheet: 'Technical sheet',
  safety_data_sheet: 'Safety data sheet',
  installation_guide: 'Installation guide',
  brochure: 'Brochure',
  catalogue: 'Catalogue',
  certificate: 'Certificate',
} as const;

type NoticeType = keyof typeof types;

let nextId = 1;

interface NoticeSubject {
  readonly target?: Notice['target'];
  /** The product the document is about. */
  readonly productId?: number;
}

/** A notice in English: the language of every demo document but the French technical sheets (fr/documents.ts). */
function notice(section: Notice['section'], type: NoticeType, title: string, description: string, url: string, { target = null, productId }: NoticeSubject = {}): StoredNotice {
  return { id: nextId++, section, type: { technical_name: type, label: types[type] }, title, description, url, target, language: 'en', product_id: productId ?? null };
}

function document(slug: string): string {
  return `/media/document/${slug}.pdf`;
}

/** Downloads and technical documentation; product technical sheets point at the generated FICHES_QCE. */
export const notices: StoredNotice[] = [
  notice('downloads', 'catalogue', 'Consumer catalogue', 'The whole consumer range.', document('consumer-catalogue'), { target: 'part' }),
  notice('downloads', 'catalogue', 'Professional catalogue', 'The whole professional range with technical data.', document('professional-catalogue'), { target: 'pro' }),
  notice('downloads', 'brochure', 'Airless range brochure', 'Spray-grade compounds and machine settings.', document('airless-brochure'), { target: 'pro' }),
  notice('downloads', 'brochure', 'Renovation made easy', 'Our guide to renovating walls and ceilings.', document('renovation-made-easy'), { target: 'part' }),
  notice('downloads', 'certificate', 'Indoor air quality A+ certificate', 'Emission class certificate of our interior range.', document('a-plus-certificate')),
  notice('technical_documentation', 'installation_guide', 'Plasterboard jointing guide', 'Levels of finish and tape systems.', document('jointing-guide'), { target: 'pro' }),
  notice('technical_documentation', 'installation_guide', 'Exterior repairs guide', 'Weather, supports and products for facades.', document('exterior-repairs-guide')),
  ...products.map((product) =>
    notice('technical_documentation', 'technical_sheet', `${product.name} — technical sheet`, product.extract, technicalSheetUrl(product.slug, 'en'), { productId: product.id }),
  ),
  ...products
    .filter((product) => product.form === 'powder')
    .map((product) =>
      notice('technical_documentation', 'safety_data_sheet', `${product.name} — safety data sheet`, 'Hazards, handling and first aid.', document(`sds-${product.slug}`), {
        productId: product.id,
      }),
    ),
];
