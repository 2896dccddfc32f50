/**
 * The passage index of a set of files, cached per file (id + updated_at) in this process: a 200-page PDF's passages
 * are segmented once (~0.3 s), so a follow-up question's first token comes at once.
 */
import type { TDocFileRow } from '../../../db/schema/index';
import { buildIndex, type TPassageIndex } from './bm25';
import type { TLocateFile } from './locate-quote';
import { splitPassages, type TPassage } from './split-passages';

const CACHE_MAX = 32;
const cache = new Map<string, TPassage[]>();

function passagesOf(file: Pick<TDocFileRow, 'id' | 'text' | 'pages' | 'updatedAt'>): TPassage[] {
  const key = `${file.id}:${file.updatedAt.getTime()}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const passages = splitPassages(file.id, file.text, file.pages);
  cache.set(key, passages);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return passages;
}

const indexCache = new Map<string, TPassageIndex>();

/** BM25 index over all passages of the files (ids made unique across files). */
export function indexFiles(files: readonly Pick<TDocFileRow, 'id' | 'text' | 'pages' | 'updatedAt'>[]): TPassageIndex {
  const key = files.map((f) => `${f.id}:${f.updatedAt.getTime()}`).join('|');
  const hit = indexCache.get(key);
  if (hit) return hit;
  const all: TPassage[] = [];
  files.forEach((f, i) => {
    for (const p of passagesOf(f)) all.push(files.length > 1 ? { ...p, id: `F${i + 1}${p.id}` } : p);
  });
  const index = buildIndex(all);
  indexCache.set(key, index);
  if (indexCache.size > CACHE_MAX) indexCache.delete(indexCache.keys().next().value!);
  return index;
}

/** What locateQuote needs of each file. */
export function locateFiles(files: readonly Pick<TDocFileRow, 'id' | 'text' | 'pages'>[]): TLocateFile[] {
  return files.map((f) => ({ fileId: f.id, text: f.text, pages: f.pages }));
}
