import { introPage } from '../intro-page.tsx';

const screen = introPage('sitemap');

export default screen.default;
export const meta = screen.meta;
