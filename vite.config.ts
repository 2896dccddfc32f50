import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes dist/build.json {build_id, built_at}. The server answers base/version with build_id, and the app
 * reloads when it differs from the version it stored (spec §4 "Version check"), so every build needs a new id.
 */
function buildInfo(): Plugin {
  const builtAt = new Date().toISOString();
  const buildId = `${builtAt.replace(/[-:TZ.]/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
  return {
    name: 'lawdesk-build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ build_id: buildId, built_at: builtAt }, null, 2)}\n`,
      });
    },
  };
}

/** Where /api goes in `vite` and `vite preview`: the LawDesk server (npm start) unless LAWDESK_API points elsewhere. */
const apiTarget = process.env.LAWDESK_API ?? 'http://localhost:8787';

export default defineConfig({
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  plugins: [
    // Order matters: the router plugin generates the route tree and splits route components before react() sees them.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      // public/manifest.webmanifest is ours and linked from index.html.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // build.json must always come from the network: it is how a new deployment is detected.
        globIgnores: ['build.json'],
      },
      devOptions: { enabled: false },
    }),
    buildInfo(),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph scripts/measure-bundle.mjs reads to size what /guidHome loads.
    manifest: true,
    // The one first-load chunk (decision 211) is ~650 KB before gzip.
    chunkSizeWarningLimit: 800,
    // Chakra's theme module builds its full default config (every recipe) at module level with these identity
    // helpers; marked pure, that unused object is dropped and only the recipes src/theme.ts picks ship (decision 015).
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['defineConfig', 'mergeConfigs'] },
      // Everything the first visit needs (rolldown's $initial tag: index.html's static import graph, i.e. React,
      // Chakra, the router, the shell and every route definition of the generated tree) goes into one chunk instead
      // of ~100 small ones; each small chunk carried its own `__vite__mapDeps` preload list and compressed alone.
      // index.html's script then loads this chunk directly (the manifest has no isEntry chunk any more:
      // scripts/measure-bundle.mjs reads index.html's scripts instead). Decision 211.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
});
