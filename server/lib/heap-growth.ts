/**
 * How far V8 lets the JavaScript heap grow past what the last full collection kept before collecting again
 * (decision 226). On a machine with a few GB of memory V8 allows up to 4x the live heap, so a process with ~150 MB
 * of live objects (modules, statute corpus and indexes) reached 300+ MB of heap, mostly garbage, while reviewing a
 * long contract; 1.5x keeps the review's garbage collected soon after it is made. It is a growth rate, not a cap:
 * the heap still grows as far as the live objects need.
 */
import v8 from 'node:v8';

/** Heap growth after a full collection, in percent of what it kept. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets V8's heap growth for this process (server/main.ts, before the app is built). An operator's own
 * `node --heap-growing-percent=N` wins.
 */
export function limitHeapGrowth(): void {
  const given = process.execArgv.some((a) => /^--heap[-_]growing[-_]percent\b/.test(a));
  if (!given) v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
