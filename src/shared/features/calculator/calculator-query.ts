/**
 * The calculator's inputs as URL query parameters: the form is a GET form, so a result can be
 * shared, bookmarked and computed without JavaScript; a product page's inline calculator sends
 * its product as `?product=`.
 */
export interface CalculatorInputs {
  readonly product: string;
  readonly surfaceMode: 'area' | 'wall';
  readonly area: string;
  readonly width: string;
  readonly height: string;
  readonly openings: string;
  readonly depthMode: 'thickness' | 'passes';
  readonly thickness: string;
  readonly passes: string;
}

export const emptyInputs: CalculatorInputs = {
  product: '',
  surfaceMode: 'area',
  area: '',
  width: '',
  height: '',
  openings: '',
  depthMode: 'thickness',
  thickness: '',
  passes: '',
};

const MAX_PARAM_LENGTH = 100;

export function inputsFromUrl(url: string): CalculatorInputs {
  const params = new URL(url, 'http://site.invalid').searchParams;
  const text = (name: string) => (params.get(name) ?? '').slice(0, MAX_PARAM_LENGTH);
  return {
    product: text('product'),
    surfaceMode: params.get('surface') === 'wall' ? 'wall' : 'area',
    area: text('area'),
    width: text('width'),
    height: text('height'),
    openings: text('openings'),
    depthMode: params.get('depth') === 'passes' ? 'passes' : 'thickness',
    thickness: text('thickness'),
    passes: text('passes'),
  };
}
