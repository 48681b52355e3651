import { introPage } from '../intro-page.tsx';

const screen = introPage('my-orders', { indexable: false });

export default screen.default;
export const meta = screen.meta;
