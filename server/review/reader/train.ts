/**
 * Training of the clause reader (decision 232): multinomial logistic regression by stochastic gradient descent with
 * AdaGrad steps, over hashed features, in a fixed order (a seeded shuffle) so the same data gives the same model.
 * Then each class's weights are quantised to int8. No library in the npm registry does sparse multinomial regression
 * over hashed features at this size without native code; the algorithm is thirty lines.
 */
import { GRAMS, sentenceFeatures } from './features';
import type { ClauseReaderModel } from './model';

export interface Example {
  /** Index into the classes; 0 is "none". */
  label: number;
  text: string;
}

export interface TrainOptions {
  bits: number;
  epochs: number;
  rate: number;
  l2: number;
  seed: number;
  threshold: number;
}

export const TRAIN_DEFAULTS: TrainOptions = { bits: 15, epochs: 8, rate: 0.5, l2: 1e-6, seed: 12345, threshold: 0.6 };

/** A linear congruential generator: reproducible shuffles without a dependency. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
}

export function trainReader(classes: readonly string[], examples: readonly Example[], options: TrainOptions = TRAIN_DEFAULTS): ClauseReaderModel {
  const n = classes.length;
  const size = 1 << options.bits;
  // Bucket-major, as the model is read (model.ts).
  const w = new Float32Array(n * size);
  const g2 = new Float32Array(n * size).fill(1e-3);
  const data = examples.map((e) => ({ label: e.label, x: sentenceFeatures(e.text, options.bits, GRAMS) }));
  const rand = seeded(options.seed);
  const z = new Float64Array(n);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = data.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [data[i], data[j]] = [data[j]!, data[i]!];
    }
    for (const { label, x } of data) {
      if (x.length === 0) continue;
      const norm = 1 / Math.sqrt(x.length);
      let max = -Infinity;
      z.fill(0);
      for (const j of x) {
        const base = j * n;
        for (let c = 0; c < n; c++) z[c]! += w[base + c]!;
      }
      for (let c = 0; c < n; c++) {
        z[c] = z[c]! * norm;
        max = Math.max(max, z[c]!);
      }
      let total = 0;
      for (let c = 0; c < n; c++) total += z[c] = Math.exp(z[c]! - max);
      for (let c = 0; c < n; c++) {
        const grad = (z[c]! / total - (c === label ? 1 : 0)) * norm;
        // Classes the example says nothing about barely move: skipping them is most of the speed.
        if (Math.abs(grad) < 1e-4) continue;
        for (const j of x) {
          const k = j * n + c;
          const step = grad + options.l2 * w[k]!;
          g2[k]! += step * step;
          w[k]! -= (options.rate * step) / Math.sqrt(g2[k]!);
        }
      }
    }
  }
  return quantise(classes, w, options);
}

function quantise(classes: readonly string[], w: Float32Array, options: TrainOptions): ClauseReaderModel {
  const size = 1 << options.bits;
  const weights = new Int8Array(w.length);
  const scales = new Float32Array(classes.length);
  const n = classes.length;
  for (let c = 0; c < n; c++) {
    let max = 0;
    for (let j = 0; j < size; j++) max = Math.max(max, Math.abs(w[j * n + c]!));
    const scale = max > 0 ? max / 127 : 1;
    scales[c] = scale;
    for (let j = 0; j < size; j++) weights[j * n + c] = Math.round(w[j * n + c]! / scale);
  }
  return { classes, bits: options.bits, grams: GRAMS, threshold: options.threshold, scales, weights };
}
