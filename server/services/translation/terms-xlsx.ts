/** Term lists as .xlsx (issue 11): one verb per file; this module keeps the routes' import path. */
export { exportTerms } from './export-terms';
export { importTerms } from './import-terms';
export { termTemplate } from './term-template';
