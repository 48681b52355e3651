/**
 * The import rules (decision 160), checked by `npm run deps` in `npm run validate`.
 *
 * src/shared is layered, one folder per layer (decision 168); a layer imports only itself and the
 * layers before it:
 *   1. kernel/    routing, config, session, api, data, format, i18n, validation, seo, ui:
 *                 values, rules and texts with no effector model and no page part
 *   2. features/  <feature>/: effector models and their views; features/app holds the
 *                 application's state, the router context, links and pictures
 *   3. blocks/    catalogue, forms: parts built from features (product cards, contract forms)
 *   4. layout/    header, footer, menus, the default and landing layouts
 *   5. pages/     <page>/: a route's view, loader and meta
 *   6. app/       the document, the app tree, error pages (the shell)
 * No import circle anywhere in src/, type-only imports included.
 */
const shared = '^src/shared/';
const layers = ['kernel', 'features', 'blocks', 'layout', 'pages', 'app'];
const pathOf = (folders) => `${shared}(${folders.join('|')})/`;
const higher = (index) => layers.slice(index + 1);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module imports one that imports it back, even for types only: a circle makes the load order and the layers unreadable.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'shared-runs-on-both-sides',
      comment: 'src/shared runs in the browser and on the server: it never imports the server, the client, the back office or the offline worker.',
      severity: 'error',
      from: { path: shared },
      to: { path: '^src/(server|client|backoffice|worker)/' },
    },
    {
      name: 'backoffice-stands-alone',
      comment: 'The back office is its own process, reached over HTTP: it imports the shared contract, never the site server or the client.',
      severity: 'error',
      from: { path: '^src/backoffice/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'backoffice-domain-knows-no-http-nor-demo',
      comment: 'The back office\'s domain (catalogue, commerce, accounts, content, forms, settings, publishing) answers in its own words (refusal.ts): it imports neither the HTTP layer nor the routes, and the demo writes through it, never the other way.',
      severity: 'error',
      from: { path: '^src/backoffice/(catalogue|commerce|accounts|content|forms|settings|publishing)/' },
      to: { path: ['^src/backoffice/(http|routes|demo)/', '^src/backoffice/server\\.ts$'] },
    },
    {
      name: 'demo-stays-apart',
      comment: 'The demo (its data and its scenes) is written into the database through the publishing path and drawn by the media worker: only its seeding entry, the media worker and the database opener load it.',
      severity: 'error',
      from: { path: '^src/backoffice/', pathNot: ['^src/backoffice/demo/', '^src/backoffice/backoffice-database\\.ts$', '^src/backoffice/copy-to-postgres-main\\.ts$', '^src/backoffice/media/media-worker\\.ts$'] },
      to: { path: '^src/backoffice/demo/' },
    },
    {
      name: 'site-loads-no-back-office',
      comment: 'The site starts the back office as a process of its own and reaches it over HTTP (decision 185): it never loads its modules, only the media pool defaults it passes on.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/backoffice/', pathNot: '^src/backoffice/media/media-pool-options\\.ts$' },
    },
    {
      name: 'client-is-not-server',
      comment: 'The browser entry never imports server or back-office code.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/(server|backoffice)/' },
    },
    {
      name: 'server-is-not-client',
      comment: 'The site server never imports the browser entry.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'worker-takes-only-the-kernel',
      comment: 'The offline service worker (decision 171) is its own bundle in its own scope: it imports the route table and the kernel, never a model, a view, the server or the page.',
      severity: 'error',
      from: { path: '^src/worker/' },
      to: { path: ['^src/(server|client|backoffice)/', pathOf(layers.slice(1))] },
    },
    {
      name: 'nothing-imports-the-worker',
      comment: 'The worker runs in the browser\'s worker scope only: the site, the client and the back office never import it.',
      severity: 'error',
      from: { path: '^src/(server|client|backoffice)/' },
      to: { path: '^src/worker/' },
    },
    {
      name: 'shared-folder-has-a-layer',
      comment: 'Every file of src/shared lives in a layer\'s folder: kernel, features, blocks, layout, pages or app.',
      severity: 'error',
      from: { path: shared, pathNot: pathOf(layers) },
      to: {},
    },
    ...layers.slice(0, -1).map((layer, index) => ({
      name: `${layer}-imports-no-higher-layer`,
      comment: `The ${layer} layer imports only itself and the layers before it, never ${higher(index).join(', ')}.`,
      severity: 'error',
      from: { path: pathOf([layer]) },
      to: { path: pathOf(higher(index)) },
    })),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
  },
};
