import { introPage } from '../intro-page.tsx';

const screen = introPage('contact');

export default screen.default;
export const meta = screen.meta;
