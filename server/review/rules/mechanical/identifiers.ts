/**
 * Checksums of Chinese identifiers: 统一社会信用代码 (GB 32100-2015) and 居民身份证号码 (GB 11643-1999).
 */

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Why a 统一社会信用代码 is malformed, or null when it is valid. */
export function creditCodeProblem(code: string): string | null {
  const c = code.toUpperCase();
  if (c.length !== 18) return `长度应为18位，实为${c.length}位`;
  for (const ch of c) if (!USCC_CHARS.includes(ch)) return `含有不允许使用的字符“${ch}”（代码不使用I、O、Z、S、V）`;
  if (!/^\d{6}$/.test(c.slice(2, 8))) return '第3至8位应为登记管理机关行政区划码（数字）';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(c[i]!) * USCC_WEIGHTS[i]!;
  const check = USCC_CHARS[(31 - (sum % 31)) % 31]!;
  if (c[17] !== check) return `校验位应为“${check}”，实为“${c[17]}”`;
  return null;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

function validBirth(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1]!;
}

/** Why a 身份证号码 is malformed, or null when it is valid (15-digit numbers are checked for the date only). */
export function idNumberProblem(id: string, now = new Date()): string | null {
  const s = id.toUpperCase();
  if (/^\d{15}$/.test(s)) {
    const y = 1900 + Number(s.slice(6, 8));
    return validBirth(y, Number(s.slice(8, 10)), Number(s.slice(10, 12))) ? null : '出生日期码不是有效日期';
  }
  if (!/^\d{17}[\dX]$/.test(s)) return `应为18位（末位可为X），实为“${id}”`;
  const y = Number(s.slice(6, 10));
  if (y < 1900 || y > now.getFullYear() || !validBirth(y, Number(s.slice(10, 12)), Number(s.slice(12, 14))))
    return '出生日期码不是有效日期';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(s[i]) * ID_WEIGHTS[i]!;
  const check = ID_CHECK[sum % 11]!;
  if (s[17] !== check) return `校验位应为“${check}”，实为“${s[17]}”`;
  return null;
}
