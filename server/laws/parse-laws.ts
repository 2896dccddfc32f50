/**
 * Parser for a statute folder in the just-laws format (the just-laws repository's Markdown layout):
 * `<category>/<slug>/README.md` (+ chapter files `NN-name.md` for long codes), YAML front matter,
 * `# 中华人民共和国XX法`, adoption/amendment lines, `## 第一章<U+3000>…` / `### 第一节<U+3000>…` headings, and articles
 * `**第X条**<U+3000>text` whose further paragraphs follow as plain paragraphs (the gap is U+3000, an ideographic space).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatArticleLabel, parseChineseNumber } from '@common/text/chinese-numerals';
import { shortTitlesFor } from './aliases';

export interface LawArticle {
  /** Article number as an integer: 585 for 第五百八十五条, 120 for 第一百二十条之一. */
  number: number;
  /** 0 for a plain article, 1 for 之一, 2 for 之二 … (articles inserted by amendments). */
  sub: number;
  /** As the statute writes it: 第五百八十五条, 第一百二十条之一; for item-numbered decisions 三、. */
  label: string;
  /** Headings above the article: ['第三编 合同', '第一分编 通则', '第八章 违约责任']; [] when none. */
  path: string[];
  /** Every paragraph of the article, without the label, joined by '\n'. */
  text: string;
}

export interface Law {
  /** Folder slug, unique in the corpus: 'civil-code', 'labor-contracts-law'. */
  id: string;
  /** Full title: 中华人民共和国民法典. */
  title: string;
  /** Names used to cite the law: title without 中华人民共和国 plus common abbreviations (民诉法). */
  shortTitles: string[];
  /** Category in Chinese (民法商法) and the folder it came from (civil-and-commercial). */
  category: string;
  categoryId: string;
  /**
   * 现行有效 (in force), 尚未生效 (adopted, effective later: a revision under versions/<date>/), 已被修改 (an older
   * text replaced by a revision now in force). Repealed laws are not in the folder: see repealed.ts.
   */
  validity: LawValidity;
  /** From 本法自YYYY年M月D日起施行 or the versions/<date> folder; null when the text gives no date. */
  effectiveFrom: string | null;
  /** Adoption and amendment lines below the title. */
  history: string[];
  /** 'articles' (第X条) or 'items' (一、二、: a few NPCSC decisions have no articles). */
  numbering: 'articles' | 'items';
  /** Sorted by (number, sub). */
  articles: LawArticle[];
  /** Folder relative to the corpus root, with forward slashes. */
  source: string;
}

export type LawValidity = '现行有效' | '尚未生效' | '已被修改';

export interface ParseStats {
  files: number;
  laws: number;
  articles: number;
  /** Paragraphs outside any article (preambles, annex tables, appended decisions). */
  orphanParagraphs: number;
  /** Where the orphan paragraphs are, by law source folder. */
  orphansBySource: Record<string, number>;
  /** Repeated article numbers within one law (the first occurrence is kept). */
  duplicates: string[];
  /** Files left out because they are not part of the law's own text (amendment compilations). */
  skippedFiles: string[];
  ms: number;
}

export interface ParsedLaws {
  laws: Law[];
  stats: ParseStats;
}

export const CATEGORY_NAMES: Record<string, string> = {
  constitution: '宪法',
  'constitutional-relevance': '宪法相关法',
  'civil-and-commercial': '民法商法',
  administrative: '行政法',
  economic: '经济法',
  social: '社会法',
  'ecological-environment': '生态环境法',
  'criminal-law': '刑法',
  procedural: '诉讼与非诉讼程序法',
};

const NUM = '[一二三四五六七八九十百千零〇两]+';
/** `**第X条**<U+3000>text`, `**第X条之一**<U+3000>text`, and (in 刑法) the unbolded `第X条之一<U+3000>text`. */
const ARTICLE_RE = new RegExp(`^(?:\\*\\*第(${NUM})条(?:之(${NUM}))?\\*\\*|第(${NUM})条(?:之(${NUM}))?(?=\\u3000))[\\u3000 ]*(.*)$`);
/** Items of decisions without articles: `一、text`. */
const ITEM_RE = new RegExp(`^(${NUM})、(.*)$`);
const HEADING_RE = /^(#{1,6})\s+(.+?)\s*#*$/;
const HISTORY_RE = /(通过|修正|修订|公布|施行)/;

interface SourceFile {
  name: string;
  content: string;
}

interface Block {
  kind: 'heading' | 'para';
  level: number;
  text: string;
}

/** Lines of a Markdown file as headings and paragraphs, without front matter, HTML blocks and images. */
function blocks(content: string): Block[] {
  let body = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  body = body.replace(/^---\n[\s\S]*?\n---\n/, '');
  body = body.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<table[\s\S]*?<\/table>/g, '');
  const out: Block[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '' || /^!\[[^\]]*\]\([^)]*\)$/.test(line) || /^<\/?[a-z][^>]*>$/i.test(line)) continue;
    const h = HEADING_RE.exec(line);
    if (h) out.push({ kind: 'heading', level: h[1]!.length, text: cleanInline(h[2]!).replace(/[\u3000\s]+/g, ' ') });
    else out.push({ kind: 'para', level: 0, text: line });
  }
  return out;
}

/** Drops Markdown emphasis around a whole paragraph or inside it; statute text has no other markup. */
function cleanInline(s: string): string {
  return s.replace(/\*\*(.+?)\*\*/g, '$1').replace(/^\*(.+)\*$/, '$1').trim();
}

function toInt(s: string | undefined): number {
  if (s === undefined) return 0;
  const n = parseChineseNumber(s);
  if (n === null) throw new Error(`not a Chinese number: ${s}`);
  return n;
}

interface LawMeta {
  id: string;
  categoryId: string;
  source: string;
  /** versions/<YYYY-MM-DD> folders carry their effective date in the path. */
  effectiveFrom?: string;
}

const EFFECTIVE_RE = /本法自(\d{4})年(\d{1,2})月(\d{1,2})日起施行/;

function effectiveDateOf(articles: LawArticle[]): string | null {
  for (let i = articles.length - 1; i >= 0; i--) {
    const m = EFFECTIVE_RE.exec(articles[i]!.text);
    if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  }
  return null;
}

/**
 * Parses one law from its files (README.md first, then chapter files). Pure: the folder walker and tests
 * both call it.
 */
export function parseLawFiles(files: SourceFile[], meta: LawMeta, stats?: ParseStats): Law {
  const ordered = [...files].sort((a, b) => (a.name === 'README.md' ? -1 : b.name === 'README.md' ? 1 : a.name.localeCompare(b.name)));
  let title = '';
  const history: string[] = [];
  const collected: LawArticle[] = [];
  const itemCollected: LawArticle[] = [];
  const seen = new Set<string>();
  let orphans = 0;

  for (const file of ordered) {
    const bs = blocks(file.content);
    const firstHeading = bs.find((b) => b.kind === 'heading');
    // Amendment compilations (宪法修正案) renumber from 第一条 and restate other articles: not the law's text.
    if (file.name !== 'README.md' && firstHeading && /^修正案$/.test(firstHeading.text)) {
      stats?.skippedFiles.push(`${meta.source}/${file.name}`);
      continue;
    }
    const stack: { level: number; text: string }[] = [];
    let current: LawArticle | null = null;
    let currentItem: LawArticle | null = null;
    let titleSeen = false;
    for (const b of bs) {
      if (b.kind === 'heading') {
        if (file.name === 'README.md' && !titleSeen && b.level === 1) {
          title = b.text.replace(/ /g, '');
          titleSeen = true;
          continue;
        }
        while (stack.length > 0 && stack[stack.length - 1]!.level >= b.level) stack.pop();
        stack.push({ level: b.level, text: b.text });
        current = null;
        currentItem = null;
        continue;
      }
      const para = cleanInline(b.text);
      const m = ARTICLE_RE.exec(b.text);
      if (m) {
        const number = toInt(m[1] ?? m[3]);
        const sub = toInt(m[2] ?? m[4]);
        const key = `${number}-${sub}`;
        const article: LawArticle = {
          number,
          sub,
          label: formatArticleLabel(number, sub),
          path: stack.map((s) => s.text),
          text: cleanInline(m[5] ?? ''),
        };
        if (seen.has(key)) {
          stats?.duplicates.push(`${meta.source}/${file.name}: ${article.label}`);
          current = null;
        } else {
          seen.add(key);
          collected.push(article);
          current = article;
        }
        currentItem = null;
        continue;
      }
      if (current) {
        current.text = current.text === '' ? para : `${current.text}\n${para}`;
        continue;
      }
      if (file.name === 'README.md' && collected.length === 0 && stack.length === 0 && HISTORY_RE.test(para) && para.length < 200) {
        history.push(para);
        continue;
      }
      // Item-numbered decisions (一、…) are only used when the law turns out to have no 第X条 at all.
      const item = ITEM_RE.exec(para);
      if (item && stack.length === 0) {
        const number = toInt(item[1]);
        currentItem = { number, sub: 0, label: `${item[1]}、`, path: [], text: item[2]!.trim() };
        itemCollected.push(currentItem);
        continue;
      }
      if (currentItem) {
        currentItem.text += `\n${para}`;
        continue;
      }
      orphans++;
    }
  }

  const useItems = collected.length === 0 && itemCollected.length > 0;
  const articles = (useItems ? dedupeItems(itemCollected) : collected).sort((a, b) => a.number - b.number || a.sub - b.sub);
  if (stats) {
    const n = useItems ? 0 : orphans + itemCollected.reduce((k, a) => k + 1 + (a.text.match(/\n/g)?.length ?? 0), 0);
    stats.orphanParagraphs += n;
    if (n > 0) stats.orphansBySource[meta.source] = n;
  }
  if (title === '') throw new Error(`${meta.source}: no '# title' heading in README.md`);
  return {
    id: meta.id,
    title,
    shortTitles: shortTitlesFor(title),
    category: CATEGORY_NAMES[meta.categoryId] ?? meta.categoryId,
    categoryId: meta.categoryId,
    validity: '现行有效',
    effectiveFrom: meta.effectiveFrom ?? effectiveDateOf(articles),
    history,
    numbering: useItems ? 'items' : 'articles',
    articles,
    source: meta.source,
  };
}

/** Items restart at 一、 inside quoted annexes; keep the first run. */
function dedupeItems(items: LawArticle[]): LawArticle[] {
  const seen = new Set<number>();
  return items.filter((a) => (seen.has(a.number) ? false : (seen.add(a.number), true)));
}

export interface ParseOptions {
  /** Date the validity is judged at (YYYY-MM-DD or Date); default today. */
  asOf?: Date | string;
}

function isoDate(d: Date | string | undefined): string {
  if (typeof d === 'string') return d;
  return (d ?? new Date()).toISOString().slice(0, 10);
}

function readLawDir(lawDir: string): SourceFile[] | null {
  const names = readdirSync(lawDir).filter((n) => n.endsWith('.md') && statSync(path.join(lawDir, n)).isFile());
  if (!names.includes('README.md')) return null;
  return names.map((name) => ({ name, content: readFileSync(path.join(lawDir, name), 'utf8') }));
}

/**
 * Validity against asOf: a text not yet effective is 尚未生效; of the texts in effect for one title, only the
 * latest is 现行有效, the older ones 已被修改. Also run on the bundled corpus at load (a revision built in as
 * 尚未生效 comes into force on its date without a rebuild).
 */
export function assignValidity(laws: Law[], asOf: Date | string = new Date()): void {
  const day = isoDate(asOf);
  const byTitle = new Map<string, Law[]>();
  for (const law of laws) byTitle.set(law.title, [...(byTitle.get(law.title) ?? []), law]);
  for (const versions of byTitle.values()) {
    for (const law of versions) law.validity = law.effectiveFrom !== null && law.effectiveFrom > day ? '尚未生效' : '现行有效';
    const inForce = versions.filter((l) => l.validity === '现行有效');
    if (inForce.length > 1) {
      inForce.sort((a, b) => (a.effectiveFrom ?? '').localeCompare(b.effectiveFrom ?? ''));
      for (const older of inForce.slice(0, -1)) older.validity = '已被修改';
    }
  }
}

/**
 * Walks a just-laws folder (the folder holding `civil-and-commercial/`, `social/` …) and parses every law:
 * `<category>/<slug>/`, a category that is itself one law (`constitution/README.md`), and later revisions in
 * `<slug>/versions/<YYYY-MM-DD>/` (id `<slug>@<date>`). `category/` index pages and root files
 * (LAWS_PROGRESS.md) are not statutes and are skipped.
 */
export function parseLawFolder(dir: string, options: ParseOptions = {}): ParsedLaws {
  const started = performance.now();
  const asOf = isoDate(options.asOf);
  const stats: ParseStats = { files: 0, laws: 0, articles: 0, orphanParagraphs: 0, orphansBySource: {}, duplicates: [], skippedFiles: [], ms: 0 };
  const laws: Law[] = [];
  const add = (lawDir: string, meta: LawMeta): Law | null => {
    const files = readLawDir(lawDir);
    if (!files) return null;
    stats.files += files.length;
    const law = parseLawFiles(files, meta, stats);
    laws.push(law);
    return law;
  };
  const subdirs = (d: string) =>
    readdirSync(d, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();

  for (const categoryId of subdirs(dir).filter((n) => n !== 'category')) {
    const categoryDir = path.join(dir, categoryId);
    // 宪法 is a category holding one law directly.
    add(categoryDir, { id: categoryId, categoryId, source: categoryId });
    for (const slug of subdirs(categoryDir)) {
      const lawDir = path.join(categoryDir, slug);
      const base = add(lawDir, { id: slug, categoryId, source: `${categoryId}/${slug}` });
      if (!base) continue;
      const versionsDir = path.join(lawDir, 'versions');
      if (!existsSync(versionsDir)) continue;
      for (const date of subdirs(versionsDir).filter((n) => /^\d{4}-\d{2}-\d{2}$/.test(n))) {
        add(path.join(versionsDir, date), { id: `${slug}@${date}`, categoryId, source: `${categoryId}/${slug}/versions/${date}`, effectiveFrom: date });
      }
    }
  }

  assignValidity(laws, asOf);

  const ids = new Set<string>();
  for (const law of laws) {
    if (ids.has(law.id)) throw new Error(`duplicate law id: ${law.id}`);
    ids.add(law.id);
  }
  stats.laws = laws.length;
  stats.articles = laws.reduce((n, l) => n + l.articles.length, 0);
  stats.ms = performance.now() - started;
  return { laws, stats };
}
