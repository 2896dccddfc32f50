import { useState } from 'react';
import { Alert, Button, Checkbox, Dialog, Field, Input, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TMember } from '@common/api/accounts';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { rolesQueryOptions } from '@/features/admin/queries';
import { useSaveMemberMutation } from './member-queries';

/** 新增成员 (member null) or 编辑成员: name, phone and roles; the server's refusal (seats, phone taken...) is shown as it says it. */
export function MemberEditorDialog({ member, onClose }: { member: TMember | null; onClose: () => void }) {
  const [name, setName] = useState(member?.name ?? '');
  const [phone, setPhone] = useState(member?.phone ?? '');
  const [roleIds, setRoleIds] = useState<string[]>(member?.role_ids ?? []);
  const [error, setError] = useState<string | null>(null);
  // Fresh on every opening: a role just made on 角色管理 (another tab) must be offered here.
  const roles = useQuery({ ...rolesQueryOptions(), refetchOnMount: 'always' });
  const save = useSaveMemberMutation();

  const handleSave = () => {
    setError(null);
    if (!name.trim()) return setError('请输入姓名');
    // A member who signed up with an account name has no phone: editing them must not require one.
    const phoneRequired = !member || member.phone !== null;
    if ((phoneRequired || phone.trim()) && !/^1\d{10}$/.test(phone.trim())) return setError('请输入11位手机号');
    save.mutate(
      { userId: member?.user_id, input: { name: name.trim(), phone: phone.trim() || undefined, role_ids: roleIds } },
      {
        onSuccess: () => {
          notify.success(member ? '成员已保存' : '成员已添加');
          onClose();
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : '保存失败，请稍后重试'),
      },
    );
  };

  const toggleRole = (id: string, on: boolean) => setRoleIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="480px" data-testid="member-editor">
            <Dialog.Header>
              <Dialog.Title>{member ? `编辑成员「${member.name}」` : '新增成员'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root required>
                  <Field.Label>姓名</Field.Label>
                  <Input name="member-name" maxLength={30} value={name} placeholder="请输入姓名" onChange={(e) => setName(e.target.value)} />
                </Field.Root>
                <Field.Root required={!member || member.phone !== null}>
                  <Field.Label>手机号</Field.Label>
                  <Input name="member-phone" inputMode="numeric" maxLength={11} value={phone} placeholder="请输入手机号" onChange={(e) => setPhone(e.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>角色</Field.Label>
                  {(roles.data?.items ?? []).length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      暂无角色，可在角色管理中新建
                    </Text>
                  ) : (
                    <Wrap gap="3">
                      {(roles.data?.items ?? []).map((r) => (
                        <Checkbox.Root key={r.role_id} size="sm" colorPalette="brand" checked={roleIds.includes(r.role_id)} onCheckedChange={(e) => toggleRole(r.role_id, e.checked === true)}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{r.name}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Wrap>
                  )}
                </Field.Root>
                {error && (
                  <Alert.Root status="error" size="sm" data-testid="member-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
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
