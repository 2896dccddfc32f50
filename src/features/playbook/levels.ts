/** Level labels and colours of the playbook page (the same palettes as the review's findings). */
import { LEVEL_LABELS, type TLevel } from '@common/api/playbook';

export const LEVELS: TLevel[] = ['high', 'medium', 'low'];
export { LEVEL_LABELS };

export const LEVEL_PALETTES: Record<TLevel, string> = { high: 'red', medium: 'orange', low: 'yellow' };

export const KIND_LABELS = { phrase: '出现关键词时提示', missing: '缺少内容时提示' } as const;
export const MATCH_LABELS = { any: '出现任一关键词', all: '同一句中出现全部关键词' } as const;
