import { introPage } from '../intro-page.tsx';

const screen = introPage('my-addresses', { indexable: false });

export default screen.default;
export const meta = screen.meta;
