import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { escapeAttribute } from '../../src/backoffice/media/art/lettering.ts';
import type { PackshotInput } from '../../src/backoffice/media/art/packshot-input.ts';
import { PACKSHOT_SIZE, packshotSvg } from '../../src/backoffice/media/art/packshot.ts';
import { PICTO_CODES, PICTO_SIZE, pictoSvg } from '../../src/backoffice/media/art/pictos.ts';
import { products, type SeedProduct } from '../../src/backoffice/demo/data/products.ts';
import { frenchProducts } from '../../src/backoffice/demo/data/products-fr.ts';
import { productMedias } from '../../src/backoffice/catalogue/product-medias.ts';

/** The pictograms of a product's media, as the publisher stores them. */
const pictosOf = (product: SeedProduct) =>
  productMedias({ slug: product.slug, name: product.name, form: product.form, packSizes: product.items.map((item) => item.packSize), caracteristics: new Map(Object.entries(product.caracteristics)) }, 'en').PICTO ?? [];

/** The packshot inputs of one product in one language, one per pack size, as the seed describes it. */
function inputsOf(product: SeedProduct, locale: 'en' | 'fr'): PackshotInput[] {
  const name = locale === 'en' ? product.name : frenchProducts.get(product.id)!.name;
  const pictos = pictosOf(product).map((picto) => /\/media\/picto\/(\w+)\.png$/.exec(picto.url)![1]!);
  return product.items.map((item) => ({ locale, name, reference: item.reference, form: product.form, packSize: item.packSize, color: product.color, pictos }));
}

const allInputs = products.flatMap((product) => [...inputsOf(product, 'en'), ...inputsOf(product, 'fr')]);
const outlineOf = (svg: string) => /<clipPath id="pack-outline"><path d="([^"]+)"/.exec(svg)?.[1];

describe('packshots', () => {
  it('letter every demo product name and pack weight, in both languages and every pack size, under 60 KB', () => {
    expect(allInputs.length).toBeGreaterThan(products.length * 2 * 3);
    for (const input of allInputs) {
      const svg = packshotSvg(input);
      const weight = `${new Intl.NumberFormat(input.locale).format(input.packSize)} kg`;
      expect(svg, input.name).toContain(`aria-label="${escapeAttribute(input.name)}"`);
      expect(svg, `${input.name} ${weight}`).toContain(`aria-label="${weight}"`);
      expect(svg, input.name).toContain(`aria-label="${input.locale === 'en' ? 'Ref.' : 'Réf.'} ${input.reference}"`);
      expect(svg).not.toContain('<text');
      expect(svg).not.toMatch(/href=/);
      expect(svg.length, input.name).toBeLessThan(60_000);
    }
  });

  it('sets the name on one to three lines, never splitting a word', () => {
    for (const input of allInputs.filter((candidate) => candidate.packSize === 1 || candidate.packSize === 1.5)) {
      const svg = packshotSvg(input);
      const start = svg.indexOf(`<g aria-label="${escapeAttribute(input.name)}">`);
      const lines = [...svg.slice(start).matchAll(/<g aria-label="([^"]*)" fill=/g)].map((match) => match[1]!);
      const nameLines = lines.slice(0, lines.findIndex((line, index) => lines.slice(0, index + 1).join(' ') === escapeAttribute(input.name)) + 1);
      expect(nameLines.length, input.name).toBeGreaterThanOrEqual(1);
      expect(nameLines.length, input.name).toBeLessThanOrEqual(3);
    }
  });

  it('formats the weight in the language of the page', () => {
    const [paste] = products.filter((product) => product.form === 'paste');
    const small = (locale: 'en' | 'fr') => inputsOf(paste!, locale).find((input) => input.packSize === 1.5)!;
    expect(packshotSvg(small('en'))).toContain('aria-label="1.5 kg"');
    expect(packshotSvg(small('fr'))).toContain('aria-label="1,5 kg"');
  });

  it('draws each pack size of a product as its own pack, not one pack scaled', () => {
    for (const form of ['powder', 'paste'] as const) {
      const product = products.find((candidate) => candidate.form === form)!;
      const outlines = new Set(inputsOf(product, 'en').map((input) => outlineOf(packshotSvg(input))));
      expect(outlines.size, form).toBe(product.items.length);
    }
    const powder = outlineOf(packshotSvg(inputsOf(products.find((p) => p.form === 'powder')!, 'en')[0]!));
    const paste = outlineOf(packshotSvg(inputsOf(products.find((p) => p.form === 'paste')!, 'en')[0]!));
    expect(powder).not.toBe(paste);
  });

  it('prints the range colour and the pictograms on the pack', () => {
    const product = products.find((candidate) => pictosOf(candidate).some((picto) => picto.url.endsWith('/damp_rooms.png')))!;
    const svg = packshotSvg(inputsOf(product, 'en')[0]!);
    expect(svg).toContain(`fill="#${product.color}"`);
    // The droplet is the damp-rooms pictogram's one filled shape.
    expect(svg).toContain(pictoSvg('damp_rooms')!.match(/<path d="M128 52[^"]+"/)![0]);
  });

  it('render with sharp to square PNGs, for every kind of pack', { timeout: 30_000 }, async () => {
    const product = (form: 'powder' | 'paste') => products.find((candidate) => candidate.form === form)!;
    const samples = [...inputsOf(product('powder'), 'fr'), ...inputsOf(product('paste'), 'en')];
    for (const input of samples) {
      const { data, info } = await sharp(Buffer.from(packshotSvg(input))).png().toBuffer({ resolveWithObject: true });
      expect([info.format, info.width, info.height]).toEqual(['png', PACKSHOT_SIZE, PACKSHOT_SIZE]);
      expect(data.length).toBeGreaterThan(10_000);
      // The studio is white: the corners stay white, the middle holds the pack.
      const region = async (left: number, top: number, size: number) =>
        sharp(await sharp(data).extract({ left, top, width: size, height: size }).toBuffer()).stats();
      const corner = await region(0, 0, 40);
      expect(corner.channels.map((channel) => Math.round(channel.mean))).toEqual([255, 255, 255, 255]);
      const middle = await region(500, 500, 200);
      expect(middle.entropy).toBeGreaterThan(1);
    }
  });
});

describe('pictograms', () => {
  it('renders every code as a square PNG', async () => {
    for (const code of PICTO_CODES) {
      const svg = pictoSvg(code);
      expect(svg, code).not.toBeNull();
      const info = await sharp(Buffer.from(svg!)).png().toBuffer({ resolveWithObject: true });
      expect([info.info.width, info.info.height], code).toEqual([PICTO_SIZE, PICTO_SIZE]);
    }
  });

  it('has no drawing for an unknown code', () => {
    expect(pictoSvg('waterproof')).toBeNull();
    expect(pictoSvg('')).toBeNull();
  });

  it('draws each code differently', () => {
    expect(new Set(PICTO_CODES.map(pictoSvg)).size).toBe(PICTO_CODES.length);
  });
});
