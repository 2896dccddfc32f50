/**
 * PGlite's Postgres is one large WebAssembly module. V8 compiles it with its baseline compiler (Liftoff) and then,
 * in the background, recompiles the hot functions with its optimizing compiler (TurboFan); both copies of the code
 * stay resident. Compiling PGlite's module with Liftoff only saves ~60 MB RSS in the app (the 100k-character review
 * bench peaked at 540–600 MB before, decision 245) and starts PGlite ~0.5 s sooner; a CPU-bound query (a LIKE scan
 * over thousands of rows) runs ~30% slower, the app's indexed lookups and small writes do not measurably change.
 * The flag is read when a module is compiled, so it is set around PGlite's start only: tesseract's OCR module and any
 * other WebAssembly compiled later still tier up. An operator's own --liftoff-only / --no-liftoff-only wins.
 */
import v8 from 'node:v8';

/** True when the process was started with its own Liftoff setting. */
function operatorChose(): boolean {
  return process.execArgv.some((a) => /^--(?:no-)?liftoff[-_]only\b/.test(a));
}

/** Runs `start` (which compiles PGlite's module) with Liftoff only, then restores tiering for later modules. */
export async function withBaselineWasm<T>(start: () => Promise<T>): Promise<T> {
  if (operatorChose()) return start();
  v8.setFlagsFromString('--liftoff-only');
  try {
    return await start();
  } finally {
    v8.setFlagsFromString('--no-liftoff-only');
  }
}
