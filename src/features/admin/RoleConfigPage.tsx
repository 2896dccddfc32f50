/**
 * 角色管理 (/roleConfig, issue 12): the tenant's roles with their resource x action permissions (wildcard row 全部功能),
 * create / edit / delete, the default role for members without one, and who has which role (plus the built-in
 * 企业管理员 flag). The server refuses a role that grants nothing and an admin removing their own admin right; the
 * page shows those refusals in the server's words.
 */
import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TRole } from '@common/api/accounts';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { notify } from '@/lib/notify';
import { PageLoading } from '@/components/PageLoading';
import { AssignMembersDialog } from './AssignMembersDialog';
import { RoleEditorDialog } from './RoleEditorDialog';
import { rolesQueryOptions, useDeleteRoleMutation } from './queries';
import { describePermission, RESOURCE_LABELS } from './role-matrix';
import { AuditLogSection } from './AuditLogSection';

type TEditing = { role: TRole | null } | null;
/** 'admin' = the built-in 企业管理员 flag; otherwise a role id. */
type TAssigning = { kind: 'admin' } | { kind: 'role'; role: TRole } | null;

export function RoleConfigPage() {
  const roles = useQuery(rolesQueryOptions());
  const [editing, setEditing] = useState<TEditing>(null);
  const [assigning, setAssigning] = useState<TAssigning>(null);
  const [deleting, setDeleting] = useState<TRole | null>(null);
  const remove = useDeleteRoleMutation();

  if (!roles.data) return <PageLoading />;
  const items = roles.data.items;

  return (
    <Stack gap="6" px="8" py="6" maxW="6xl" data-testid="role-config">
      <HStack justify="space-between" align="flex-start">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            角色管理
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            角色决定成员能使用哪些功能（查看、新建、修改、删除）。没有角色的成员使用默认角色；本企业尚未设置任何角色时，成员可使用全部功能。修改后成员的下一次操作即按新权限执行。
          </Text>
        </Stack>
        <Button colorPalette="brand" onClick={() => setEditing({ role: null })} flexShrink={0}>
          新建角色
        </Button>
      </HStack>

      <Table.Root size="sm" variant="outline" bg="white" data-testid="roles-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="40">角色</Table.ColumnHeader>
            <Table.ColumnHeader>权限</Table.ColumnHeader>
            <Table.ColumnHeader w="20">成员数</Table.ColumnHeader>
            <Table.ColumnHeader w="56">操作</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row data-testid="role-row-admin">
            <Table.Cell>
              <HStack gap="2">
                <Text fontWeight="medium">企业管理员</Text>
                <Badge colorPalette="blue">内置</Badge>
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <Text fontSize="sm">全部功能与企业管理（成员、角色、登录页、企业信息、数据看板）</Text>
            </Table.Cell>
            <Table.Cell>—</Table.Cell>
            <Table.Cell>
              <Button size="xs" variant="outline" onClick={() => setAssigning({ kind: 'admin' })}>
                分配成员
              </Button>
            </Table.Cell>
          </Table.Row>
          {items.map((r) => (
            <Table.Row key={r.role_id} data-testid="role-row">
              <Table.Cell>
                <HStack gap="2">
                  <Text fontWeight="medium">{r.name}</Text>
                  {r.is_default && <Badge colorPalette="green">默认</Badge>}
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="1.5">
                  {r.permissions.map((p) => (
                    <Badge key={p.resource} variant="subtle" colorPalette={p.resource === '*' ? 'purple' : 'gray'}>
                      {describePermission(p, RESOURCE_LABELS)}
                    </Badge>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell>{r.member_count}</Table.Cell>
              <Table.Cell>
                <HStack gap="1.5">
                  <Button size="xs" variant="outline" onClick={() => setEditing({ role: r })}>
                    编辑
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => setAssigning({ kind: 'role', role: r })}>
                    分配成员
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(r)}>
                    删除
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {items.length === 0 && (
        <Box bg="white" borderWidth="1px" borderColor="border" rounded="md" px="6" py="8" textAlign="center" color="fg.muted" fontSize="sm">
          还没有自定义角色：目前本企业所有成员都可使用全部功能。新建一个角色并设为默认，即可限制成员的功能范围。
        </Box>
      )}

      <AuditLogSection />

      {editing && <RoleEditorDialog role={editing.role} onClose={() => setEditing(null)} />}
      {assigning && (
        <AssignMembersDialog
          target={assigning.kind === 'admin' ? { kind: 'admin' } : { kind: 'role', role: assigning.role }}
          onClose={() => setAssigning(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`删除角色「${deleting.name}」？`}
          confirmLabel="确认删除"
          loading={remove.isPending}
          testId="role-delete-dialog"
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.role_id, {
              onSuccess: () => {
                notify.success('角色已删除');
                setDeleting(null);
              },
            })
          }
        >
          <Text fontSize="sm">
            {deleting.member_count > 0
              ? `该角色下的 ${deleting.member_count} 名成员将改用默认角色（没有默认角色时可使用全部功能）。`
              : '删除后无法恢复。'}
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
