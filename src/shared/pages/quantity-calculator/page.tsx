import { introPage } from '../intro-page.tsx';

const screen = introPage('quantity-calculator');

export default screen.default;
export const meta = screen.meta;
