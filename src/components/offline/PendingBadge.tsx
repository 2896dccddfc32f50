import { Badge } from '@chakra-ui/react';
import type { TMutationKind } from '@/lib/offline/db';

const LABELS: Record<TMutationKind, string> = { rename: '重命名', delete: '删除', retry: '重新审查' };

/** '待同步' on a task changed offline (issue 4 item 3): the change shows already, the server has not seen it yet. */
export function PendingBadge({ kinds }: { kinds: readonly TMutationKind[] | undefined }) {
  if (!kinds || kinds.length === 0) return null;
  const what = [...new Set(kinds)].map((kind) => LABELS[kind]).join('、');
  return (
    <Badge size="sm" variant="outline" colorPalette="orange" alignSelf="flex-start" title={`${what}将在联网后同步`} data-testid="pending-badge">
      待同步
    </Badge>
  );
}
