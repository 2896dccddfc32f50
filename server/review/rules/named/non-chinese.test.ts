import { describe, expect, it } from 'vitest';
import type { DocIndex } from '../doc-index';
import { isMostlyChinese } from './non-chinese';

const ix = (fullText: string) => ({ fullText }) as DocIndex;

describe('isMostlyChinese', () => {
  it('reads a Chinese contract with English terms in brackets as Chinese', () => {
    expect(isMostlyChinese(ix('房屋租赁合同（Lease Contract）\n出租方（Lessor）：王某\n承租方（Lessee）：李某'))).toBe(true);
  });

  it('reads an English contract with a Chinese name in it as not Chinese', () => {
    expect(isMostlyChinese(ix('The Lessor, 王某, shall deliver the premises to the Lessee within ten days of signing.'))).toBe(false);
  });

  it('holds at the boundary: one Han character per ten Latin letters', () => {
    expect(isMostlyChinese(ix(`${'a'.repeat(100)}${'中'.repeat(10)}`))).toBe(true);
    expect(isMostlyChinese(ix(`${'a'.repeat(100)}${'中'.repeat(9)}`))).toBe(false);
  });

  it('counts neither full-width letters, digits nor characters outside the basic Han block', () => {
    // Ｌｅａｓｅ and 𠀀 (an extension-B character) are letters of neither kind; 10 ASCII letters need one Han character.
    expect(isMostlyChinese(ix('ＬｅａｓｅＬｅａｓｅ𠀀𠀀 abcdefghij 12345'))).toBe(false);
    expect(isMostlyChinese(ix('ＬｅａｓｅＬｅａｓｅ𠀀𠀀 abcdefghij 中'))).toBe(true);
  });

  it('treats a document with no letters at all as Chinese (nothing to say about its language)', () => {
    expect(isMostlyChinese(ix('1. 2. 3. ——'))).toBe(true);
  });
});
