import { introPage } from '../intro-page.tsx';

const screen = introPage('downloads');

export default screen.default;
export const meta = screen.meta;
