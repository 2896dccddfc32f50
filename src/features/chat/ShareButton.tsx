/** 分享: makes a read-only link (7 / 30 / 365 days), copies it, and lets the owner revoke it. */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TShareCreated, TShareKind } from '@common/api/chat';
import { notify } from '@/lib/notify';
import { createShare, revokeShare } from './api';

export function ShareButton({ kind, targetId }: { kind: TShareKind; targetId: string }) {
  const [open, setOpen] = useState(false);
  const [share, setShare] = useState<TShareCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const make = async (days: number) => {
    setBusy(true);
    try {
      const created = await createShare(kind, targetId, days);
      setShare(created);
      const url = `${window.location.origin}${created.url}`;
      await navigator.clipboard.writeText(url).then(
        () => notify.success('复制成功'),
        () => notify.error('复制失败'),
      );
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box position="relative">
      <Button size="sm" variant="outline" onClick={() => setOpen(!open)} data-testid="share-open">
        分享
      </Button>
      {open && (
        <Stack position="absolute" right="0" top="10" zIndex="docked" bg="white" borderWidth="1px" rounded="md" shadow="md" p="3" w="xs" gap="2">
          {share ? (
            <>
              <Text fontSize="sm">链接已复制，有效期至 {new Date(share.expires_at).toLocaleDateString('zh-CN')}：</Text>
              <Text fontSize="xs" wordBreak="break-all" data-testid="share-url">
                {`${window.location.origin}${share.url}`}
              </Text>
              <Button size="xs" colorPalette="red" variant="outline" onClick={() => void revokeShare(share.share_id).then(() => { setShare(null); notify.success('已取消分享'); })}>
                取消分享
              </Button>
            </>
          ) : (
            <>
              <Text fontSize="sm">生成只读链接，无需登录即可查看：</Text>
              <HStack>
                {[7, 30, 365].map((d) => (
                  <Button key={d} size="xs" loading={busy} onClick={() => void make(d)} data-testid={`share-${d}`}>
                    {d === 365 ? '一年' : `${d}天`}
                  </Button>
                ))}
              </HStack>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
