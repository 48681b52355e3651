/** What a packshot is drawn from: the product's name, reference, form, pack size, colour and pictograms. */
export interface PackshotInput {
  readonly locale: 'en' | 'fr';
  /** The product's name in `locale`. */
  readonly name: string;
  readonly reference: string;
  readonly form: 'powder' | 'paste';
  /** Net weight in kg of the pack drawn. */
  readonly packSize: number;
  /** The range's colour, hex without '#'. */
  readonly color: string;
  /** Pictogram codes printed on the pack (see pictos.ts). */
  readonly pictos: readonly string[];
}
