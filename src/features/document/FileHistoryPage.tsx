/** 文件问答记录 (/fileHistory, /guidFileHistory): conversations grouped 今天 / 昨天 / date (spec §3); rename, delete. */
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { TASK_NAME_MAX } from '@common/limits';
import { notify } from '@/lib/notify';
import { deleteQaTask, fetchQaHistory, renameQaTask } from './api';
import { groupByDay } from './history-groups';

export function FileHistoryPage({ detailPath = '/fileChatDetail' }: { detailPath?: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['document', 'history', page, search], queryFn: () => fetchQaHistory(page, 20, search) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['document', 'history'] });
  const groups = groupByDay(list.data?.items ?? [], (i) => new Date(i.updated_at));
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="4xl" mx="auto" data-testid="file-history">
      <HStack justify="space-between" mb="4">
        <Heading size="lg">文件问答记录</Heading>
        <Input maxW="xs" size="sm" placeholder="搜索对话" value={search} onChange={(e) => { setSearch(e.currentTarget.value); setPage(1); }} bg="white" />
      </HStack>
      {groups.length === 0 && <Text color="gray.500">执行过的历史任务将出现在这里</Text>}
      <Stack gap="5">
        {groups.map((g) => (
          <Stack key={g.label} gap="2">
            <Text fontSize="sm" color="gray.500">
              {g.label}
            </Text>
            {g.items.map((item) => (
              <HStack key={item.task_id} bg="white" borderWidth="1px" rounded="md" px="3" py="2">
                {editing?.id === item.task_id ? (
                  <Input size="sm" maxLength={TASK_NAME_MAX} value={editing.title} onChange={(e) => setEditing({ id: item.task_id, title: e.currentTarget.value })} />
                ) : (
                  <Stack gap="0" flex="1" minW="0">
                    <Link to={detailPath} search={{ task_id: item.task_id } as never}>
                      <Text fontWeight="medium" truncate>
                        {item.title}
                      </Text>
                    </Link>
                    <Text fontSize="xs" color="gray.500" truncate>
                      {item.file_names.join('、')}
                    </Text>
                  </Stack>
                )}
                {editing?.id === item.task_id ? (
                  <Button
                    size="xs"
                    disabled={!editing.title.trim()}
                    onClick={() =>
                      void renameQaTask(item.task_id, editing.title.trim()).then(() => {
                        setEditing(null);
                        notify.success('修改成功');
                        return refresh();
                      })
                    }
                  >
                    保存
                  </Button>
                ) : (
                  <Button size="xs" variant="ghost" onClick={() => setEditing({ id: item.task_id, title: item.title })}>
                    重命名
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => {
                    if (!window.confirm('删除后，该记录将无法恢复。')) return;
                    void deleteQaTask(item.task_id).then(() => {
                      notify.success('删除成功！');
                      return refresh();
                    });
                  }}
                >
                  删除
                </Button>
              </HStack>
            ))}
          </Stack>
        ))}
      </Stack>
      {(list.data?.total_pages ?? 1) > 1 && (
        <HStack justify="center" mt="4">
          <Button size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>
          <Text fontSize="sm">
            {page}/{list.data?.total_pages}
          </Text>
          <Button size="xs" disabled={page >= (list.data?.total_pages ?? 1)} onClick={() => setPage(page + 1)}>
            下一页
          </Button>
        </HStack>
      )}
    </Box>
  );
}
