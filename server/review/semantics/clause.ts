/**
 * Clause semantics: a sentence read as comma-separated segments, each with its actor (the party that acts or
 * holds the right: 甲方 in 甲方有权…, 由甲方决定, 甲方对乙方…不承担), whether that actor is one named party or
 * both/any party (双方、任何一方、违约方), and the modality (may: 有权/可以/保留…权利/自行; mustNot: 不得/无权/不能;
 * must: 应当/须). A segment without a party word inherits the actor of the segment before it (Chinese drops the
 * subject). Party and generic words are data (knowledge/families.ts).
 */
import { GENERIC_PARTY, PARTY_WORD } from '../knowledge/families';

export type Modality = 'may' | 'mustNot' | 'must' | 'none';

export interface Segment {
  start: number;
  end: number;
  text: string;
  /** The party word that acts in the segment, or null. */
  actor: string | null;
  /** The actor is both / any / the breaching party rather than one named party. */
  generic: boolean;
  modality: Modality;
}

const PARTY_RX = new RegExp(`(?:${GENERIC_PARTY})|(?:${PARTY_WORD})`, 'gu');
const GENERIC_RX = new RegExp(`^(?:${GENERIC_PARTY})$`, 'u');
/** A party word right after one of these is an object or a beneficiary, not the actor (对乙方, 向甲方, 给…). */
const OBJECT_MARK = /[对向给与从为和及跟同替将把被让]$|(?:应付|支付给|赔偿|通知|告知|要求)$/u;

const MUST_NOT = /不得|无权|不能|不可以|不可|禁止|严禁|不应|不允许|不准/u;
const MAY = /有权|可以|可(?!能)|得以|保留[^，,。；;]{0,10}权|自行|单方|有[^，,。；;]{0,2}权利/u;
const MUST = /应当|应|须|必须|负责|承担/u;

function modalityOf(text: string): Modality {
  if (MUST_NOT.test(text)) return 'mustNot';
  if (MAY.test(text)) return 'may';
  if (MUST.test(text)) return 'must';
  return 'none';
}

/**
 * A party the word list does not name, read by its role: a short noun ending in a role word (管理人, 驾校, 建设单位,
 * 物流商) right before what it may, must or must not do. The list cannot hold every trade's names (round 11 of issue 14:
 * 基金管理人, 驾校, 建设单位); third parties and people in general are not parties.
 */
const ROLE_ACTOR_RX =
  /(?<![\p{Script=Han}])(?:[\p{Script=Han}]{0,5}?)(?:方|人|商|公司|机构|单位|企业|平台|学校|驾校|银行|医院|俱乐部|中心|会所|酒店)(?=有权|可以|可(?!能)|应当|应|须|不得|无权|负责|承担|自行|单方|在|对|将|因|为|仅)/gu;
const NOT_A_PARTY = /^(?:他人|本人|个人|对方|一方|双方|各方|联系人|负责人|法定代表人|承担人|责任人|当事人|行为人|权利人|义务人)$|第三|其他|任何/u;

function actorOf(text: string): { actor: string; generic: boolean } | null {
  PARTY_RX.lastIndex = 0;
  for (const m of text.matchAll(PARTY_RX)) {
    const before = text.slice(Math.max(0, m.index - 4), m.index);
    // 由甲方决定: the party after 由 acts.
    if (!/由$/u.test(before) && OBJECT_MARK.test(before)) continue;
    return { actor: m[0], generic: GENERIC_RX.test(m[0]) };
  }
  for (const m of text.matchAll(ROLE_ACTOR_RX)) {
    if (NOT_A_PARTY.test(m[0])) continue;
    const before = text.slice(Math.max(0, m.index - 4), m.index);
    if (OBJECT_MARK.test(before)) continue;
    return { actor: m[0], generic: false };
  }
  return null;
}

/** Splits a sentence into segments at ，,：: and reads each one's actor and modality. */
export function segmentsOf(sentence: string): Segment[] {
  const out: Segment[] = [];
  let start = 0;
  let prev: { actor: string; generic: boolean } | null = null;
  const push = (a: number, b: number): void => {
    const text = sentence.slice(a, b);
    if (text.trim() === '') return;
    const own = actorOf(text);
    const who = own ?? prev;
    out.push({ start: a, end: b, text, actor: who?.actor ?? null, generic: who?.generic ?? false, modality: modalityOf(text) });
    if (own) prev = own;
  };
  for (let i = 0; i < sentence.length; i++) {
    if ('，,：:'.includes(sentence[i]!)) {
      push(start, i + 1);
      start = i + 1;
    }
  }
  push(start, sentence.length);
  return out;
}

/** The segment holding offset `at`. */
export function segmentAt(segments: readonly Segment[], at: number): Segment | undefined {
  return segments.find((s) => at >= s.start && at < s.end) ?? segments[segments.length - 1];
}
