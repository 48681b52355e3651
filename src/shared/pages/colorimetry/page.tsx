import { introPage } from '../intro-page.tsx';

const screen = introPage('colorimetry');

export default screen.default;
export const meta = screen.meta;
