/**
 * The store map's geometry (src/shared/features/store-locator/map-geometry.ts) evaluated once
 * and its module replaced by the result — path strings and projection fits — so no bundle holds
 * Natural Earth's data, topojson or d3-geo. Two doors onto the same evaluation: an esbuild plugin
 * for the client and server builds, a Vite plugin for the tests (Vite keeps a transformed module
 * for the whole run, so the geodata is read once, not once per test file that starts a site).
 */
import path from 'node:path';
import * as esbuild from 'esbuild';

const geometryModule = /[\\/]src[\\/]shared[\\/]features[\\/]store-locator[\\/]map-geometry\.ts$/;

/** The geometry module's source replaced by its result, and the files that result depends on. */
async function evaluateGeometry(modulePath, root) {
  // Bundled whole (geodata included): a data: URL module cannot resolve packages.
  const { outputFiles, metafile } = await esbuild.build({ absWorkingDir: root, entryPoints: [modulePath], bundle: true, format: 'esm', platform: 'node', write: false, metafile: true, logLevel: 'silent' });
  const { mapGeometry } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`);
  return {
    contents: `export const mapGeometry = ${JSON.stringify(mapGeometry)};`,
    inputs: Object.keys(metafile.inputs).map((input) => path.resolve(root, input)),
  };
}

export function storeMapGeometryPlugin() {
  return {
    name: 'store-map-geometry',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      build.onLoad({ filter: geometryModule }, async (args) => {
        const { contents, inputs } = await evaluateGeometry(args.path, root);
        return { contents, loader: 'js', watchFiles: inputs };
      });
    },
  };
}

export function storeMapGeometryVitePlugin() {
  return {
    name: 'store-map-geometry',
    async transform(_code, id) {
      if (!geometryModule.test(id)) return null;
      const { contents } = await evaluateGeometry(id, process.cwd());
      return { code: contents, map: null };
    },
  };
}
