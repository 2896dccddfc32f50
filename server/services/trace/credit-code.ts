/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from a 31-character alphabet (digits and capitals without I, O,
 * Z, S, V); the last is a check character over the first 17 with weights 3^i mod 31 (field notes).
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** True when `code` is a well-formed 统一社会信用代码 with a correct check character. */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(code[i]!) * WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return ALPHABET[check] === code[17];
}

/** Candidates in a text: 18 characters of the code's alphabet not embedded in a longer run. */
export const CREDIT_CODE_PATTERN = /(?<![0-9A-Z])[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}(?![0-9A-Z])/g;
