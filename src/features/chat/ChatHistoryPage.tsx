/** 历史记录 (/history): chats grouped 今天 / 昨天 / month-day / full date (spec §3); search, rename, delete. */
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { TASK_NAME_MAX } from '@common/limits';
import { groupByDay } from '@/features/document/history-groups';
import { notify } from '@/lib/notify';
import { deleteChat, fetchChats, renameChat } from './api';

export function ChatHistoryPage({ detailPath = '/chatDetail' }: { detailPath?: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['chat', 'history', page, search], queryFn: () => fetchChats(page, 20, search) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['chat'] });
  const groups = groupByDay(list.data?.items ?? [], (i) => new Date(i.updated_at));
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="4xl" mx="auto" data-testid="chat-history">
      <HStack justify="space-between" mb="4">
        <Heading size="lg">历史记录</Heading>
        <Input maxW="xs" size="sm" bg="white" placeholder="搜索对话" value={search} onChange={(e) => { setSearch(e.currentTarget.value); setPage(1); }} aria-label="搜索对话" />
      </HStack>
      {list.isSuccess && groups.length === 0 && <Text color="gray.500">执行过的历史任务将出现在这里</Text>}
      <Stack gap="5">
        {groups.map((g) => (
          <Stack key={g.label} gap="2">
            <Text fontSize="sm" color="gray.500" data-testid="history-group">
              {g.label}
            </Text>
            {g.items.map((item) => (
              <HStack key={item.chat_id} bg="white" borderWidth="1px" rounded="md" px="3" py="2" data-testid="chat-row">
                {editing?.id === item.chat_id ? (
                  <Input size="sm" maxLength={TASK_NAME_MAX} value={editing.title} onChange={(e) => setEditing({ id: item.chat_id, title: e.currentTarget.value })} aria-label="对话名称" />
                ) : (
                  <Stack gap="0" flex="1" minW="0">
                    <Link to={detailPath} search={{ chat_id: item.chat_id } as never}>
                      <Text fontWeight="medium" truncate>
                        {item.title}
                      </Text>
                    </Link>
                    <Text fontSize="xs" color="gray.500" truncate>
                      {item.last_message}
                    </Text>
                  </Stack>
                )}
                {editing?.id === item.chat_id ? (
                  <>
                    <Button size="xs" disabled={!editing.title.trim()} onClick={() => void renameChat(item.chat_id, editing.title.trim()).then(() => { setEditing(null); notify.success('修改成功'); return refresh(); })}>
                      保存
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
                      取消
                    </Button>
                  </>
                ) : (
                  <>
                    <Button size="xs" variant="ghost" onClick={() => setEditing({ id: item.chat_id, title: item.title })}>
                      重命名
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => {
                        if (window.confirm(`确定删除“${item.title}”吗？删除后无法恢复。`)) void deleteChat(item.chat_id).then(() => { notify.success('删除成功！'); return refresh(); });
                      }}
                    >
                      删除
                    </Button>
                  </>
                )}
              </HStack>
            ))}
          </Stack>
        ))}
      </Stack>
      {(list.data?.total_pages ?? 0) > 1 && (
        <HStack justify="center" mt="4">
          <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>
          <Text fontSize="sm">
            {page} / {list.data?.total_pages}
          </Text>
          <Button size="sm" disabled={page >= (list.data?.total_pages ?? 1)} onClick={() => setPage(page + 1)}>
            下一页
          </Button>
        </HStack>
      )}
    </Box>
  );
}
