import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Dialog, Field, Input, Portal, Switch, Table, Text } from '@chakra-ui/react';
import type { TRole } from '@common/api/accounts';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSaveRoleMutation } from './queries';
import { ACTIONS, ALL_ACTIONS, GRID_RESOURCES, gridOf, permissionsOf, RESOURCE_LABELS, toggle, type TGrid } from './role-matrix';

/** New role (role null) or edit: name, the resource x action grid, default role switch. */
export function RoleEditorDialog({ role, onClose }: { role: TRole | null; onClose: () => void }) {
  const [name, setName] = useState(role?.name ?? '');
  const [grid, setGrid] = useState<TGrid>(() => gridOf(role?.permissions ?? []));
  const [isDefault, setIsDefault] = useState(role?.is_default ?? false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRoleMutation();
  const wildcard = grid['*'] ?? 0;

  const handleSave = () => {
    setError(null);
    if (!name.trim()) {
      setError('请输入角色名称');
      return;
    }
    // A grid with nothing ticked is sent as it is: the server refuses it (30404) and its message is shown.
    const permissions = permissionsOf(grid);
    save.mutate(
      { roleId: role?.role_id, input: { name: name.trim(), permissions, is_default: isDefault } },
      {
        onSuccess: () => {
          notify.success(role ? '角色已保存' : '角色已创建');
          onClose();
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : '保存失败，请稍后重试'),
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="720px" data-testid="role-editor">
            <Dialog.Header>
              <Dialog.Title>{role ? `编辑角色「${role.name}」` : '新建角色'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required mb="4">
                <Field.Label>角色名称</Field.Label>
                <Input name="role-name" maxLength={30} value={name} placeholder="如：实习律师" onChange={(e) => setName(e.target.value)} />
              </Field.Root>
              <Text fontSize="sm" fontWeight="medium" mb="2">
                功能权限
              </Text>
              <Box borderWidth="1px" borderColor="border" rounded="md" overflow="hidden">
                <Table.Root size="sm" data-testid="permission-grid">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>功能</Table.ColumnHeader>
                      {ACTIONS.map((a) => (
                        <Table.ColumnHeader key={a.bit} textAlign="center">
                          {a.label}
                        </Table.ColumnHeader>
                      ))}
                      <Table.ColumnHeader textAlign="center">全部</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {GRID_RESOURCES.map((r) => {
                      const value = grid[r] ?? 0;
                      // A module row below a granted wildcard adds nothing the wildcard does not already give.
                      const coveredByWildcard = r !== '*' && (value | wildcard) === wildcard && wildcard > 0;
                      const label = RESOURCE_LABELS[r] ?? r;
                      return (
                        <Table.Row key={r} data-resource={r} bg={r === '*' ? 'purple.50' : undefined}>
                          <Table.Cell>
                            <Text fontWeight={r === '*' ? 'semibold' : 'normal'}>{label}</Text>
                            {r === '*' && (
                              <Text fontSize="xs" color="fg.muted">
                                通配：对所有功能生效
                              </Text>
                            )}
                          </Table.Cell>
                          {ACTIONS.map((a) => (
                            <Table.Cell key={a.bit} textAlign="center">
                              <Checkbox.Root
                                size="sm"
                                colorPalette="brand"
                                checked={Boolean(value & a.bit) || (r !== '*' && Boolean(wildcard & a.bit))}
                                disabled={r !== '*' && Boolean(wildcard & a.bit)}
                                onCheckedChange={(e) => setGrid((g) => toggle(g, r, a.bit, e.checked === true))}
                              >
                                <Checkbox.HiddenInput aria-label={`${label}-${a.label}`} />
                                <Checkbox.Control />
                              </Checkbox.Root>
                            </Table.Cell>
                          ))}
                          <Table.Cell textAlign="center">
                            <Checkbox.Root
                              size="sm"
                              colorPalette="brand"
                              checked={value === ALL_ACTIONS || coveredByWildcard && wildcard === ALL_ACTIONS}
                              disabled={r !== '*' && wildcard === ALL_ACTIONS}
                              onCheckedChange={(e) => setGrid((g) => ({ ...g, [r]: e.checked === true ? ALL_ACTIONS : 0 }))}
                            >
                              <Checkbox.HiddenInput aria-label={`${label}-全部`} />
                              <Checkbox.Control />
                            </Checkbox.Root>
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Switch.Root mt="4" colorPalette="brand" checked={isDefault} onCheckedChange={(e) => setIsDefault(e.checked)}>
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>设为默认角色（未分配角色的成员使用此角色）</Switch.Label>
              </Switch.Root>
              {error && (
                <Alert.Root status="error" size="sm" mt="4" data-testid="role-error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                取消
              </Button>
              <Button colorPalette="brand" loading={save.isPending} onClick={handleSave}>
                保存
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
