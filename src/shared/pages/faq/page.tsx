import { introPage } from '../intro-page.tsx';

const screen = introPage('faq');

export default screen.default;
export const meta = screen.meta;
