/**
 * What the corpus does not store directly but search filters and the law page show: level (效力级别), issuing body,
 * promulgation date and the api.md validity word. Derived from the law's title and its adoption/amendment lines.
 */
import type { TLawValidity } from '@common/api/search';
import type { Law } from '../../laws/parse-laws';

export interface LawMeta {
  level: string;
  issuer: string;
  /** Date of the latest adoption/amendment line (YYYY-MM-DD), null when the text gives none. */
  promulgatedAt: string | null;
  /** Year of promulgatedAt (the year filter), null when unknown. */
  year: number | null;
  validity: TLawValidity;
}

const DATE_RE = /(\d{4})年(\d{1,2})月(\d{1,2})日/;
const cache = new WeakMap<Law, LawMeta>();

/** api.md validity of a corpus law (已被修改 is shown as 已修改). */
export function apiValidity(v: Law['validity']): TLawValidity {
  return v === '已被修改' ? '已修改' : v;
}

/** Level, issuer, promulgation date, year and validity of a law (memoized per law object). */
export function lawMeta(law: Law): LawMeta {
  const hit = cache.get(law);
  if (hit) return hit;
  const level = law.categoryId === 'constitution' ? '宪法' : /决定$|决议$/.test(law.title) ? '有关法律问题的决定' : '法律';
  const first = law.history[0] ?? '';
  const issuer = /常务委员会/.test(first) ? '全国人民代表大会常务委员会' : /全国人民代表大会/.test(first) ? '全国人民代表大会' : '全国人民代表大会常务委员会';
  let promulgatedAt: string | null = null;
  for (const line of law.history) {
    const m = DATE_RE.exec(line);
    if (m) promulgatedAt = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  }
  const meta: LawMeta = { level, issuer, promulgatedAt, year: promulgatedAt ? Number(promulgatedAt.slice(0, 4)) : null, validity: apiValidity(law.validity) };
  cache.set(law, meta);
  return meta;
}

export interface LawFilters {
  /** api.md validity words; empty = in force and not yet in force (older texts only when asked for). */
  validity?: readonly string[];
  level?: string;
  issuer?: string;
  yearFrom?: number;
  yearTo?: number;
}

/** True when a law passes the filters. */
export function lawMatches(law: Law, f: LawFilters): boolean {
  const m = lawMeta(law);
  const validity = f.validity && f.validity.length > 0 ? f.validity : ['现行有效', '尚未生效'];
  if (!validity.includes(m.validity)) return false;
  if (f.level && m.level !== f.level) return false;
  if (f.issuer && !m.issuer.includes(f.issuer) && !(f.issuer === '全国人民代表大会' && m.issuer === f.issuer)) return false;
  if (f.issuer === '全国人民代表大会' && m.issuer !== '全国人民代表大会') return false;
  if ((f.yearFrom || f.yearTo) && m.year === null) return false;
  if (f.yearFrom && m.year! < f.yearFrom) return false;
  if (f.yearTo && m.year! > f.yearTo) return false;
  return true;
}
