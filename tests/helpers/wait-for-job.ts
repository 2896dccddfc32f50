/** Waits until a queued job has completed (pg-boss state 'completed') and returns its output. */
import type { FastifyInstance } from 'fastify';

export async function waitForJob(
  app: FastifyInstance,
  queueName: string,
  jobId: string,
  timeoutMs = 20_000,
): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await app.queue.boss.getJobById(queueName, jobId);
    if (job?.state === 'completed') return job.output;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for job ${queueName} ${jobId} (state ${job?.state ?? 'unknown'})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
