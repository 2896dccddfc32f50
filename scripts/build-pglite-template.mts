/**
 * Run by `npm install` (scripts/postinstall.mjs): leaves a ready PGlite data directory dump in node_modules/.cache so
 * the first `npm start` on a fresh DATA_DIR loads it instead of running initdb (server/db/pglite-template.ts).
 */
import { INSTALLED_TEMPLATE_DIR, loadOrBuildPgliteTemplate, pgliteTemplateFile } from '../server/db/pglite-template';

const started = performance.now();
await loadOrBuildPgliteTemplate(INSTALLED_TEMPLATE_DIR);
console.log(`PGlite template ready: ${pgliteTemplateFile(INSTALLED_TEMPLATE_DIR)} (${Math.round(performance.now() - started)} ms)`);
