/**
 * The product gallery shows the chosen pack's own packshot (issue 20): the back office draws one
 * per pack size, in the order of the product's items; a product with fewer shows its first.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, test } from 'vitest';
import type { Product, ProductItem } from '../../src/shared/kernel/api/entities/catalogue.ts';
import type { Picture } from '../../src/shared/kernel/api/entities/site.ts';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { galleryPicturesOf, ProductGallery } from '../../src/shared/blocks/catalogue/product-gallery.tsx';
import { $chosenPackReference } from '../../src/shared/features/pack-choice/model.ts';
import { messagesFor } from '../../src/shared/kernel/i18n/catalogue.ts';
import { catalogueMessages } from '../../src/shared/kernel/i18n/en/catalogue.ts';

const picture = (path: string, width: number, height: number, widths: number[]): Picture => ({
  url: `${path}.png`,
  webp: `${path}.webp`,
  avif: `${path}.avif`,
  alt: 'Fine Smoothing Powder',
  title: 'Fine Smoothing Powder',
  width,
  height,
  widths,
});
const packshot = (pack: string) => ({
  ...picture(`/media/product/fine-smoothing-powder/en/${pack}`, 240, 240, [240, 480, 720]),
  large: picture(`/media/product/fine-smoothing-powder/en/${pack}`, 480, 480, [480, 720, 960, 1200, 1600]),
});
const items = [5, 15, 25].map((pack_size, index) => ({ id: index + 1, reference: `FSP-${pack_size}`, pack_size }) as ProductItem);
const ambiance = picture('/media/visual/ambiance-renovation', 370, 300, [370, 740, 1110, 1600]);

const productWith = (visuel: ReturnType<typeof packshot>[]) =>
  ({
    name: 'Fine Smoothing Powder',
    cover: visuel[0] ?? ambiance,
    items,
    caracteristics: { form: { values: ['powder'] } },
    medias: { visuel, AMBIANCE: [ambiance], PICTO: [], MEDIA: [] },
  }) as unknown as Product;

/** The gallery island as the page renders it, the pack chosen in the picker (the page's shared scope). */
function render(product: Product, pack: ProductItem | undefined): string {
  const scope = fork({ values: [[$chosenPackReference, pack?.reference ?? null]] });
  return renderToStaticMarkup(
    <Provider value={scope}>
      <IntlProvider locale="en-GB" messages={{ ...messagesFor('en'), ...catalogueMessages }}>
        <ProductGallery pictures={galleryPicturesOf(product)} />
      </IntlProvider>
    </Provider>,
  );
}

const stageOf = (html: string) => /<div class="gallery__stage">(.*?)<\/div>/s.exec(html)![1]!;
const thumbnailsOf = (html: string) => [...html.matchAll(/<button [^>]*>.*?<img src="([^"]+)"/gs)].map(([, src]) => src);

describe('the product gallery', () => {
  const product = productWith([packshot('5kg'), packshot('15kg'), packshot('25kg')]);

  test.each([
    [0, '5kg', '5\u00A0kg'],
    [1, '15kg', '15\u00A0kg'],
    [2, '25kg', '25\u00A0kg'],
  ])('shows the packshot of the pack chosen at position %i (%s), described as that pack', (position, file, weight) => {
    const html = render(product, items[position]);
    const stage = stageOf(html);
    expect(stage).toContain(`srcSet="/media/product/fine-smoothing-powder/en/${file}.avif?w=480 480w,`);
    expect(stage).toContain(`<img src="/media/product/fine-smoothing-powder/en/${file}.png" alt="Fine Smoothing Powder, ${weight} bag" width="480" height="480" loading="eager" fetchPriority="high"/>`);
    // Its thumbnails: that pack's packshot, then the ambiances; no label laid over the picture.
    expect(thumbnailsOf(html)).toEqual([`/media/product/fine-smoothing-powder/en/${file}.png`, '/media/visual/ambiance-renovation.png']);
    expect(html).not.toContain('gallery__pack');
  });

  test('shows the first packshot when the back office has fewer than the packs', () => {
    const html = render(productWith([packshot('5kg')]), items[2]);
    expect(stageOf(html)).toContain('<img src="/media/product/fine-smoothing-powder/en/5kg.png" alt="Fine Smoothing Powder, 25\u00A0kg bag"');
  });

  test('keeps every thumbnail lazy, 72 px wide at its own ratio', () => {
    const thumbnails = [...render(product, items[0]).matchAll(/<button [^>]*>.*?(<img [^>]*>)/gs)].map(([, img]) => img);
    expect(thumbnails).toEqual([
      '<img src="/media/product/fine-smoothing-powder/en/5kg.png" alt="" width="72" height="72" loading="lazy" decoding="async"/>',
      '<img src="/media/visual/ambiance-renovation.png" alt="" width="72" height="58" loading="lazy" decoding="async"/>',
    ]);
  });
});
