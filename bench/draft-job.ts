/**
 * Drafting through the draft.compose job (decision 152), builtin provider: time from POST draft/tasks to the draft
 * read back FINISH (queue pick-up + composing + storing), 20 drafts one after another, PGlite in memory.
 *   npm run bench -- draft-job
 */
import { loadavg } from 'node:os';
import { DRAFT_BASE, type TDraftDetail } from '../common/api/draft';
import { buildTestApp } from '../tests/helpers/build-test-app';
import { buildLawyer } from '../tests/helpers/contract-client';

const NARRATIVE = '2023年5月8日，出借人张明与借款人北京恒远建材有限公司签订《借款合同》，约定出借人民币300,000元，于2023年11月7日前归还，到期未还。';

export async function run(): Promise<void> {
  const t = await buildTestApp();
  try {
    const lawyer = await buildLawyer(t.app, { quotas: { draft: 1000 } });
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      const created = await lawyer.client.post<{ task_id: string }>(`${DRAFT_BASE}/tasks`, { template_id: 'civil-complaint', narrative: NARRATIVE, fields: { claims: '判令被告偿还借款' } });
      const id = created.body.data.task_id;
      for (;;) {
        const d = await lawyer.client.get<TDraftDetail>(`${DRAFT_BASE}/tasks/detail?task_id=${id}`);
        if (d.body.data.status !== 'RUNNING') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      // The first one pays for warming up the worker and the templates.
      if (i > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]!);
    console.log(`builtin draft via the job, create -> FINISH (read every 20 ms), ${times.length} drafts: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${Math.round(times.at(-1)!)} ms; load ${loadavg()[0]!.toFixed(1)}`);
    console.log(`all (ms, sorted): ${times.map((x) => Math.round(x)).join(' ')}`);
    console.log('reproduce: npm run bench -- draft-job');
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
