/**
 * Small PDFs built byte by byte for bad-input tests: pages of Latin text (Helvetica), a page with nothing on it, and
 * an encrypted file (standard security handler with a user password pdfjs cannot guess). Offsets in the xref are
 * computed, so pdfjs reads them without repairs.
 */
function build(objects: string[], trailerExtra = ''): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PDF of `pages` pages, each showing `lineOf(n)` in Helvetica. */
export function textPdf(pages: number, lineOf: (n: number) => string = (n) => `Page ${n} of the contract bundle`): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const content = `BT /F1 18 Tf 72 720 Td (${lineOf(n)}) Tj ET`;
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`);
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  return build(objects);
}

/**
 * A scan-like PDF: page 1 has a text layer (`firstLine`), every other page only shapes (three filled triangles, no
 * text), so the reader sends pages 2..n to OCR.
 */
export function drawnPdf(pages: number, firstLine: string): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  const shapes = '0 0 m 10 10 l 20 0 l f 30 30 m 40 40 l 50 30 l f 60 60 m 70 70 l 80 60 l f';
  for (let n = 1; n <= pages; n++) {
    const content = n === 1 ? `BT /F1 18 Tf 72 720 Td (${firstLine}) Tj ET` : shapes;
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`);
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  return build(objects);
}

/** One page with no text and no images. */
export function blankPdf(): Buffer {
  return build(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>']);
}

/** A password-protected PDF (RC4, revision 2; the stored hashes match no empty password). */
export function encryptedPdf(): Buffer {
  const hex32 = (c: string) => c.repeat(64);
  return build(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${hex32('a')}> /U <${hex32('b')}> /P -4 >>`,
    ],
    '/Encrypt 4 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] ',
  );
}

/** A PNG header claiming `width` x `height` pixels (no pixel data: the size check must refuse it first). */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  ihdr[17] = 6;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(64)]);
}
