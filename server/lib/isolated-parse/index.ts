/** Isolated parsing for untrusted files (decision 171); see README.md. */
export { createIsolatedParser, IsolatedParseError, type TIsolatedParser, type TIsolatedParserOptions } from './run-isolated';
export { serveParser } from './serve-parser';
