import { introPage } from '../intro-page.tsx';

const screen = introPage('account', { indexable: false });

export default screen.default;
export const meta = screen.meta;
