import { introPage } from '../intro-page.tsx';

const screen = introPage('distributors');

export default screen.default;
export const meta = screen.meta;
