/**
 * EXPLAIN of the list queries at 100k tasks on PostgreSQL (issue 15 item 5, decision 178): seeds a fresh database
 * with 100,000 contract tasks (and 20,000 rows in each other module's task table) spread over 1,000 lawyers, one of
 * whom has 5,000 contract tasks and 1,000 of every other kind; then calls the real list routes as that lawyer
 * (app.inject, no network), captures every SQL statement they send, and prints `EXPLAIN (ANALYZE, BUFFERS)` of
 * each, flagging sequential scans of the seeded tables.
 *   node --import tsx bench/explain-lists.ts            (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/test)
 *   EXPLAIN_TASKS=100000 EXPLAIN_KEEP=1 ...              (size; keep the database afterwards to explore it)
 * Rows are generated in SQL from each table's own columns (information_schema), foreign keys satisfied for the
 * joins the lists make (contract_tasks -> contract_uploads); other references are not checked while seeding
 * (session_replication_role = replica), which the list queries never follow.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CONTRACT_BASE, SAAS_BASE, TRANSLATION_BASE } from '@common/api/paths';
import { CHAT_BASE } from '@common/api/chat';
import { DOCUMENT_BASE, TRACE_BASE } from '@common/api/document';
import { DRAFT_BASE } from '@common/api/draft';
import { RESEARCH_BASE } from '@common/api/research';
import { buildApp } from '../server/app';
import { loadEnv } from '../server/env';
import { buildUser, sessionFor } from '../tests/factories/user';

const TASKS = Number(process.env.EXPLAIN_TASKS ?? 100_000);
const OTHERS = Math.round(TASKS / 5);
const LAWYERS = 1_000;
const MINE_CONTRACT = Math.round(TASKS / 20);
const MINE_OTHER = Math.round(OTHERS / 20);

type TColumn = { name: string; type: string; udt: string; nullable: boolean; hasDefault: boolean };

async function columnsOf(client: pg.Client, table: string): Promise<TColumn[]> {
  const res = await client.query<{ column_name: string; data_type: string; udt_name: string; is_nullable: string; column_default: string | null }>(
    `select column_name, data_type, udt_name, is_nullable, column_default from information_schema.columns
      where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return res.rows.map((r) => ({
    name: r.column_name,
    type: r.data_type,
    udt: r.udt_name,
    nullable: r.is_nullable === 'YES',
    hasDefault: r.column_default !== null,
  }));
}

/** A SQL expression of row number `g` for a NOT NULL column without a default. */
async function filler(client: pg.Client, table: string, c: TColumn): Promise<string> {
  if (c.type === 'USER-DEFINED') {
    const labels = await client.query<{ enumlabel: string }>(
      `select e.enumlabel from pg_enum e join pg_type t on t.oid = e.enumtypid where t.typname = $1 order by e.enumsortorder`,
      [c.udt],
    );
    const list = labels.rows.map((r) => `'${r.enumlabel}'`).join(',');
    return `(array[${list}]::${c.udt}[])[1 + g % ${labels.rows.length}]`;
  }
  switch (c.udt) {
    case 'uuid':
      return 'gen_random_uuid()';
    case 'text':
    case 'varchar':
      return `'${table}-' || g`;
    case 'int2':
    case 'int4':
    case 'int8':
    case 'numeric':
    case 'float8':
      return '0';
    case 'bool':
      return 'false';
    case 'timestamptz':
    case 'timestamp':
      return `now() - g * interval '1 minute'`;
    case 'date':
      return 'current_date';
    case 'jsonb':
    case 'json':
      // The task tables' required JSON columns are lists (file ids, questions).
      return `'[]'::${c.udt}`;
    case 'bytea':
      return `'\\x00'::bytea`;
    case '_text':
      return `'{}'::text[]`;
    default:
      throw new Error(`explain-lists: no filler for ${table}.${c.name} (${c.udt})`);
  }
}

/** INSERT ... SELECT over generate_series(1, count) as g, `over` giving expressions for chosen columns. */
async function seed(client: pg.Client, table: string, count: number, over: Record<string, string>): Promise<void> {
  const cols = await columnsOf(client, table);
  const names: string[] = [];
  const exprs: string[] = [];
  for (const c of cols) {
    if (over[c.name] !== undefined) {
      names.push(c.name);
      exprs.push(over[c.name]!);
    } else if (!c.nullable && !c.hasDefault) {
      names.push(c.name);
      exprs.push(await filler(client, table, c));
    }
  }
  await client.query(
    `insert into ${table} (${names.map((n) => `"${n}"`).join(', ')}) select ${exprs.join(', ')} from generate_series(1, ${count}) g`,
  );
}

type TCaptured = { text: string; values: unknown[] };

export async function run(): Promise<void> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const name = `lawdesk_explain_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-explain-'));
  const app = await buildApp({
    env: loadEnv({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SECRET_KEY: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', SAMPLE_DATA_DIR: dataDir }),
    services: ['api'],
    logger: false,
    print: () => {},
  });
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await app.ready();
    const me = await buildUser(app, {});
    const token = await sessionFor(app, me);
    await client.connect();

    const started = performance.now();
    await client.query('set session_replication_role = replica');
    // 1,000 other lawyers on the same tenant; `lawyer(g)` spreads rows over them, the first MINE rows are mine.
    await seed(client, 'users', LAWYERS, { tenant_id: `'${me.tenantId}'` });
    const others = `(select array_agg(id) from users where id <> '${me.id}')`;
    const owner = (mine: number) => `case when g <= ${mine} then '${me.id}'::uuid else (${others})[1 + g % ${LAWYERS}] end`;
    const common = (mine: number) => ({ tenant_id: `'${me.tenantId}'`, user_id: owner(mine), updated_at: `now() - g * interval '1 minute'`, created_at: `now() - g * interval '1 minute'` });
    await seed(client, 'contract_uploads', TASKS, { ...common(MINE_CONTRACT), id: `('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid` });
    await seed(client, 'contract_tasks', TASKS, {
      ...common(MINE_CONTRACT),
      upload_id: `('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid`,
      task_name: `'买卖合同审查 ' || g`,
      file_name: `'设备买卖合同-' || g || '.docx'`,
      status: `(array['FINISH','FINISH','FINISH','FAILURE','RUNNING'])[1 + g % 5]`,
    });
    for (const table of ['doc_tasks', 'trace_tasks', 'draft_tasks', 'researches', 'chats', 'translation_tasks']) {
      await seed(client, table, OTHERS, common(MINE_OTHER));
    }
    await client.query('set session_replication_role = origin');
    await client.query('vacuum analyze');
    const seedSeconds = (performance.now() - started) / 1000;

    // Capture what the routes send: the pool's query() is wrapped for the duration of the calls.
    const handle = app.dbHandle;
    if (handle.kind !== 'postgres') throw new Error('explain-lists needs PostgreSQL');
    const captured: { route: string; sql: TCaptured }[] = [];
    let route = '';
    const pool = handle.pool as unknown as { query: (...args: unknown[]) => unknown };
    const original = pool.query.bind(pool);
    pool.query = (...args: unknown[]) => {
      const first = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof first === 'string' ? first : first.text;
      const values = (Array.isArray(args[1]) ? args[1] : typeof first === 'object' ? first.values : undefined) ?? [];
      if (/^\s*(select|with)\b/i.test(text)) captured.push({ route, sql: { text, values: values as unknown[] } });
      return original(...args);
    };
    const routes: [string, 'GET' | 'POST', string, unknown?][] = [
      ['contract tasks (history panel)', 'GET', `${CONTRACT_BASE}/tasks?page=1&page_size=10`],
      ['contract tasks, search', 'GET', `${CONTRACT_BASE}/tasks?page=1&page_size=10&search=${encodeURIComponent('设备')}`],
      ['contract tasks, status FAILURE', 'GET', `${CONTRACT_BASE}/tasks?page=1&page_size=10&status=FAILURE`],
      ['contract tasks, page 50', 'GET', `${CONTRACT_BASE}/tasks?page=50&page_size=10`],
      ['all history', 'GET', `${SAAS_BASE}/history/all?page=1&page_size=20`],
      ['all history, search', 'GET', `${SAAS_BASE}/history/all?page=1&page_size=20&search=${encodeURIComponent('合同')}`],
      ['file Q&A list', 'GET', `${DOCUMENT_BASE}/history/tasks/list?page=1&page_size=10`],
      ['due diligence list', 'GET', `${TRACE_BASE}/tasks/list?page=1&page_size=10`],
      ['drafting list', 'GET', `${DRAFT_BASE}/tasks/list?page=1&page_size=10`],
      ['research list', 'POST', `${RESEARCH_BASE}/legal/list`, { page: 1, page_size: 10 }],
      ['chat list', 'GET', `${CHAT_BASE}/query/chat/list?page=1&page_size=20`],
      ['translation list', 'GET', `${TRANSLATION_BASE}/tasks?page=1&page_size=10`],
    ];
    const xsrf = randomBytes(8).toString('hex');
    for (const [label, method, target, body] of routes) {
      route = label;
      const res = await app.inject({
        method,
        url: target,
        headers: { token, domain: 'localhost', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
        ...(body ? { payload: body as Record<string, unknown> } : {}),
      });
      const code = (res.json() as { code?: number }).code;
      if (res.statusCode !== 200 || code !== 200) console.log(`  ! ${label}: HTTP ${res.statusCode} code ${code} ${res.body.slice(0, 200)}`);
    }
    pool.query = original;

    const seeded = ['contract_tasks', 'contract_uploads', 'doc_tasks', 'trace_tasks', 'draft_tasks', 'researches', 'chats', 'translation_tasks', 'users'];
    console.log(`seeded ${TASKS} contract tasks + ${OTHERS} in each of 6 other task tables over ${LAWYERS + 1} lawyers (${seedSeconds.toFixed(1)} s); the lawyer listing owns ${MINE_CONTRACT} contract tasks and ${MINE_OTHER} of each other kind`);
    const flagged: string[] = [];
    for (const { route: label, sql } of captured) {
      if (/from "?sessions"?|from "?users"?\b.*where "?users"?\."?id"?|pg_|tenant_accounts|quotas/i.test(sql.text) && !/_tasks|researches|chats/.test(sql.text)) continue;
      const plan = await client
        .query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql.text}`, sql.values)
        .catch((err: unknown) => ({ rows: [{ 'QUERY PLAN': `(not explained: ${err instanceof Error ? err.message : String(err)})` }] }));
      const lines = plan.rows.map((r) => r['QUERY PLAN']);
      const seqScans = lines.filter((l) => /Seq Scan on (\w+)/.test(l) && seeded.includes(/Seq Scan on (\w+)/.exec(l)![1]!));
      const time = lines.find((l) => l.startsWith('Execution Time'));
      console.log(`\n### ${label}  — ${time}${seqScans.length ? '  SEQ SCAN' : ''}`);
      console.log(sql.text.length > 400 ? `${sql.text.slice(0, 400)}…` : sql.text);
      for (const l of lines) console.log(`  ${l}`);
      if (seqScans.length) flagged.push(`${label}: ${seqScans.map((s) => s.trim()).join('; ')}`);
    }
    console.log(`\nsequential scans of seeded tables: ${flagged.length === 0 ? 'none' : `\n  ${flagged.join('\n  ')}`}`);
    console.log('reproduce: node --import tsx bench/explain-lists.ts   (BENCH_DATABASE_URL, EXPLAIN_TASKS, EXPLAIN_KEEP=1)');
  } finally {
    await client.end().catch(() => {});
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
    if (process.env.EXPLAIN_KEEP) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await run();
