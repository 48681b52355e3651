/** Types of scripts/page-weight.mjs for the TypeScript tests. */
import type { AssetManifest } from '../src/shared/app/asset-manifest.ts';

export interface Metafile {
  readonly inputs: Readonly<Record<string, { readonly imports: readonly { readonly path: string; readonly kind: string }[] }>>;
  readonly outputs: Readonly<
    Record<
      string,
      {
        readonly entryPoint?: string;
        readonly imports: readonly { readonly path: string; readonly kind: string }[];
        readonly inputs: Readonly<Record<string, unknown>>;
      }
    >
  >;
}
export interface ClientBuild {
  readonly clientDir: string;
  readonly manifest: AssetManifest;
  readonly metafile: Metafile;
}
export interface Weight {
  readonly raw: number;
  readonly gzip: number;
}
export interface RouteWeight {
  readonly route: string;
  readonly page: string;
  readonly js: Weight & { readonly files: number };
  readonly css: Weight;
  readonly overBudget: readonly ('js' | 'css')[];
}

export const kilobyte: number;
export const budgets: { readonly firstLoadJavaScript: number; readonly withIslandRuntime: number; readonly css: number };
export const barcodeLibrary: RegExp;
export const barcodeImporters: string;
export function readClientBuild(clientDir: string): ClientBuild;
export function firstLoadScripts(manifest: AssetManifest): string[];
export function pageStylesheets(manifest: AssetManifest): string[];
export function measureRoutes(build: ClientBuild, routes: readonly { readonly name: string; readonly page: string }[]): RouteWeight[];
export function measureWithIslandRuntime(build: ClientBuild): { readonly files: number; readonly raw: number; readonly gzip: number };
export function outputsContaining(metafile: Metafile, inputPattern: RegExp): string[];
export function staticClosure(metafile: Metafile, file: string): Set<string>;
export function firstLoadOutputs(metafile: Metafile): Set<string>;
export function barcodeLibraryImporters(metafile: Metafile): string[];
export function formatTable(rows: readonly RouteWeight[]): string;
