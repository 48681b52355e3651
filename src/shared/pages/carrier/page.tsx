import { introPage } from '../intro-page.tsx';

const screen = introPage('carrier');

export default screen.default;
export const meta = screen.meta;
