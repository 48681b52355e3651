import { introPage } from '../intro-page.tsx';

const screen = introPage('formations');

export default screen.default;
export const meta = screen.meta;
