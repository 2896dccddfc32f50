/**
 * One party, several names: the name given after a party role (甲方（出租方）：XX公司) in the heading and in the
 * signature block must be the same (北京某某科技有限公司 above, 北京某某技术有限公司 at the signature).
 */
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';
import type { IndexedParagraph } from '../doc-index';

const ROLE = /(甲方|乙方|丙方|丁方|出租[方人]|承租[方人]|买方|卖方|出卖人|买受人|委托[方人]|受托[方人]|出借人|借款人|用人单位|发包[方人]|承包[方人]|转让方|受让方|定作人|承揽人|居间人|保证人|债权人)(?:[（(][^）)]{0,12}[）)])?\s*[：:]\s*/gu;
const NAME_END = /[，,。；;\s_＿（(]|$/u;
const NOT_NAME = /签字|盖章|签章|签名|代表|日期|地址|电话|身份|证件|代码|住所|姓名|名称|联系/u;
const ORG = /(?:有限责任公司|股份有限公司|有限公司|公司|合伙企业|事务所|研究院|研究所|中心|银行|学校|医院|集团)$/u;

interface NameAt {
  role: string;
  name: string;
  x: IndexedParagraph;
  start: number;
}

function namesOf(ix: Parameters<DetectorFn>[0]['ix']): NameAt[] {
  const out: NameAt[] = [];
  for (const x of ix.paras) {
    for (const m of x.norm.matchAll(ROLE)) {
      const start = m.index + m[0].length;
      const rest = x.norm.slice(start);
      const end = rest.search(NAME_END);
      let name = rest.slice(0, end < 0 ? rest.length : end);
      // Keep a bracketed place inside a company name: 万科泊寓（深圳）公寓管理有限公司.
      const bracket = /^[（(][^）)]{1,6}[）)][\u4e00-\u9fa5]{2,30}/u.exec(rest.slice(name.length));
      if (bracket && ORG.test(bracket[0])) name += bracket[0];
      if (name.length < 2 || NOT_NAME.test(name) || /^[xX×*{【]/u.test(name)) continue;
      out.push({ role: m[1]!, name, x, start });
    }
  }
  return out;
}

function norm(s: string): string {
  return s.replace(/[()]/g, (c) => (c === '(' ? '（' : '）'));
}

export const partyNames: DetectorFn = ({ ix }) => {
  const names = namesOf(ix);
  const hits: Hit[] = [];
  const byRole = new Map<string, NameAt[]>();
  for (const n of names) {
    const list = byRole.get(n.role) ?? [];
    list.push(n);
    byRole.set(n.role, list);
  }
  for (const [role, list] of byRole) {
    const first = list[0]!;
    for (const other of list.slice(1)) {
      const a = norm(first.name);
      const b = norm(other.name);
      if (a === b || a.startsWith(b) || b.startsWith(a)) continue;
      // Only names that look like the same kind of entity: both organisations or both short personal names.
      const bothOrg = ORG.test(a) && ORG.test(b);
      const bothPerson = a.length <= 4 && b.length <= 4 && !ORG.test(a) && !ORG.test(b);
      if (!bothOrg && !bothPerson) continue;
      const anchor = makeAnchor(other.x.p, other.start, other.start + other.name.length);
      if (anchor)
        hits.push({ anchor, vars: { quote: anchor.quote, detail: `${role}在前文为“${first.name}”，此处为“${other.name}”` } });
      break;
    }
  }
  return hits;
};
