/**
 * No signature block in the second half of the contract, so formation and the signatories are hard to prove.
 * A signature field is a sign word followed by a colon or a blank ("甲方（签字/盖章）：", "授权代表人签字：",
 * "签章________"), or a party's line ending in its sign word ("甲方（签章）"); a sentence such as
 * "本合同自双方签字盖章之日起生效" or "乙方入住前需完成物品交接清单签署" is not one, nor is a line announcing the
 * signing page ("以下无正文，为合同签署页"), nor a witness's field. Sign-offs inside a handover or checkout table
 * (房屋交割清单, 交房/退房确认) confirm the handover, not the contract. Templates whose block is only party fields and
 * a date ("甲方：＿＿＿  乙方：＿＿＿ / ＿年＿月＿日") count as having one.
 */
import type { IndexedParagraph } from '../doc-index';
import type { DetectorFn } from '../types';

const SIGN_WORD = '(?:签字|签章|盖章|签名|签署|捺印|按指印|[（(]章[）)]|公章|印章)';
const SIGN_FIELD = new RegExp(`${SIGN_WORD}[^。；;，,：:]{0,4}[）)]?\\s*(?:[：:]|[_＿]{2,})|Signature|Signed by`, 'iu');
const ROLES =
  '甲方|乙方|丙方|出租[方人]|承租[方人]|买方|卖方|出卖人|买受人|委托[方人]|受托[方人]|出借人|借款人|用人单位|劳动者|发包[方人]|承包[方人]|转让方|受让方|定作人|承揽人|居间人|保证人|债权人|披露方|接收方';
/** A party's line closed by its sign word: "甲方（签章）", "乙方代表签字" (not "乙方入住前需完成清单签署"). */
const SIGN_AT_END = new RegExp(
  `^\\s*(?:${ROLES}|法定代表人|授权代表|代表人?|负责人|经办人|代理人)(?:[（(][^）)]{0,10}[）)])?\\s*[：:]?[\\s_＿]*(?:代表|授权代表|法定代表人)?\\s*[（(]?${SIGN_WORD}[^。；;，,：:]{0,4}[）)]?\\s*$`,
  'u',
);
const ROLE_FIELD = new RegExp(`(?:^|\\s)(?:${ROLES})(?:[（(][^）)：:]{0,8}[）)])?\\s*[：:]`, 'u');
const DATE_FIELD = /(?:签约|签订|签署|签字)(?:时间|日期)|日期\s*[：:]|年[\s_＿]{0,10}月[\s_＿]{0,10}日/u;
/** Lines about the signature rather than the signature: the signing page announced, a witness's field. */
const NOT_A_SIGNATURE = /签署页|签字页|签章页|签名页|签名区|签署区|见证人|证明人/u;
/** Tables that record a handover or checkout (their sign-offs are not the contract's). */
const HANDOVER_TABLE = /交割|交接|交房|退房|验收|点交/u;

function isSignField(line: string): boolean {
  if (NOT_A_SIGNATURE.test(line)) return false;
  if (SIGN_FIELD.test(line)) return true;
  return SIGN_AT_END.test(line);
}

/** Paragraphs of handover/checkout tables, which are left out of the search. */
function handoverTableParas(paras: readonly IndexedParagraph[]): Set<IndexedParagraph> {
  const byTable = new Map<number, IndexedParagraph[]>();
  for (const x of paras) {
    if (x.p.location !== 'table' || !x.p.cell) continue;
    const list = byTable.get(x.p.cell[0]) ?? [];
    list.push(x);
    byTable.set(x.p.cell[0], list);
  }
  const out = new Set<IndexedParagraph>();
  for (const list of byTable.values()) {
    if (HANDOVER_TABLE.test(list.map((x) => x.norm).join('\n'))) for (const x of list) out.add(x);
  }
  return out;
}

export const signatureBlock: DetectorFn = ({ ix }) => {
  const handover = handoverTableParas(ix.paras);
  const paras = ix.paras.filter((x) => x.norm.trim() !== '' && !handover.has(x));
  const secondParas = paras.slice(Math.floor(paras.length / 2));
  const second = secondParas.flatMap((x) => x.norm.split('\n'));
  if (second.some(isSignField)) return [];
  // Party fields and a date at the end: of everything, or of the body text when checklist tables follow it.
  // Spaced-out labels ("出 租 方（甲方）：", "签  约  时  间 ：") read without their spaces.
  const bodyLines = secondParas.filter((x) => x.p.location !== 'table').flatMap((x) => x.norm.split('\n'));
  for (const lines of [second, bodyLines]) {
    const tail = lines.slice(-15).flatMap((t) => [t, t.replace(/[\s\u3000]+/gu, '')]);
    if (tail.some((t) => ROLE_FIELD.test(t)) && tail.some((t) => DATE_FIELD.test(t))) return [];
  }
  return [{ anchor: null }];
};
