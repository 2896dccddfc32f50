/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from 0-9 and A-Z without I, O, S, V, Z; the last is a checksum over
 * the first 17 with weights 3^i mod 31.
 */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Is the text shaped like a credit code (18 characters of the code set), whatever its checksum? */
export function looksLikeCreditCode(text: string): boolean {
  return /^[0-9A-HJ-NPQRTUWXY]{18}$/i.test(text.trim());
}

/** Does the code pass the GB 32100 checksum? */
export function isValidCreditCode(code: string): boolean {
  const c = code.trim().toUpperCase();
  if (!looksLikeCreditCode(c)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARSET.indexOf(c[i]!) * WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return CHARSET[check] === c[17];
}
