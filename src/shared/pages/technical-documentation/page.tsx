import { introPage } from '../intro-page.tsx';

const screen = introPage('technical-documentation');

export default screen.default;
export const meta = screen.meta;
