/**
 * What a question asks for, and what each article does (decision 225). Some articles play a role that a question
 * names outright: they set a law's scope (适用本法, 海上保险适用《海商法》), define a term (本法所称…是指, 船舶碰撞，是指…)
 * or sanction a breach (法律责任: 罚款, 吊销, 追究刑事责任). "小卢的保险应该适用哪些法规？" asks for a scope article,
 * "会受到什么处罚？" for a sanction, "什么是船舶碰撞？" for a definition; the question's other words say which law and
 * which facts. Both lists are the team's, written from how statutes and questions are phrased. Other roles (time
 * limits, procedure, rights, prohibitions, authorities) were tried and dropped: decision 225 gives the figures.
 */

/** Article roles as bits (one article may play several). */
export const Role = {
  scope: 1,
  definition: 2,
  liability: 4,
} as const;

export type RoleName = keyof typeof Role;

/** How an article's own text, or the heading of its 编/章/节, shows each role. */
const ROLE_SIGNS: readonly { role: RoleName; text: RegExp; heading?: RegExp }[] = [
  // 适用本法 / 本法适用于 / 本章没有规定的，适用… / 适用《海商法》. Not 适用本法第十六条 (a reference to a rule, not a scope).
  {
    role: 'scope',
    text: /适用本(?:法|章|节|条例)(?!第)|本(?:法|章|节|条例)(?:不)?适用于|(?:本|前)(?:章|节)(?:没有|未作|未)规定的|不适用本(?:法|章)|适用《|参照适用本(?:法|章)/,
  },
  // 本法所称慈善活动，是指… / 船舶碰撞，是指… (a term defined at the head of the article).
  { role: 'definition', text: /所称[^。；]{1,40}?(?:是指|，是|包括)|^[^。；]{2,30}?，?是指/ },
  {
    role: 'liability',
    text: /罚款|罚金|吊销|追究刑事责任|给予处分|依法给予[^。；]{0,4}处分|没收违法所得|有期徒刑|拘役|行政拘留|治安管理处罚/,
    heading: /法律责任|罚则/,
  },
];

/** The roles (bits of Role) an article plays, from its text and the headings above it. */
export function articleRoles(text: string, path: readonly string[]): number {
  let bits = 0;
  const heading = path.join(' ');
  for (const s of ROLE_SIGNS)
    if (s.text.test(text) || (s.heading?.test(heading) ?? false)) bits |= Role[s.role];
  return bits;
}

/** What an asking sentence says when it wants an article of each role. */
const INTENTS: readonly { asks: RegExp; role: RoleName }[] = [
  {
    asks: /适用(?:哪|什么|何|于|范围)|是否适用|能否适用|(?:受|归)[^，。？]{0,8}法[^，。？]{0,4}(?:调整|管辖|约束)/,
    role: 'scope',
  },
  { asks: /什么是|是指什么|指的是什么|如何定义|定义|含义|何为|如何界定|怎么界定/, role: 'definition' },
  {
    asks: /处罚|罚款|刑罚|判刑|判几年|坐牢|制裁|惩罚|法律责任|法律后果|承担(?:什么|哪些|怎样|何种)[^，。？]{0,4}责任|受到(?:什么|哪些|怎样|何种)/,
    role: 'liability',
  },
];

/** The question proper: its sentences that ask (ending with ？ or 吗), else its last sentence. */
export function askingSentences(query: string): string {
  const sentences = query
    .split(/(?<=[。！!？?；;])/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const asking = sentences.filter((s) => /(?:[？?]|吗)$/.test(s));
  return asking.length > 0 ? asking.join('') : (sentences[sentences.length - 1] ?? '');
}

/** The roles (bits of Role) of the articles the question asks for; 0 when it names none. */
export function questionIntent(query: string): number {
  const ask = askingSentences(query);
  let bits = 0;
  for (const i of INTENTS) if (i.asks.test(ask)) bits |= Role[i.role];
  return bits;
}
