/** The name people call a firm: the registered name without its region prefix and company-form suffix. */
const SUFFIX = /(股份有限公司|有限责任公司|有限公司|集团公司|总公司|分公司|公司|会计师事务所|律师事务所|事务所|厂|店|中心)$/;
const REGION = /^(中国|北京市?|上海市?|天津市?|重庆市?|广东省?|广州市?|深圳市?|[\u4e00-\u9fa5]{2,3}省|[\u4e00-\u9fa5]{2,3}市)/;

export function brandOf(name: string): string {
  let s = name.replace(/[（(][^）)]*[）)]/g, '');
  s = s.replace(SUFFIX, '').replace(REGION, '');
  return s.trim() || name;
}
