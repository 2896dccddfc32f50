/**
 * Input every module can trust (issue 16, decision 181): calendar dates that exist, date ranges, and text without
 * NUL or control characters. A bad value is a 400 with a Chinese message (the error envelope shows zod messages
 * written in Chinese as they are), never a 500 from PostgreSQL ("date/time field value out of range", "invalid byte
 * sequence 0x00"). The server's input guard (server/plugins/input-guard.ts) refuses control characters in every
 * query, path parameter and JSON body; use these in contracts for dates and for text the guard lets through.
 */
import { z } from 'zod';

export const SafeInputMessages = {
  invalidDate: '日期不正确，请按YYYY-MM-DD填写真实存在的日期',
  controlCharacters: '输入内容包含无法识别的字符，请删除后重试',
} as const;

/** Control characters no user types: C0 except tab, line feed and carriage return, DEL, and C1. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True for YYYY-MM-DD naming a real day between 1000 and 9999 (2026-02-30 and 0000-00-00 are not). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1000 || mo < 1 || mo > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A YYYY-MM-DD string that is a real calendar day. */
export const zCalendarDate = () => z.string().refine(isCalendarDate, { message: SafeInputMessages.invalidDate });

/** 'YYYY-MM-DD#YYYY-MM-DD' with either side optional (spec §9's date range joined by #); both sides real days. */
export const zDateRange = (separator = '#') =>
  z.string().refine(
    (value) => {
      const parts = value.split(separator);
      return parts.length === 2 && parts.every((p) => p === '' || isCalendarDate(p));
    },
    { message: SafeInputMessages.invalidDate },
  );

/** Text without NUL or control characters (tab and line breaks allowed); for free text fields. */
export const zSafeText = () => z.string().refine((v) => !CONTROL_CHARACTERS.test(v), { message: SafeInputMessages.controlCharacters });
