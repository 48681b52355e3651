/**
 * esbuild plugin for the server bundles: bundles React's server renderer instead of leaving it
 * external, and hands it the synchronous request storage of src/server/render/request-storage.ts
 * in place of node:async_hooks (why: that file and docs/decisions/027-react-without-async-hooks.md).
 * `react` and `react-dom` themselves stay external, so the app and the renderer share one React.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const RENDERER = /^react-dom\/server(\.node)?$/;
const RENDERER_FILES = /[\\/]react-dom[\\/](server\.node\.js|cjs[\\/]react-dom-server[^\\/]*\.node\.[^\\/]+\.js)$/;

export function reactServerWithoutAsyncHooks(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const storage = path.join(root, 'src/server/render/request-storage.ts');
  return {
    name: 'react-server-without-async-hooks',
    setup(build) {
      // The renderer is CommonJS: its require() of react, react-dom and Node's modules needs one in the ESM bundle.
      const banner = "import { createRequire as createRequireForBundledCommonJs } from 'node:module';\nconst require = createRequireForBundledCommonJs(import.meta.url);";
      build.initialOptions.banner = { ...build.initialOptions.banner, js: [banner, build.initialOptions.banner?.js].filter(Boolean).join('\n') };
      build.onResolve({ filter: RENDERER }, () => ({ path: require.resolve('react-dom/server.node') }));
      build.onResolve({ filter: /^(node:)?async_hooks$/ }, (args) => (RENDERER_FILES.test(args.importer) ? { path: storage } : undefined));
      build.onResolve({ filter: /^\.\/cjs\// }, (args) =>
        RENDERER_FILES.test(args.importer) ? { path: path.join(path.dirname(args.importer), args.path) } : undefined,
      );
    },
  };
}
