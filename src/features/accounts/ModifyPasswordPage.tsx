/**
 * 修改密码 (/modifyPassword, spec §2; a public path, so visitors get a login prompt). Current password, new, confirm;
 * the server stores the new one as argon2id and ends every other session of the account (decision 160), which
 * the page says after success. An account that signed up by SMS has no password yet: the current one stays empty.
 */
import { useState } from 'react';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Code } from '@common/codes';
import { AccountMessages } from '@common/api/accounts';
import { SAAS_BASE } from '@common/api/paths';
import { ApiError, apiData } from '@/lib/api-client';
import { useAppStore } from '@/lib/store';
import { openLoginDialog } from '@/features/auth/login-gate';
import { checkPasswordForm, PASSWORD_MAX, type TPasswordErrors, type TPasswordForm } from './password-rules';

const EMPTY: TPasswordForm = { current: '', next: '', confirm: '' };

export function ModifyPasswordPage() {
  const token = useAppStore((s) => s.token);
  const [form, setForm] = useState<TPasswordForm>(EMPTY);
  const [errors, setErrors] = useState<TPasswordErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (f: TPasswordForm) =>
      apiData(`${SAAS_BASE}/user/password`, { method: 'POST', body: { current_password: f.current, new_password: f.next }, silent: true }),
    onSuccess: () => {
      setDone(AccountMessages.passwordChanged);
      setForm(EMPTY);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === Code.PASSWORD_WRONG) setErrors({ current: err.message });
      else setErrors({ next: err instanceof ApiError ? err.message : '修改失败，请稍后重试' });
    },
  });

  const set = (key: keyof TPasswordForm) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: undefined }));
    setDone(null);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = checkPasswordForm(form);
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate(form);
  };

  return (
    <Box px={{ base: '4', md: '8' }} py="8" maxW="4xl">
      <Heading as="h1" size="xl" mb="6">
        修改密码
      </Heading>
      {!token ? (
        <Stack bg="white" borderWidth="1px" borderColor="border" rounded="xl" p="8" align="flex-start" gap="4">
          <Text color="fg.muted">登录后可修改账号密码。</Text>
          <Button colorPalette="brand" onClick={() => openLoginDialog()}>
            登录
          </Button>
        </Stack>
      ) : (
        <Box as="form" onSubmit={submit} bg="white" borderWidth="1px" borderColor="border" rounded="xl" p="8" maxW="lg">
          <Stack gap="5">
            <Field.Root invalid={Boolean(errors.current)}>
              <Field.Label>当前密码</Field.Label>
              <Input type="password" autoComplete="current-password" value={form.current} onChange={set('current')} maxLength={PASSWORD_MAX} />
              {errors.current ? <Field.ErrorText>{errors.current}</Field.ErrorText> : <Field.HelperText>通过验证码注册、尚未设置过密码的账号可留空。</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.next)}>
              <Field.Label>新密码</Field.Label>
              <Input type="password" autoComplete="new-password" value={form.next} onChange={set('next')} maxLength={PASSWORD_MAX} />
              {errors.next ? <Field.ErrorText>{errors.next}</Field.ErrorText> : <Field.HelperText>至少8位，不含空格。</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.confirm)}>
              <Field.Label>确认新密码</Field.Label>
              <Input type="password" autoComplete="new-password" value={form.confirm} onChange={set('confirm')} maxLength={PASSWORD_MAX} />
              {errors.confirm && <Field.ErrorText>{errors.confirm}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={change.isPending} alignSelf="flex-start">
              确认修改
            </Button>
            {done && (
              <Box bg="green.subtle" color="green.fg" rounded="md" px="4" py="3" role="status" data-testid="password-changed">
                {done}。当前页面的登录保持有效。
              </Box>
            )}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
