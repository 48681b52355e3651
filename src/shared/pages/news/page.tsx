import { introPage } from '../intro-page.tsx';

const screen = introPage('news');

export default screen.default;
export const meta = screen.meta;
