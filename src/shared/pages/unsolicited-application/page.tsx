import { introPage } from '../intro-page.tsx';

const screen = introPage('unsolicited-application');

export default screen.default;
export const meta = screen.meta;
