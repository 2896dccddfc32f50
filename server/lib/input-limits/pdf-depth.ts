/**
 * Nesting depth of PDF syntax (arrays `[ ]`, dictionaries `<< >>`), counted over bytes fed chunk by chunk. pdfjs
 * parses nested objects recursively: 100,000 nested arrays overflowed its stack after growing the process by
 * ~270 MB. Literal strings (with escapes and balanced parentheses), hex strings and comments are skipped, so
 * brackets inside them do not count. Real documents nest a handful deep.
 */
export class PdfDepthCounter {
  private depth = 0;
  /** 0 outside a string; >0: literal string paren depth. */
  private paren = 0;
  private escaped = false;
  private inHex = false;
  private inComment = false;
  /** A '<' or '>' seen as the last byte of the previous chunk. */
  private pendingAngle = 0;
  max = 0;

  feed(b: Uint8Array): void {
    for (let i = 0; i < b.length; i++) {
      const c = b[i]!;
      if (this.paren > 0) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c) this.escaped = true;
        else if (c === 0x28) this.paren++;
        else if (c === 0x29) this.paren--;
        continue;
      }
      if (this.inComment) {
        if (c === 0x0a || c === 0x0d) this.inComment = false;
        continue;
      }
      if (this.pendingAngle === 0x3c) {
        this.pendingAngle = 0;
        if (c === 0x3c) {
          this.open();
          continue;
        }
        this.inHex = true;
      } else if (this.pendingAngle === 0x3e) {
        this.pendingAngle = 0;
        if (c === 0x3e) {
          this.depth = Math.max(0, this.depth - 1);
          continue;
        }
      }
      if (this.inHex) {
        if (c === 0x3e) this.inHex = false;
        continue;
      }
      if (c === 0x28) this.paren = 1;
      else if (c === 0x25) this.inComment = true;
      else if (c === 0x5b) this.open();
      else if (c === 0x5d) this.depth = Math.max(0, this.depth - 1);
      else if (c === 0x3c || c === 0x3e) this.pendingAngle = c;
    }
  }

  private open(): void {
    this.depth++;
    if (this.depth > this.max) this.max = this.depth;
  }
}
