/** Gzip size of the JS a first visit to /guidHome loads (goal <= 250 KB): builds, then scripts/measure-bundle.mjs. */
import { spawnSync } from 'node:child_process';

export async function run(): Promise<void> {
  for (const [command, args] of [
    ['npx', ['vite', 'build', '--logLevel', 'warn']],
    [process.execPath, ['scripts/measure-bundle.mjs']],
  ] as const) {
    const result = spawnSync(command, [...args], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  }
  console.log('reproduce: npx vite build && node scripts/measure-bundle.mjs');
}
