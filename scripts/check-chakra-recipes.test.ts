// Runs the Chakra recipe guard with the unit tests (decision 015): a component imported in src/ whose recipe
// src/theme.ts lacks renders unstyled without any error, so CI must catch it, not a lawyer's eye.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('Chakra recipes', () => {
  it('every Chakra component imported in src/ has its recipe in src/theme.ts', () => {
    const result = spawnSync(process.execPath, ['scripts/check-chakra-recipes.mjs'], { cwd: root, encoding: 'utf8' });
    expect(result.stderr + result.stdout).toMatch(/all \d+ recipes/);
    expect(result.status).toBe(0);
  });
});
