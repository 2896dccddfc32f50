/**
 * 成员管理 (issue 12 item 2): list and search the tenant's members, add, edit (name, phone, roles), disable/enable
 * (the server ends a disabled member's sessions at once), delete after a confirmation, and import from the .xlsx
 * template with row-level errors.
 */
import { useState } from 'react';
import { Badge, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TMember } from '@common/api/accounts';
import { SAAS_BASE } from '@common/api/paths';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { rolesQueryOptions } from '@/features/admin/queries';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAppStore } from '@/lib/store';
import { MemberEditorDialog } from './MemberEditorDialog';
import { MemberImportDialog } from './MemberImportDialog';
import { memberPageQueryOptions, useDeleteMemberMutation, useToggleMemberMutation } from './member-queries';

export function MemberManagementPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // null: closed; 'new': 新增成员; a member: 编辑.
  const [editing, setEditing] = useState<TMember | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TMember | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useQuery(memberPageQueryOptions(page, search));
  const roles = useQuery(rolesQueryOptions());
  const roleName = new Map((roles.data?.items ?? []).map((r) => [r.role_id, r.name]));
  const toggle = useToggleMemberMutation();
  const remove = useDeleteMemberMutation();
  const me = useAppStore((s) => s.userId);

  return (
    <Stack gap="4" p="6">
      <HStack gap="3" wrap="wrap">
        <Input size="sm" maxW="64" placeholder="搜索手机号或姓名" value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} />
        <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
          新增成员
        </Button>
        <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
          批量导入
        </Button>
        <Button size="sm" variant="outline" asChild>
          <a href={`${SAAS_BASE}/manage/users/template`}>下载导入模板</a>
        </Button>
      </HStack>
      <Table.Root size="sm" variant="outline" data-testid="members-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>姓名</Table.ColumnHeader>
            <Table.ColumnHeader>手机号</Table.ColumnHeader>
            <Table.ColumnHeader>身份</Table.ColumnHeader>
            <Table.ColumnHeader>角色</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>操作</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(list.data?.items ?? []).map((m) => (
            <Table.Row key={m.user_id} data-testid="member-row" data-phone={m.phone ?? ''}>
              <Table.Cell>{m.name}</Table.Cell>
              <Table.Cell>{m.phone ?? '—'}</Table.Cell>
              <Table.Cell>{m.is_admin ? <Badge colorPalette="blue">管理员</Badge> : '成员'}</Table.Cell>
              <Table.Cell>{m.role_ids.map((id) => roleName.get(id)).filter(Boolean).join('、') || '—'}</Table.Cell>
              <Table.Cell>{m.disabled ? <Badge colorPalette="red">已停用</Badge> : <Badge colorPalette="green">正常</Badge>}</Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <Button size="xs" variant="outline" onClick={() => setEditing(m)}>
                    编辑
                  </Button>
                  {/* The server refuses disabling or deleting oneself; the buttons are not offered for one's own row. */}
                  {m.user_id !== me && (
                    <>
                      <Button size="xs" variant="outline" loading={toggle.isPending && toggle.variables?.user_id === m.user_id} onClick={() => toggle.mutate(m)}>
                        {m.disabled ? '启用' : '停用'}
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(m)}>
                        删除
                      </Button>
                    </>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
          {list.isSuccess && list.data.items.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={6}>
                <Text fontSize="sm" color="fg.muted" textAlign="center" py="4">
                  暂无成员
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
      <HStack gap="2">
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>上一页</Button>
        <Text fontSize="sm">共 {list.data?.total_count ?? 0} 人 · 第 {page} / {Math.max(1, list.data?.total_pages ?? 1)} 页</Text>
        <Button size="xs" variant="outline" disabled={page >= (list.data?.total_pages ?? 1)} onClick={() => setPage(page + 1)}>下一页</Button>
      </HStack>
      {editing && <MemberEditorDialog member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {importing && <MemberImportDialog onClose={() => setImporting(false)} />}
      {deleting && (
        <ConfirmDialog
          title={`删除成员「${deleting.name}」？`}
          confirmLabel="确认删除"
          loading={remove.isPending}
          testId="member-delete-dialog"
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.user_id, {
              onSuccess: () => {
                notify.success('成员已删除');
                setDeleting(null);
              },
              onError: (e) => notify.error(e instanceof ApiError ? e.message : '删除失败，请稍后重试'),
            })
          }
        >
          <Text fontSize="sm">删除后该成员将无法登录，其登录状态立即失效。</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
