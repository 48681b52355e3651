import { introPage } from '../intro-page.tsx';

const screen = introPage('comparator', { indexable: false });

export default screen.default;
export const meta = screen.meta;
