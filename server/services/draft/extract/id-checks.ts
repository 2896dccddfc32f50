/** Checksums of Chinese identity numbers: 居民身份证号 (GB 11643-1999) and 统一社会信用代码 (GB 32100-2015). */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** True when an 18-character 身份证号 has a valid check character and a plausible birth date. */
export function isValidIdNumber(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const month = Number(v.slice(10, 12));
  const day = Number(v.slice(12, 14));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(v[i]), 0);
  return ID_CHECK[sum % 11] === v[17];
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** True when an 18-character 统一社会信用代码 has a valid check character. */
export function isValidCreditCode(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(v[i]!) * CREDIT_WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CHARS[check] === v[17];
}

/** What an 18-character number is: 'id' (身份证号) or 'credit' (统一社会信用代码), and whether its checksum holds. */
export function classifyPartyId(value: string): { kind: 'id' | 'credit'; valid: boolean } | null {
  const v = value.toUpperCase();
  if (/^\d{17}[\dX]$/.test(v) && isValidIdNumber(v)) return { kind: 'id', valid: true };
  if (isValidCreditCode(v)) return { kind: 'credit', valid: true };
  if (/^\d{17}[\dX]$/.test(v)) return { kind: 'id', valid: false };
  if (/^[0-9A-Z]{18}$/.test(v)) return { kind: 'credit', valid: false };
  return null;
}
