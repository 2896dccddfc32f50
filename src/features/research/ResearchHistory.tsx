/** The research history beside the page (api.md legal/list): search, open, rename, delete. */
import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useAppStore } from '@/lib/store';
import { deleteResearch, fetchResearchList, renameResearch } from './api';

export const RESEARCH_LIST_KEY = ['research', 'list'] as const;

export function ResearchHistory({ currentId }: { currentId: string | null }) {
  const token = useAppStore((s) => s.token);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: [...RESEARCH_LIST_KEY, search], queryFn: () => fetchResearchList(1, 50, search.trim()), enabled: Boolean(token) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: RESEARCH_LIST_KEY });

  if (!token) return null;
  return (
    <Stack gap="2" w="64" flexShrink={0} aria-label="研究记录">
      <Text fontWeight="semibold" fontSize="sm">
        研究记录
      </Text>
      <Input size="sm" placeholder="搜索研究记录" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
      {list.data?.items.length === 0 && (
        <Text fontSize="xs" color="fg.muted">
          暂无记录
        </Text>
      )}
      {list.data?.items.map((item) => (
        <Box key={item.research_id} px="2" py="1.5" rounded="md" bg={item.research_id === currentId ? 'brand.subtle' : undefined} _hover={{ bg: 'bg.muted' }} data-testid="research-history-item">
          {editing?.id === item.research_id ? (
            <HStack gap="1">
              <Input size="xs" value={editing.title} maxLength={60} onChange={(e) => setEditing({ id: item.research_id, title: e.target.value })} aria-label="新名称" />
              <Button
                size="xs"
                onClick={() => {
                  const title = editing.title.trim();
                  if (!title) return void notify.warning('名称不能为空');
                  void renameResearch(item.research_id, title).then(() => {
                    setEditing(null);
                    void refresh();
                    void queryClient.invalidateQueries({ queryKey: ['research', 'info', item.research_id] });
                  });
                }}
              >
                保存
              </Button>
            </HStack>
          ) : (
            <HStack gap="1" justify="space-between">
              <Link to="/research/$id" params={{ id: item.research_id }} style={{ flex: 1, minWidth: 0 }}>
                <Text fontSize="sm" truncate title={item.title}>
                  {item.title}
                </Text>
              </Link>
              <IconButton size="2xs" variant="ghost" aria-label="重命名" onClick={() => setEditing({ id: item.research_id, title: item.title })}>
                ✎
              </IconButton>
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label="删除"
                onClick={() => {
                  if (!window.confirm('确定删除该研究记录吗？')) return;
                  void deleteResearch(item.research_id).then(() => {
                    notify.success('删除成功！');
                    void refresh();
                    if (item.research_id === currentId) void navigate({ to: '/research' });
                  });
                }}
              >
                ✕
              </IconButton>
            </HStack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
