// The V8 heap bounds README.md recommends for the site's process (docs/decisions/123): the soak
// runs the site with them, as an operator would.
export const RECOMMENDED_NODE_OPTIONS = '--max-old-space-size=128 --max-semi-space-size=4';
