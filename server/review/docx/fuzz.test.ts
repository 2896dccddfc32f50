/**
 * Damaged files: document.xml mutated at random (deterministic seed) must read fine or fail with DocxError('parse'),
 * and whatever reads must also write and verify — never another exception, never a hang.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDocx, encodeXmlText } from './open-docx';
import { readDocx } from './read-docx';
import { writeAnnotated } from './write-docx';
import { DocxError } from './errors';
import { writeZip } from './zip';
import { dataRoot, syntheticFindings } from './test-support';

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PIECES = ['<', '>', '/', '"', '&', '&amp;', '&#x0;', '</w:p>', '<w:p>', '<w:r>', '</w:t>', '<w:t>', '<w:tbl>', ' w:val="99999999"', '<w:numPr><w:ilvl w:val="7"/><w:numId w:val="1"/></w:numPr>'];

function mutate(xml: string, rnd: () => number): string {
  let out = xml;
  const edits = 1 + Math.floor(rnd() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rnd() * out.length);
    const kind = rnd();
    if (kind < 0.4) out = out.slice(0, at) + out.slice(at + 1 + Math.floor(rnd() * 20));
    else if (kind < 0.8) out = out.slice(0, at) + PIECES[Math.floor(rnd() * PIECES.length)] + out.slice(at);
    else {
      const from = Math.floor(rnd() * out.length);
      out = out.slice(0, at) + out.slice(from, from + 200) + out.slice(at);
    }
  }
  return out;
}

describe('damaged documents', () => {
  for (const rel of ['contracts-cn/guohuiy-VIAI/借款合同（个人间借贷通用参考范本）.docx', 'docx-samples/pandoc/comments.docx', 'docx-samples/apache-poi/ComplexNumberedLists.docx']) {
    it(`${rel}: 60 mutations read or fail as parse errors, and what reads also writes`, () => {
      const bytes = new Uint8Array(readFileSync(path.join(dataRoot, rel)));
      const pkg = openDocx(bytes);
      const xml = pkg.xml(pkg.mainPart)!;
      const rnd = prng(rel.length * 7919);
      let read = 0;
      let refused = 0;
      for (let i = 0; i < 60; i++) {
        const bad = mutate(xml, rnd);
        const damaged = writeZip(
          pkg.entries.map((e) =>
            e.name === pkg.mainPart
              ? { kind: 'data', name: e.name, data: encodeXmlText(bad, pkg.encodingOf(e.name)), compress: true, like: e }
              : { kind: 'copy', entry: e, source: bytes },
          ),
        );
        let doc;
        try {
          doc = readDocx(damaged);
        } catch (err) {
          expect(err, path.basename(rel)).toBeInstanceOf(DocxError);
          refused++;
          continue;
        }
        read++;
        for (const mode of ['comments', 'track', 'clean'] as const) {
          const out = writeAnnotated(damaged, syntheticFindings(doc), { mode, author: '张律师' });
          expect(out.bytes.length).toBeGreaterThan(0);
        }
      }
      expect(read + refused).toBe(60);
    }, 120_000);
  }
});
