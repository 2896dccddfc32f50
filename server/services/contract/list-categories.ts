import type { TCategoryNode } from '@common/api/contract';
import { getCategoryTree } from '../../review/knowledge/index';

/** The category tree of the review form's dropdown (groups with selectable leaves; data, not code branches). */
export function listCategories(): TCategoryNode[] {
  return getCategoryTree();
}
