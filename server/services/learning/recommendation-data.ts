/**
 * What the home page suggests under each search tab (spec §7 "Home recommendations"): questions lawyers and
 * clients actually ask, and search keywords for laws and judgments. Written by the team; each resolves to real
 * results in LawDesk (the keywords name statutes in the corpus and causes of action of the judgment set).
 */

export const RECOMMENDED_QUESTIONS: readonly string[] = [
  '房东不退押金，租客可以怎么维权？',
  '公司违法解除劳动合同，员工能拿到多少赔偿？',
  '借条上没有约定利息，出借人还能主张利息吗？',
  '合同约定的违约金过高，可以请求法院调低吗？',
  '夫妻一方婚前购买的房屋，婚后共同还贷，离婚时怎么分？',
  '股东未按期缴纳出资，公司债权人能要求股东承担责任吗？',
  '交通事故责任认定书不服，可以起诉吗？',
  '公司拖欠工资，劳动者可以直接去法院起诉吗？',
  '网购商品有质量问题，商家拒绝退货怎么办？',
  '保证人在保证期间过后还要承担责任吗？',
  '竞业限制协议没有约定补偿金，是否有效？',
  '遗嘱只给了一个子女，其他子女能主张遗产吗？',
];

export const RECOMMENDED_LAW_KEYWORDS: readonly string[] = [
  '民法典第五百七十七条',
  '违约金 调整',
  '劳动合同法 第三十九条',
  '民间借贷 利率',
  '格式条款 提示说明',
  '公司法 股东出资',
  '租赁合同 押金',
  '个人信息保护法 同意',
];

export const RECOMMENDED_CASE_KEYWORDS: readonly string[] = [
  '民间借贷纠纷',
  '盗窃罪 自首',
  '买卖合同纠纷 质量',
  '劳动争议 经济补偿',
  '诈骗罪 退赃',
  '房屋租赁合同纠纷',
  '危险驾驶罪',
  '借款合同 保证责任',
];
