import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Dialog, HStack, Input, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMember, TRole } from '@common/api/accounts';
import { SAAS_BASE } from '@common/api/paths';
import { apiData, ApiError } from '@/lib/api-client';
import { useAppStore } from '@/lib/store';
import { adminKeys, membersQueryOptions, useAssignRolesMutation } from './queries';

type TTarget = { kind: 'admin' } | { kind: 'role'; role: TRole };

/**
 * Who has a role (or the built-in 企业管理员 flag): tick to give it, untick to take it away; each change is saved at
 * once. The server refuses an admin taking their own admin right away (30403) and the dialog shows its message.
 */
export function AssignMembersDialog({ target, onClose }: { target: TTarget; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const me = useAppStore((s) => s.userId);
  const members = useQuery(membersQueryOptions(search.trim()));
  const assign = useAssignRolesMutation();
  const qc = useQueryClient();
  const setAdmin = useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      apiData<TMember>(`${SAAS_BASE}/manage/users/${userId}`, { method: 'PUT', body: { is_admin: isAdmin }, silent: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: [...adminKeys.all, 'members'] }),
  });
  const title = target.kind === 'admin' ? '企业管理员' : target.role.name;

  const has = (m: TMember) => (target.kind === 'admin' ? m.is_admin : m.role_ids.includes(target.role.role_id));
  const handleToggle = (m: TMember, on: boolean) => {
    setError(null);
    const onError = (e: unknown) => setError(e instanceof ApiError ? e.message : '保存失败，请稍后重试');
    if (target.kind === 'admin') {
      setAdmin.mutate({ userId: m.user_id, isAdmin: on }, { onError });
      return;
    }
    const roleIds = on ? [...new Set([...m.role_ids, target.role.role_id])] : m.role_ids.filter((id) => id !== target.role.role_id);
    assign.mutate({ userId: m.user_id, roleIds }, { onError });
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="640px" data-testid="assign-dialog">
            <Dialog.Header>
              <Dialog.Title>分配成员：{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Input size="sm" placeholder="搜索手机号或姓名" value={search} onChange={(e) => setSearch(e.target.value)} />
                {error && (
                  <Alert.Root status="error" size="sm" data-testid="assign-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
                <Table.Root size="sm" variant="outline">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader w="16">{title}</Table.ColumnHeader>
                      <Table.ColumnHeader>姓名</Table.ColumnHeader>
                      <Table.ColumnHeader>手机号</Table.ColumnHeader>
                      <Table.ColumnHeader>状态</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {(members.data?.items ?? []).map((m) => (
                      <Table.Row key={m.user_id} data-testid="assign-row" data-phone={m.phone ?? ''}>
                        <Table.Cell>
                          <Checkbox.Root size="sm" colorPalette="brand" checked={has(m)} onCheckedChange={(e) => handleToggle(m, e.checked === true)}>
                            <Checkbox.HiddenInput aria-label={`${m.name}-${title}`} />
                            <Checkbox.Control />
                          </Checkbox.Root>
                        </Table.Cell>
                        <Table.Cell>
                          <HStack gap="1.5">
                            <Text>{m.name}</Text>
                            {m.user_id === me && <Badge size="sm">我</Badge>}
                          </HStack>
                        </Table.Cell>
                        <Table.Cell>{m.phone ?? '—'}</Table.Cell>
                        <Table.Cell>{m.disabled ? <Badge colorPalette="red">已停用</Badge> : <Badge colorPalette="green">正常</Badge>}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                {members.data && members.data.total_count > members.data.items.length && (
                  <Text fontSize="xs" color="fg.muted">
                    共 {members.data.total_count} 人，仅显示前 {members.data.items.length} 人，请用搜索查找其他成员。
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                完成
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
