/** 起草记录 (/draftHistory, /guidDraftHistory): the user's drafts, searched by title; rename, delete. */
import { Badge, Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { TASK_NAME_MAX } from '@common/limits';
import { notify } from '@/lib/notify';
import { deleteDraft, fetchDraftHistory, renameDraft } from './api';

const PAGE_SIZE = 10;

export function DraftHistoryPage({ detailPath = '/draftDetail' }: { detailPath?: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['draft', 'history', page, search], queryFn: () => fetchDraftHistory(page, PAGE_SIZE, search) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['draft', 'history'] });
  const items = list.data?.items ?? [];
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="4xl" mx="auto" data-testid="draft-history">
      <HStack justify="space-between" mb="4">
        <Heading size="lg">起草记录</Heading>
        <Input maxW="xs" size="sm" bg="white" placeholder="搜索文书名称" value={search} onChange={(e) => { setSearch(e.currentTarget.value); setPage(1); }} aria-label="搜索文书" />
      </HStack>
      {list.isSuccess && items.length === 0 && <Text color="gray.500">执行过的历史任务将出现在这里</Text>}
      <Stack gap="2">
        {items.map((item) => (
          <HStack key={item.task_id} bg="white" borderWidth="1px" rounded="md" px="3" py="2" data-testid="draft-row">
            {editing?.id === item.task_id ? (
              <Input size="sm" maxLength={TASK_NAME_MAX} value={editing.title} onChange={(e) => setEditing({ id: item.task_id, title: e.currentTarget.value })} aria-label="文书名称" />
            ) : (
              <Stack gap="0" flex="1" minW="0">
                <Link to={detailPath} search={{ task_id: item.task_id } as never}>
                  <Text fontWeight="medium" truncate>
                    {item.title}
                    {item.is_sample && <Badge ml="2">示例</Badge>}
                  </Text>
                </Link>
                <Text fontSize="xs" color="gray.500">
                  {item.template_name} · {new Date(item.updated_at).toLocaleString('zh-CN')}
                  {item.missing_count > 0 && ` · 待补充 ${item.missing_count} 项`}
                </Text>
              </Stack>
            )}
            {editing?.id === item.task_id ? (
              <>
                <Button size="xs" disabled={!editing.title.trim()} onClick={() => void renameDraft(item.task_id, editing.title.trim()).then(() => { setEditing(null); notify.success('修改成功'); return refresh(); })}>
                  保存
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
                  取消
                </Button>
              </>
            ) : (
              <>
                <Button size="xs" variant="ghost" onClick={() => setEditing({ id: item.task_id, title: item.title })}>
                  重命名
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => {
                    if (window.confirm(`确定删除“${item.title}”吗？删除后无法恢复。`)) void deleteDraft(item.task_id).then(() => { notify.success('删除成功！'); return refresh(); });
                  }}
                >
                  删除
                </Button>
              </>
            )}
          </HStack>
        ))}
      </Stack>
      {(list.data?.total_pages ?? 0) > 1 && (
        <HStack justify="center" mt="4">
          <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>
          <Text fontSize="sm">
            {page} / {list.data?.total_pages}（共 {list.data?.total_count} 条）
          </Text>
          <Button size="sm" disabled={page >= (list.data?.total_pages ?? 1)} onClick={() => setPage(page + 1)}>
            下一页
          </Button>
        </HStack>
      )}
    </Box>
  );
}
