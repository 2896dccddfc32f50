/** 成员管理: list and search the tenant's members, disable/enable (sessions end at once), template download. */
import { useState } from 'react';
import { Badge, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMember } from '@common/api/accounts';
import { SAAS_BASE } from '@common/api/paths';
import { apiData } from '@/lib/api-client';

type TPage = { items: TMember[]; total_count: number; total_pages: number };

export function MemberManagementPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: ['accounts', 'members', page, search],
    queryFn: ({ signal }) => apiData<TPage>(`${SAAS_BASE}/manage/users`, { signal, query: { page, page_size: 20, search: search || undefined } }),
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
  const toggle = useMutation({
    mutationFn: (m: TMember) => apiData(`${SAAS_BASE}/manage/users/${m.user_id}`, { method: 'PUT', body: { disabled: !m.disabled } }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['accounts', 'members'] }),
  });
  return (
    <Stack gap="4" p="6">
      <HStack gap="3">
        <Input size="sm" maxW="64" placeholder="搜索手机号或姓名" value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} />
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
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>操作</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(list.data?.items ?? []).map((m) => (
            <Table.Row key={m.user_id}>
              <Table.Cell>{m.name}</Table.Cell>
              <Table.Cell>{m.phone ?? '—'}</Table.Cell>
              <Table.Cell>{m.is_admin ? <Badge colorPalette="blue">管理员</Badge> : '成员'}</Table.Cell>
              <Table.Cell>{m.disabled ? <Badge colorPalette="red">已停用</Badge> : <Badge colorPalette="green">正常</Badge>}</Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" loading={toggle.isPending && toggle.variables?.user_id === m.user_id} onClick={() => toggle.mutate(m)}>
                  {m.disabled ? '启用' : '停用'}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack gap="2">
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>上一页</Button>
        <Text fontSize="sm">共 {list.data?.total_count ?? 0} 人 · 第 {page} / {Math.max(1, list.data?.total_pages ?? 1)} 页</Text>
        <Button size="xs" variant="outline" disabled={page >= (list.data?.total_pages ?? 1)} onClick={() => setPage(page + 1)}>下一页</Button>
      </HStack>
    </Stack>
  );
}
