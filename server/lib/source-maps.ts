/**
 * Source maps for our own code only (decision 230). tsx turns Node's source-map support on for every module, so
 * Node also parses and keeps, for the life of the process, the maps that node_modules packages ship (pg-boss,
 * luxon, lru-cache …, sources included): ~4 MB of heap after start. Stack frames in our TypeScript keep their
 * positions; a frame inside a dependency shows the package's shipped JavaScript, as it would without source maps.
 * It only applies to modules compiled afterwards: server/main.ts calls it before importing the app.
 */
import module from 'node:module';

type TSourceMapsSupport = { enabled: boolean; nodeModules: boolean; generatedCode: boolean };
type TSourceMapsApi = {
  getSourceMapsSupport?: () => TSourceMapsSupport;
  setSourceMapsSupport?: (enabled: boolean, options?: { nodeModules?: boolean; generatedCode?: boolean }) => void;
};

/** Narrows source-map support to our code; leaves it alone when off, or when the operator asked for it themselves. */
export function keepSourceMapsToOwnCode(): void {
  // Node 22.14+ (the API is newer than the @types/node in use).
  const api = module as unknown as TSourceMapsApi;
  if (!api.getSourceMapsSupport || !api.setSourceMapsSupport) return;
  if (!api.getSourceMapsSupport().enabled) return;
  const asked = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) => a === '--enable-source-maps');
  if (asked) return;
  api.setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
}
