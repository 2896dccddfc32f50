/**
 * 分享: makes a read-only link (7 / 30 / 365 days), copies it, and lists the item's links still open so the owner can
 * revoke any of them later (not only the one made a moment ago in this page).
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TShareKind } from '@common/api/chat';
import { notify } from '@/lib/notify';
import { createShare, fetchShares, revokeShare } from './api';

const linkOf = (url: string) => `${window.location.origin}${url}`;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('zh-CN');

/** The item's links still open now: revoked and expired ones are history, not something to revoke. */
async function openLinks(targetId: string) {
  const { items } = await fetchShares(targetId);
  const now = Date.now();
  return items.filter((l) => !l.revoked && new Date(l.expires_at).getTime() > now);
}

export function ShareButton({ kind, targetId }: { kind: TShareKind; targetId: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const key = ['share', 'list', targetId];
  const links = useQuery({
    queryKey: key,
    queryFn: () => openLinks(targetId),
    enabled: open,
    staleTime: 0,
    meta: { persist: false },
  });
  const active = links.data ?? [];
  const make = async (days: number) => {
    setBusy(true);
    try {
      const created = await createShare(kind, targetId, days);
      await queryClient.invalidateQueries({ queryKey: key });
      await navigator.clipboard.writeText(linkOf(created.url)).then(
        () => notify.success('复制成功'),
        () => notify.error('复制失败'),
      );
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (shareId: string) => {
    try {
      await revokeShare(shareId);
      notify.success('已取消分享');
    } catch {
      // Shown by the api client.
    }
    await queryClient.invalidateQueries({ queryKey: key });
  };
  return (
    <Box position="relative">
      <Button size="sm" variant="outline" onClick={() => setOpen(!open)} data-testid="share-open">
        分享
      </Button>
      {open && (
        <Stack position="absolute" right="0" top="10" zIndex="docked" bg="white" borderWidth="1px" rounded="md" shadow="md" p="3" w="xs" gap="3" data-testid="share-panel">
          <Stack gap="2">
            <Text fontSize="sm">生成只读链接（复制到剪贴板），无需登录即可查看：</Text>
            <HStack>
              {[7, 30, 365].map((d) => (
                <Button key={d} size="xs" loading={busy} onClick={() => void make(d)} data-testid={`share-${d}`}>
                  {d === 365 ? '一年' : `${d}天`}
                </Button>
              ))}
            </HStack>
          </Stack>
          {active.length > 0 && (
            <Stack gap="2" borderTopWidth="1px" pt="2">
              <Text fontSize="sm" fontWeight="medium">
                有效的分享链接
              </Text>
              {active.map((l) => (
                <Stack key={l.share_id} gap="1" data-testid="share-link">
                  <Text fontSize="xs" wordBreak="break-all" data-testid="share-url">
                    {linkOf(l.url)}
                  </Text>
                  <HStack justify="space-between">
                    <Text fontSize="xs" color="gray.500">
                      有效期至 {dateOf(l.expires_at)}
                    </Text>
                    <HStack gap="1">
                      <Button size="xs" variant="ghost" onClick={() => void navigator.clipboard.writeText(linkOf(l.url)).then(() => notify.success('复制成功'), () => notify.error('复制失败'))}>
                        复制
                      </Button>
                      <Button size="xs" colorPalette="red" variant="outline" onClick={() => void revoke(l.share_id)} data-testid="share-revoke">
                        取消分享
                      </Button>
                    </HStack>
                  </HStack>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
