/** A shared chat, research or file Q&A, read-only and without login (/sharepage, /sharepageNew, /shareFilePage). */
import { Alert, Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { CitationList } from '@/features/draft/CitationList';
import { fetchShare } from './api';
import { LazyMarkdown } from './LazyMarkdown';

export function SharedView() {
  const search = useSearch({ strict: false }) as { share_id?: string; id?: string };
  const shareId = search.share_id ?? search.id ?? '';
  // Always asked afresh and never kept on the visitor's device: a link revoked or expired a second ago must say so
  // on the next open, not show the persisted copy (the default 30 s staleTime and the IndexedDB cache would).
  const share = useQuery({ queryKey: ['share', shareId], enabled: Boolean(shareId), queryFn: () => fetchShare(shareId), retry: false, staleTime: 0, gcTime: 0, meta: { persist: false } });
  if (!shareId) return <Text m="8">分享链接不完整，请检查链接</Text>;
  if (share.isPending) return <Spinner m="8" />;
  const env = share.data;
  if (!env || env.code !== 200) {
    return (
      <Alert.Root status="warning" m="8" maxW="2xl" data-testid="share-unavailable">
        <Alert.Indicator />
        <Alert.Title>{env?.message || '分享内容暂时无法打开，请稍后重试'}</Alert.Title>
      </Alert.Root>
    );
  }
  const view = env.data;
  return (
    <Stack maxW="4xl" mx="auto" px="4" py="6" gap="4" data-testid="shared-view">
      <Heading size="lg">{view.title}</Heading>
      <Text fontSize="xs" color="gray.500">
        只读分享 · 有效期至 {new Date(view.expires_at).toLocaleDateString('zh-CN')} · AI 生成内容仅供参考，不构成正式法律意见
      </Text>
      {view.context.map((c) => (
        <Text key={c} fontSize="sm" color="gray.600">
          {c}
        </Text>
      ))}
      {view.messages.map((m, i) =>
        m.role === 'user' ? (
          <Box key={i} alignSelf="flex-end" maxW="80%" bg="blue.50" rounded="lg" px="4" py="2" whiteSpace="pre-wrap">
            {m.content}
          </Box>
        ) : (
          <Stack key={i} bg="white" borderWidth="1px" rounded="lg" px="4" py="3" gap="2">
            <LazyMarkdown text={m.content} />
            {m.citations.length > 0 && <CitationList citations={m.citations} />}
          </Stack>
        ),
      )}
    </Stack>
  );
}
