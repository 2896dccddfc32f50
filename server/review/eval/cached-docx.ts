/**
 * A corpus contract as the eval reviews it: a .docx as it is, a .doc converted by LibreOffice once and kept in the
 * system temp folder (conversion takes seconds; the benches and the clause reader's training read the corpus often).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { convertDocToDocx } from '../../convert/doc-to-docx';

const CACHE_DIR = path.join(os.tmpdir(), 'lawdesk-docx-cache');

export async function cachedDocx(file: string): Promise<Uint8Array> {
  if (!/\.doc$/i.test(file)) return new Uint8Array(await readFile(file));
  const cached = path.join(CACHE_DIR, `${createHash('sha1').update(file).digest('hex')}.docx`);
  if (!existsSync(cached)) {
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(cached, await convertDocToDocx(await readFile(file)));
  }
  return new Uint8Array(await readFile(cached));
}
