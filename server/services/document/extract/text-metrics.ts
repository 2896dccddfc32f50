/** Text-similarity metrics of the extraction tests and bench/document-files.ts (stated in the test file). */
function cjkBag(text: string): Map<string, number> {
  const bag = new Map<string, number>();
  for (const c of text.match(/[\u4e00-\u9fff]/g) ?? []) bag.set(c, (bag.get(c) ?? 0) + 1);
  return bag;
}

/** F1 of two character multisets. */
export function bagF1(a: string, b: string): number {
  const x = cjkBag(a);
  const y = cjkBag(b);
  let common = 0;
  let nx = 0;
  let ny = 0;
  for (const v of x.values()) nx += v;
  for (const v of y.values()) ny += v;
  for (const [k, v] of x) common += Math.min(v, y.get(k) ?? 0);
  return nx + ny === 0 ? 1 : (2 * common) / (nx + ny);
}

const FOLD: Record<string, string> = { '，': ',', '。': '.', '；': ';', '：': ':', '（': '(', '）': ')', '？': '?', '！': '!', '、': ',' };
const norm = (s: string) => Array.from(s.replace(/\s+/g, ''), (c) => FOLD[c] ?? c).join('');

/** 1 - Levenshtein distance / reference length. */
export function charAccuracy(reference: string, ocr: string): number {
  const a = norm(reference);
  const b = norm(ocr);
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return 1 - prev[b.length]! / a.length;
}
