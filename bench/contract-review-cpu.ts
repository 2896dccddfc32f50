/**
 * CPU time of contract review on the 100,000-character contract, this tree against an older commit, interleaved
 * (old, new, old, new…) so both see the same machine load. Wall clock on a shared two-core machine moves with the
 * neighbours; process CPU time (`process.cpuUsage()`, user + system) moves much less, which is why issue 14's
 * "review time no more than 1.2× today's" is measured this way (decision 199).
 *
 * Each round runs one fresh Node process per tree: the same .docx (built once here from `longContractLines(100_000)`),
 * one warm-up review (statute corpus loaded), then `runRules` ×9 and `reviewContract` ×3, and prints the medians.
 * The older tree is a git worktree under os.tmpdir() with this repository's node_modules linked in; it is removed at
 * the end.
 *
 * Run: `node --import tsx bench/contract-review-cpu.ts [--base=<commit>] [--rounds=3]` (default base e04d216, the
 * start of the 2026-11-26 session), or `npm run bench -- contract-review-cpu`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type * as DocxModule from '../server/review/docx/index';
import type * as ReviewModule from '../server/review/review-contract';
import type * as RulesModule from '../server/review/rules/run-rules';

const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), '..');
const TARGET_CHARS = 100_000;

interface TreeFigures {
  /** Median CPU ms of one runRules call (9 calls). */
  rulesMs: number;
  /** Median CPU ms of one reviewContract call (3 calls). */
  reviewMs: number;
  /** Wall-clock medians of the same calls (for comparison only: they move with the machine's load). */
  rulesWallMs: number;
  reviewWallMs: number;
  findings: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** CPU ms and wall ms of one call. */
async function timed(f: () => unknown): Promise<[number, number]> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return [(c.user + c.system) / 1000, wall];
}

/** In a child whose cwd is the tree (so tsx resolves that tree's @common paths): the figures of that tree. */
async function measureTree(tree: string, docxPath: string): Promise<TreeFigures> {
  const { readFile } = await import('node:fs/promises');
  const load = <T>(rel: string) => import(pathToFileURL(path.join(tree, rel)).href) as Promise<T>;
  const { readDocx } = await load<typeof DocxModule>('server/review/docx/index.ts');
  const { runRules } = await load<typeof RulesModule>('server/review/rules/run-rules.ts');
  const { reviewContract } = await load<typeof ReviewModule>('server/review/review-contract.ts');
  const docx = new Uint8Array(await readFile(docxPath));
  const doc = readDocx(docx);
  const ctx = { categoryId: 'sale', stance: 'buyer', reviewer: '张律师' };
  const names = { contract: '基准合同', category: '买卖合同', stance: '买方' };
  // Warm-up: the statute corpus and every lazily built regex are loaded before anything is timed.
  await reviewContract({ docx, ctx, reviewer: '张律师', names });
  let findings = 0;
  const rules: [number, number][] = [];
  for (let i = 0; i < 9; i++) rules.push(await timed(() => (findings = runRules(doc, ctx).length)));
  const reviews: [number, number][] = [];
  for (let i = 0; i < 3; i++) reviews.push(await timed(() => reviewContract({ docx, ctx, reviewer: '张律师', names })));
  return {
    rulesMs: median(rules.map((x) => x[0])),
    reviewMs: median(reviews.map((x) => x[0])),
    rulesWallMs: median(rules.map((x) => x[1])),
    reviewWallMs: median(reviews.map((x) => x[1])),
    findings,
  };
}

async function inTree(tree: string, docxPath: string): Promise<TreeFigures> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', self, '--child', tree, docxPath], {
    cwd: tree,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as TreeFigures;
}

export async function run(): Promise<void> {
  const base = process.argv.find((a) => a.startsWith('--base='))?.slice(7) ?? 'e04d216';
  const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 3);
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-bench-cpu-'));
  const oldTree = path.join(tmp, 'base');
  execFileSync('git', ['worktree', 'add', '--detach', oldTree, base], { cwd: repoRoot, stdio: 'ignore' });
  try {
    await symlink(path.join(repoRoot, 'node_modules'), path.join(oldTree, 'node_modules'), 'dir');
    const { buildContractDocx, longContractLines } = await import('../tests/helpers/contract-docx');
    const docxPath = path.join(tmp, 'long-contract.docx');
    await writeFile(docxPath, await buildContractDocx(longContractLines(TARGET_CHARS)));
    console.log(`machine: ${os.cpus().length} CPU, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
    console.log(`before: ${base} (worktree under os.tmpdir()); after: this tree at ${head} (with any uncommitted changes)`);
    const before: TreeFigures[] = [];
    const after: TreeFigures[] = [];
    for (let r = 0; r < rounds; r++) {
      const b = await inTree(oldTree, docxPath);
      const a = await inTree(repoRoot, docxPath);
      before.push(b);
      after.push(a);
      console.log(
        `round ${r + 1}: runRules CPU (median of 9) ${b.rulesMs.toFixed(0)} -> ${a.rulesMs.toFixed(0)} ms; ` +
          `reviewContract CPU (median of 3) ${b.reviewMs.toFixed(0)} -> ${a.reviewMs.toFixed(0)} ms; findings ${b.findings} -> ${a.findings}; ` +
          `wall ${b.rulesWallMs.toFixed(0)} -> ${a.rulesWallMs.toFixed(0)} / ${b.reviewWallMs.toFixed(0)} -> ${a.reviewWallMs.toFixed(0)} ms; ` +
          `load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
    const rb = median(before.map((x) => x.rulesMs));
    const ra = median(after.map((x) => x.rulesMs));
    const wb = median(before.map((x) => x.reviewMs));
    const wa = median(after.map((x) => x.reviewMs));
    console.log(`medians over ${rounds} rounds: runRules ${rb.toFixed(0)} -> ${ra.toFixed(0)} ms (${(ra / rb).toFixed(2)}x); reviewContract ${wb.toFixed(0)} -> ${wa.toFixed(0)} ms (${(wa / wb).toFixed(2)}x)  [goal <= 1.2x]`);
    const wb2 = median(before.map((x) => x.reviewWallMs));
    const wa2 = median(after.map((x) => x.reviewWallMs));
    console.log(`wall clock (moves with the load, for comparison only): reviewContract ${wb2.toFixed(0)} -> ${wa2.toFixed(0)} ms (${(wa2 / wb2).toFixed(2)}x)`);
    console.log(`reproduce: node --import tsx bench/contract-review-cpu.ts --base=${base} --rounds=${rounds}`);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', oldTree], { cwd: repoRoot, stdio: 'ignore' });
    await rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const figures = await measureTree(process.argv[3]!, process.argv[4]!);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
} else if (process.argv[1] === self) {
  await run();
}
