import { introPage } from '../intro-page.tsx';

const screen = introPage('start-worksite');

export default screen.default;
export const meta = screen.meta;
