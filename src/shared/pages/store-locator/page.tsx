import { introPage } from '../intro-page.tsx';

const screen = introPage('store-locator');

export default screen.default;
export const meta = screen.meta;
