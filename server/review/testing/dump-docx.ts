/** Developer tool: print the paragraphs of a .docx as the reader sees them. npx tsx server/review/testing/dump-docx.ts <file> */
import { readFileSync } from 'node:fs';
import { readDocx } from '../docx';

const doc = readDocx(readFileSync(process.argv[2]!));
for (const p of doc.paragraphs)
  console.log(`${p.index}\t${p.location}${p.cell ? `[${p.cell.join(',')}]` : ''}\tL${p.level}\t${p.label}\t${p.text}`);
