/** Display helpers of task rows. */
import type { TFindingLevel, TTaskStatus } from '@common/api/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in the lawyer's local time; the raw string when it is not a date. */
export function formatTaskTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Badge colour per status: waiting grey, running blue, done green, failed red. */
export const STATUS_PALETTE: Record<TTaskStatus, string> = {
  PENDING: 'gray',
  RUNNING: 'blue',
  FINISH: 'green',
  FAILURE: 'red',
  QUERY_REVIEW: 'gray',
  UNDER_REVIEW: 'orange',
};

/** Finding level colours, shared by the lists, the highlights and the findings panel. */
export const LEVEL_COLORS: Record<TFindingLevel, { palette: string; fg: string; bg: string; line: string; strong: string }> = {
  high: { palette: 'red', fg: 'red.700', bg: 'red.50', line: 'red.400', strong: 'red.100' },
  medium: { palette: 'orange', fg: 'orange.700', bg: 'orange.50', line: 'orange.400', strong: 'orange.100' },
  low: { palette: 'yellow', fg: 'yellow.800', bg: 'yellow.50', line: 'yellow.500', strong: 'yellow.100' },
};

/** Compact time for cards: 'MM-DD HH:mm' this year, 'YYYY-MM-DD' before. */
export function formatShortTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  if (d.getFullYear() !== now.getFullYear()) return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
