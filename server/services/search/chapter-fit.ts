/**
 * Specialised contract chapters (decision 127, second part). The 民法典's 典型合同 include special forms of an
 * everyday contract whose articles share its words: 融资租赁 speaks of 租金, 承租人 and 租赁物 like an ordinary lease,
 * 行纪 of 委托, 仓储 of 保管. A client who rents a flat and wants the 押金 back is not in a financing lease, however
 * many words 第七百五十八条 shares with the story. An article of such a chapter applies only when the question names
 * that form (or a word only it uses); otherwise it weighs less in the AI search, never disappears (a lawyer may still
 * page to it). Data, not code: a chapter and the words that put a question inside it.
 */
export interface SpecialChapter {
  /** The chapter heading as it stands in the article's path. */
  chapter: RegExp;
  /** What a question says when it is about that form of contract. */
  names: RegExp;
}

export const SPECIAL_CHAPTERS: readonly SpecialChapter[] = [
  { chapter: /融资租赁合同/, names: /融资|以租代购|回租|租赁公司|租购/ },
  { chapter: /保理合同/, names: /保理|应收账款/ },
  { chapter: /行纪合同/, names: /行纪|寄售|代销|代卖|委托.{0,4}(卖|买|销售|购买)/ },
  { chapter: /仓储合同/, names: /仓储|仓库|仓单|入库|存货|储存/ },
  { chapter: /多式联运合同/, names: /联运|多式/ },
];

/** How much an article of a special chapter the question does not name weighs, against 1 for every other article. */
const UNNAMED_CHAPTER_FACTOR = 0.6;

/**
 * The weight of an article by its path for `query`: UNNAMED_CHAPTER_FACTOR when it sits in a form the query does not
 * name, else 1. The query is read once; the returned function runs per candidate article.
 */
export function chapterFitFor(query: string): (path: readonly string[]) => number {
  const unnamed = SPECIAL_CHAPTERS.filter((s) => !s.names.test(query)).map((s) => s.chapter);
  if (unnamed.length === 0) return () => 1;
  return (path) => (path.some((p) => unnamed.some((c) => c.test(p))) ? UNNAMED_CHAPTER_FACTOR : 1);
}
