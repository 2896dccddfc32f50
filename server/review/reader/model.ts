/**
 * The clause reader's model (decision 232): a softmax over the family checks and "none", one int8 weight per feature
 * bucket and class with a scale per class. Written by scripts/train-clause-reader.ts into model/ (the weights brotli-compressed), read once.
 */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sentenceFeatures } from './features';

export interface ClauseReaderModel {
  /** 'none' first, then the check ids the reader can name. */
  classes: readonly string[];
  bits: number;
  /** The character n-gram lengths the model was trained on (features.ts). */
  grams: readonly number[];
  /** A class is named only at this probability or above. */
  threshold: number;
  /** Per class: weight = int8 × scale. */
  scales: Float32Array;
  /**
   * Bucket-major: weights[bucket × classes + class]. A sentence touches a few hundred buckets, and each bucket's
   * weights for every class sit together in memory (class-major cost 3× the review's time in cache misses).
   */
  weights: Int8Array;
}

/** What model.json holds beside the weights file. */
export interface ClauseReaderMeta {
  classes: string[];
  bits: number;
  /** Absent in models before decision 233, which read pairs and triples. */
  grams?: number[];
  threshold: number;
  scales: number[];
  /** What it was trained on (counts and sets), for the record. */
  trained: Record<string, unknown>;
}

export const MODEL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'model');

export function loadModel(dir: string = MODEL_DIR): ClauseReaderModel {
  const meta = JSON.parse(readFileSync(path.join(dir, 'clause-reader.json'), 'utf8')) as ClauseReaderMeta;
  const buf = brotliDecompressSync(readFileSync(path.join(dir, 'clause-reader.bin.br')));
  const weights = new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  if (weights.length !== meta.classes.length << meta.bits) throw new Error('clause reader: weights do not match its classes');
  return { classes: meta.classes, bits: meta.bits, grams: meta.grams ?? [2, 3], threshold: meta.threshold, scales: Float32Array.from(meta.scales), weights };
}

/** The probability of each class for a sentence's features. */
export function classProbabilities(model: ClauseReaderModel, features: readonly number[]): Float64Array {
  const n = model.classes.length;
  // Integer sums of the int8 weights (exact, and twice as fast as summing into floats), scaled once per class.
  const sums = new Int32Array(n);
  const w = model.weights;
  for (const j of features) {
    const base = j * n;
    for (let c = 0; c < n; c++) sums[c]! += w[base + c]!;
  }
  const z = new Float64Array(n);
  const norm = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
  let max = -Infinity;
  for (let c = 0; c < n; c++) {
    z[c] = sums[c]! * model.scales[c]! * norm;
    max = Math.max(max, z[c]!);
  }
  let total = 0;
  for (let c = 0; c < n; c++) {
    z[c] = Math.exp(z[c]! - max);
    total += z[c]!;
  }
  for (let c = 0; c < n; c++) z[c]! /= total;
  return z;
}

/** The check the sentence most likely belongs to, when the reader is sure enough; null for "none" or doubt. */
export function readSentence(model: ClauseReaderModel, text: string): { checkId: string; probability: number } | null {
  const p = classProbabilities(model, sentenceFeatures(text, model.bits, model.grams));
  let best = 0;
  for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
  if (best === 0 || p[best]! < model.threshold) return null;
  return { checkId: model.classes[best]!, probability: p[best]! };
}
