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

/**
 * The weights two classes to an int32 (16-bit lanes, each int8 weight offset by 128 so a lane only grows), built once
 * per model: one integer add then sums two classes, half the adds of the int8 loop (the reader was a quarter of
 * runRules' time on a 100k-character contract, decision 247). A lane holds at most 255 × FLUSH_EVERY = 65,280.
 */
const packedWeights = new WeakMap<ClauseReaderModel, Int32Array>();
const FLUSH_EVERY = 256;

function packed(model: ClauseReaderModel): Int32Array {
  let out = packedWeights.get(model);
  if (out) return out;
  const n = model.classes.length;
  const half = (n + 1) >> 1;
  const buckets = model.weights.length / n;
  out = new Int32Array(buckets * half);
  for (let j = 0; j < buckets; j++) {
    for (let h = 0; h < half; h++) {
      const lo = model.weights[j * n + 2 * h]! + 128;
      const hi = 2 * h + 1 < n ? model.weights[j * n + 2 * h + 1]! + 128 : 0;
      out[j * half + h] = lo | (hi << 16);
    }
  }
  packedWeights.set(model, out);
  return out;
}

/** The probability of each class for a sentence's features. */
export function classProbabilities(model: ClauseReaderModel, features: readonly number[]): Float64Array {
  const n = model.classes.length;
  const half = (n + 1) >> 1;
  const w = packed(model);
  // Integer sums (exact): two classes per add in the lanes, moved to one int32 per class every FLUSH_EVERY features.
  const lanes = new Int32Array(half);
  const sums = new Int32Array(n);
  const flush = (): void => {
    for (let h = 0; h < half; h++) {
      const v = lanes[h]!;
      sums[2 * h]! += v & 0xffff;
      if (2 * h + 1 < n) sums[2 * h + 1]! += v >>> 16;
      lanes[h] = 0;
    }
  };
  let pending = 0;
  for (const j of features) {
    const base = j * half;
    for (let h = 0; h < half; h++) lanes[h] = (lanes[h]! + w[base + h]!) | 0;
    if (++pending === FLUSH_EVERY) {
      flush();
      pending = 0;
    }
  }
  flush();
  const offset = 128 * features.length;
  const z = new Float64Array(n);
  const norm = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
  let max = -Infinity;
  for (let c = 0; c < n; c++) {
    z[c] = (sums[c]! - offset) * model.scales[c]! * norm;
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
