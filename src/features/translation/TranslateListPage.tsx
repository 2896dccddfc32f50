import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TTranslationTask } from '@common/api/translation';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { notify } from '@/lib/notify';
import { saveFile, translationListQueryOptions, TRANSLATION_API, useTranslationMutations } from './api';
import { NewTranslation } from './NewTranslation';

export const STATUS_LABELS: Record<TTranslationTask['status'], { label: string; palette: string }> = {
  PENDING: { label: '排队中', palette: 'gray' },
  RUNNING: { label: '翻译中', palette: 'blue' },
  FINISH: { label: '翻译完成', palette: 'green' },
  FAILURE: { label: '翻译失败', palette: 'red' },
};

/** /translateList (issue 11, item 4): new translation, then the list with search, status filter and actions. */
export function TranslateListPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const list = useQuery(
    translationListQueryOptions({ page, search: query || undefined, status: status || undefined }),
  );
  const m = useTranslationMutations();
  const [deleting, setDeleting] = useState<TTranslationTask | null>(null);

  const handleRename = async (task: TTranslationTask) => {
    const name = window.prompt('新的任务名称（最多60个字）', task.task_name)?.trim();
    if (!name) return;
    if (name.length > 60) return notify.warning('任务名称不能超过60个字');
    await m.rename.mutateAsync({ task_id: task.task_id, task_name: name });
    notify.success('修改成功');
  };

  return (
    <Stack gap="6" maxW="1200px" mx="auto" px={{ base: '4', md: '8' }} py="6">
      <HStack justify="space-between">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            法律翻译
          </Heading>
          <Text color="fg.muted">中英法律文件互译，术语表强制统一译法，数字、金额与日期逐段核对。</Text>
        </Stack>
        <Button asChild variant="outline" size="sm">
          <Link to="/termList">术语表</Link>
        </Button>
      </HStack>
      <NewTranslation
        onCreated={(taskId) => void navigate({ to: '/translate', search: { task_id: taskId } })}
      />
      <Stack gap="3">
        <HStack
          gap="3"
          as="form"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setQuery(search.trim());
          }}
        >
          <Input
            size="sm"
            w="260px"
            placeholder="搜索任务或文件名"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={100}
          />
          <NativeSelect.Root w="140px" size="sm">
            <NativeSelect.Field
              aria-label="状态"
              value={status}
              onChange={(e) => {
                setPage(1);
                setStatus(e.target.value);
              }}
            >
              <option value="">全部状态</option>
              {Object.entries(STATUS_LABELS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" type="submit">
            搜索
          </Button>
        </HStack>
        {!list.data ? (
          <Box py="12" textAlign="center" color={list.isError ? 'fg.error' : 'fg.muted'}>
            {list.isError ? list.error.message : '加载中…'}
          </Box>
        ) : list.data.items.length === 0 ? (
          <Box py="12" textAlign="center" color="fg.muted">
            执行过的历史任务将出现在这里
          </Box>
        ) : (
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>任务</Table.ColumnHeader>
                <Table.ColumnHeader>方向</Table.ColumnHeader>
                <Table.ColumnHeader>状态</Table.ColumnHeader>
                <Table.ColumnHeader>更新时间</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data?.items.map((task) => (
                <Table.Row key={task.task_id} data-task={task.task_id}>
                  <Table.Cell>
                    <Link to="/translate" search={{ task_id: task.task_id }}>
                      <Text fontWeight="medium">{task.task_name}</Text>
                    </Link>
                    <Text fontSize="xs" color="fg.muted">
                      {task.file_name} · {task.char_count.toLocaleString()} 字
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{task.source_lang === 'zh' ? '中 → 英' : '英 → 中'}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_LABELS[task.status].palette}>
                      {STATUS_LABELS[task.status].label}
                      {task.status === 'RUNNING' ? ` ${task.progress}%` : ''}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{new Date(task.updated_at).toLocaleString('zh-CN')}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justify="end" gap="1">
                      {task.status === 'FINISH' && (
                        <Button
                          size="xs"
                          variant="ghost"
                          onClick={() =>
                            void saveFile(
                              TRANSLATION_API('task/download'),
                              { method: 'POST', body: { task_id: task.task_id } },
                              `${task.task_name}.docx`,
                            ).catch((e: Error) => notify.error(e.message))
                          }
                        >
                          下载
                        </Button>
                      )}
                      {task.status === 'FAILURE' && (
                        <Button
                          size="xs"
                          variant="ghost"
                          onClick={() => void m.retry.mutateAsync(task.task_id).catch(() => {})}
                        >
                          重试
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => void handleRename(task).catch(() => {})}
                      >
                        重命名
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        disabled={task.status === 'RUNNING'}
                        onClick={() => setDeleting(task)}
                      >
                        删除
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {list.data && list.data.total_pages > 1 && (
          <HStack justify="center">
            <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              上一页
            </Button>
            <Text fontSize="sm">
              {page} / {list.data.total_pages}（共 {list.data.total_count} 条）
            </Text>
            <Button
              size="xs"
              variant="outline"
              disabled={page >= list.data.total_pages}
              onClick={() => setPage(page + 1)}
            >
              下一页
            </Button>
          </HStack>
        )}
      </Stack>
      {deleting && (
        <ConfirmDialog
          title="确认删除翻译任务？"
          confirmLabel="确认删除"
          loading={m.remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            if (!deleting) return;
            void m.remove
              .mutateAsync(deleting.task_id)
              .then(() => notify.success('删除成功！'))
              .catch(() => {})
              .finally(() => setDeleting(null));
          }}
        >
          删除后，该翻译任务和原文件将无法恢复。
        </ConfirmDialog>
      )}
    </Stack>
  );
}
