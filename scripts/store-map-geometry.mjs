/**
 * esbuild plugin for the client and server builds: the store map's geometry
 * (src/shared/features/store-locator/map-geometry.ts) is evaluated at build time and its module
 * replaced by the result, so neither bundle holds Natural Earth's data, topojson or d3-geo —
 * only the path strings and projection fits the map draws with.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';

const geometryModule = /[\\/]src[\\/]shared[\\/]features[\\/]store-locator[\\/]map-geometry\.ts$/;

export function storeMapGeometryPlugin() {
  return {
    name: 'store-map-geometry',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      build.onLoad({ filter: geometryModule }, async (args) => {
        // Bundled whole (geodata included): a data: URL module cannot resolve packages.
        const { outputFiles, metafile } = await esbuild.build({ absWorkingDir: root, entryPoints: [args.path], bundle: true, format: 'esm', platform: 'node', write: false, metafile: true, logLevel: 'silent' });
        const { mapGeometry } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`);
        return {
          contents: `export const mapGeometry = ${JSON.stringify(mapGeometry)};`,
          loader: 'js',
          watchFiles: Object.keys(metafile.inputs).map((input) => path.resolve(root, input)),
        };
      });
    },
  };
}
