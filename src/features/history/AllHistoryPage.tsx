import { Badge, Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HISTORY_MODULE_LABELS, HISTORY_MODULES, type THistoryItem, type THistoryModule } from '@common/api/history';
import { TASK_NAME_MAX } from '@common/limits';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { groupByDay } from '@/features/document/history-groups';
import { LoginToView } from '@/features/home/guide/LoginToView';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { getDb } from '@/lib/offline/db';
import { removeHistory, renameHistory } from '@/lib/offline/history-cache';
import { useAppStore } from '@/lib/store';
import { assistantPath, MODULE_ACTIONS, type TPathFor } from './module-actions';
import { allHistoryKeys, useAllHistory } from './useAllHistory';

const STATUS_PALETTE: Record<string, string> = {
  PENDING: 'gray',
  RUNNING: 'blue',
  FINISH: 'green',
  FAILURE: 'red',
};

/** A network error says so; a module's refusal (20040 a running review…) carries its own Chinese message. */
function failureText(err: unknown): string {
  if (err instanceof ApiError && err.isNetwork) return '网络不可用，请联网后重试';
  return err instanceof Error && err.message ? err.message : '操作失败，请稍后重试';
}

/**
 * /allHistory and /guidHistory (issue 13 item 3): every module's tasks in one list, by day, with module filter and
 * search; open, rename and delete through each module's own calls. Lists from the offline history first (instantly,
 * offline too) and from the server once it answers.
 */
export function AllHistoryPage({ pathFor = assistantPath }: { pathFor?: TPathFor }) {
  const token = useAppStore((s) => s.token);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [module, setModule] = useState<THistoryModule | undefined>();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<string | undefined>();
  const [editing, setEditing] = useState<{ item: THistoryItem; title: string } | null>(null);
  const [deleting, setDeleting] = useState<THistoryItem | null>(null);
  const [busy, setBusy] = useState(false);
  const view = useAllHistory({ page, module, search: query }, Boolean(token));
  const groups = groupByDay(view.items, (i) => new Date(i.updated_at));

  const refresh = (m: THistoryModule) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: allHistoryKeys.all }), queryClient.invalidateQueries({ queryKey: [m] })]);

  const saveName = async () => {
    if (!editing) return;
    const title = editing.title.trim();
    const rename = MODULE_ACTIONS[editing.item.module].rename;
    if (!title || !rename) return;
    setBusy(true);
    try {
      await rename(editing.item.task_id, title);
      await renameHistory(getDb(), editing.item.module, editing.item.task_id, title);
      setEditing(null);
      notify.success('修改成功');
      await refresh(editing.item.module);
    } catch (err) {
      notify.error(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await MODULE_ACTIONS[deleting.module].remove(deleting.task_id);
      await removeHistory(getDb(), deleting.module, deleting.task_id);
      setDeleting(null);
      notify.success('删除成功！');
      await refresh(deleting.module);
    } catch (err) {
      notify.error(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  // Partner deployments open this page without a session (spec §2): nothing to list until the user logs in.
  if (!token) return <LoginToView title="全部任务" text="登录后查看合同审查、法律研究、文件问答等模块的历史任务。" />;

  return (
    // Padded like the module history pages: without it the heading sat right under the header.
    <Stack gap="5" maxW="1000px" mx="auto" px={{ base: '4', md: '8' }} py="6" data-testid="all-history">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          全部任务
        </Heading>
        <Text color="fg.muted">合同审查、法律研究、文件问答、简易尽调、文书起草、AI对话与法律翻译的历史任务。</Text>
      </Stack>
      <HStack gap="2" as="form" onSubmit={(e) => (e.preventDefault(), setPage(1), setQuery(search.trim() || undefined))}>
        <NativeSelect.Root w="150px" size="sm">
          <NativeSelect.Field
            aria-label="模块"
            value={module ?? ''}
            onChange={(e) => (setPage(1), setModule((e.target.value || undefined) as THistoryModule | undefined))}
          >
            <option value="">全部模块</option>
            {HISTORY_MODULES.map((m) => (
              <option key={m} value={m}>
                {HISTORY_MODULE_LABELS[m]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input size="sm" w="260px" bg="white" placeholder="搜索任务名称" aria-label="搜索任务名称" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
        <Button size="sm" type="submit">
          搜索
        </Button>
      </HStack>
      {view.fromCache && view.error && (
        <Text fontSize="sm" color="fg.muted" data-testid="all-history-cached">
          {view.error instanceof ApiError && view.error.isNetwork ? '网络不可用，以下为本机保存的历史任务' : view.error.message}
        </Text>
      )}
      {view.ready && view.items.length === 0 && (
        <Box py="16" textAlign="center" color="fg.muted">
          执行过的历史任务将出现在这里
        </Box>
      )}
      {groups.map((group) => (
        <Stack key={group.label} gap="2">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted" data-testid="history-group">
            {group.label}
          </Text>
          {group.items.map((item) => {
            const renaming = editing?.item.module === item.module && editing.item.task_id === item.task_id;
            const canRename = Boolean(MODULE_ACTIONS[item.module].rename);
            return (
              <HStack
                key={`${item.module}-${item.task_id}`}
                justify="space-between"
                gap="3"
                p="3"
                bg="white"
                borderWidth="1px"
                borderColor="border"
                rounded="lg"
                _hover={{ borderColor: 'brand.300' }}
                data-history={item.module}
                data-testid="history-row"
              >
                <HStack gap="3" minW="0" flex="1">
                  <Badge variant="outline" flexShrink={0}>
                    {HISTORY_MODULE_LABELS[item.module]}
                  </Badge>
                  {renaming ? (
                    <Input
                      size="sm"
                      autoFocus
                      maxLength={TASK_NAME_MAX}
                      value={editing.title}
                      aria-label="任务名称"
                      onChange={(e) => setEditing({ item, title: e.currentTarget.value })}
                      onKeyDown={(e) => e.key === 'Enter' && void saveName()}
                    />
                  ) : (
                    <Text asChild fontWeight="medium" truncate _hover={{ color: 'brand.600' }}>
                      <a href={pathFor(item)}>{item.title}</a>
                    </Text>
                  )}
                </HStack>
                <HStack gap="2" flexShrink={0}>
                  {renaming ? (
                    <>
                      <Button size="xs" loading={busy} disabled={!editing.title.trim()} onClick={() => void saveName()}>
                        保存
                      </Button>
                      <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
                        取消
                      </Button>
                    </>
                  ) : (
                    <>
                      <Badge colorPalette={STATUS_PALETTE[item.status] ?? 'gray'}>{item.status_label}</Badge>
                      <Text fontSize="xs" color="fg.muted" w="10">
                        {new Date(item.updated_at).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' })}
                      </Text>
                      {canRename && (
                        <Button size="xs" variant="ghost" onClick={() => setEditing({ item, title: item.title })}>
                          重命名
                        </Button>
                      )}
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(item)}>
                        删除
                      </Button>
                    </>
                  )}
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      ))}
      {view.totalPages > 1 && (
        <HStack justify="center">
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>
          <Text fontSize="sm">
            {page} / {view.totalPages}（共 {view.totalCount} 条）
          </Text>
          <Button size="xs" variant="outline" disabled={page >= view.totalPages} onClick={() => setPage(page + 1)}>
            下一页
          </Button>
        </HStack>
      )}
      {deleting && (
        <ConfirmDialog
          title="确认删除该任务？"
          confirmLabel="确认删除"
          loading={busy}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
          testId="history-delete-dialog"
        >
          删除后，“{deleting.title}”（{HISTORY_MODULE_LABELS[deleting.module]}）将无法恢复。
        </ConfirmDialog>
      )}
    </Stack>
  );
}
