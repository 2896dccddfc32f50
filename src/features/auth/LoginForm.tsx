import { Alert, Box, Button, Field, HStack, Input, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Code, Messages, REQUEST_ERROR_DIALOG_CODES } from '@common/codes';
import { type TEnvelope } from '@common/api/envelope';
import { type TLoginResult } from '@common/api/auth';
import { notify } from '@/lib/notify';
import { completeLogin } from './session-flow';
import { useCodeLoginMutation, usePasswordLoginMutation, useSendCodeMutation } from './queries';
import { useCountdown } from './useCountdown';

const CODE_RESEND_SECONDS = 60;
const PHONE_RE = /^1\d{10}$/;
const CODE_RE = /^\d{6}$/;

/** The message to show inline for a failed call, or null when another surface already shows it (dialog codes). */
function inlineError(env: TEnvelope<unknown> | null): string | null {
  if (!env) return Messages.networkError;
  if (REQUEST_ERROR_DIALOG_CODES.includes(env.code)) return null;
  return env.message || Messages.internal;
}

type TProps = {
  /** Runs after the session is stored and the user info fetched. */
  onSuccess: () => void;
  /** The tenant's login methods (base/config/info login_methods, set on /loginConfig); absent = both. */
  methods?: readonly ('code' | 'password')[];
};

/** 验证码登录 / 密码登录 (spec §4). Shared by the login dialog and the /grandalllogin page. */
export function LoginForm({ onSuccess, methods }: TProps) {
  const queryClient = useQueryClient();
  const offered = methods && methods.length > 0 ? methods : (['code', 'password'] as const);
  const [tab, setTab] = useState<'code' | 'password'>(offered[0]!);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string; account?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [remaining, startCountdown] = useCountdown();
  const sendCode = useSendCodeMutation();
  const codeLogin = useCodeLoginMutation();
  const passwordLogin = usePasswordLoginMutation();

  const finish = async (env: TEnvelope<TLoginResult> | null) => {
    if (env?.code === Code.OK) {
      await completeLogin(queryClient, env.data);
      notify.success('登录成功');
      onSuccess();
      return;
    }
    setFormError(inlineError(env));
  };

  const handleSendCode = async () => {
    setFormError(null);
    if (!PHONE_RE.test(phone)) {
      setErrors((e) => ({ ...e, phone: Messages.phoneInvalid }));
      return;
    }
    const env = await sendCode.mutateAsync(phone).catch(() => null);
    if (env?.code === Code.OK) {
      notify.success(Messages.codeSent);
      startCountdown(CODE_RESEND_SECONDS);
    } else setFormError(inlineError(env));
  };

  const handleCodeLogin = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const next = {
      phone: PHONE_RE.test(phone) ? undefined : Messages.phoneInvalid,
      code: CODE_RE.test(code) ? undefined : '请输入6位验证码',
    };
    setErrors(next);
    if (next.phone || next.code) return;
    await finish(await codeLogin.mutateAsync({ phone, code }).catch(() => null));
  };

  const handlePasswordLogin = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const next = {
      account: account.trim() ? undefined : '请输入手机号或账号',
      password: password ? undefined : '请输入密码',
    };
    setErrors(next);
    if (next.account || next.password) return;
    await finish(await passwordLogin.mutateAsync({ account: account.trim(), password }).catch(() => null));
  };

  return (
    <Stack gap="4">
      <Tabs.Root
        value={tab}
        onValueChange={(d) => {
          setTab(d.value as 'code' | 'password');
          setFormError(null);
          setErrors({});
        }}
        variant="line"
        fitted
      >
        <Tabs.List>
          {offered.includes('code') && <Tabs.Trigger value="code">验证码登录</Tabs.Trigger>}
          {offered.includes('password') && <Tabs.Trigger value="password">密码登录</Tabs.Trigger>}
        </Tabs.List>
        <Tabs.Content value="code" pt="5">
          <form onSubmit={(e) => void handleCodeLogin(e)} noValidate>
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.phone)}>
                <Field.Label>手机号</Field.Label>
                <Input
                  name="phone"
                  inputMode="numeric"
                  autoComplete="tel"
                  maxLength={11}
                  placeholder="请输入手机号"
                  value={phone}
                  onChange={(e) => {
                    setPhone(e.target.value.replace(/\D/g, ''));
                    setErrors((x) => ({ ...x, phone: undefined }));
                  }}
                />
                <Field.ErrorText>{errors.phone}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.code)}>
                <Field.Label>验证码</Field.Label>
                <HStack w="full" gap="2">
                  <Input
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    placeholder="6位验证码"
                    value={code}
                    onChange={(e) => {
                      setCode(e.target.value.replace(/\D/g, ''));
                      setErrors((x) => ({ ...x, code: undefined }));
                    }}
                  />
                  <Button
                    type="button"
                    variant="outline"
                    colorPalette="brand"
                    minW="28"
                    flexShrink={0}
                    disabled={remaining > 0}
                    loading={sendCode.isPending}
                    onClick={() => void handleSendCode()}
                  >
                    {remaining > 0 ? `${remaining}s 后重新获取` : '获取验证码'}
                  </Button>
                </HStack>
                <Field.ErrorText>{errors.code}</Field.ErrorText>
              </Field.Root>
              {formError && tab === 'code' && (
                <Alert.Root status="error" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>{formError}</Alert.Title>
                </Alert.Root>
              )}
              <Button type="submit" colorPalette="brand" size="lg" loading={codeLogin.isPending}>
                登录 / 注册
              </Button>
            </Stack>
          </form>
        </Tabs.Content>
        <Tabs.Content value="password" pt="5">
          <form onSubmit={(e) => void handlePasswordLogin(e)} noValidate>
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.account)}>
                <Field.Label>账号</Field.Label>
                <Input
                  name="account"
                  autoComplete="username"
                  placeholder="手机号或账号"
                  value={account}
                  onChange={(e) => {
                    setAccount(e.target.value);
                    setErrors((x) => ({ ...x, account: undefined }));
                  }}
                />
                <Field.ErrorText>{errors.account}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.password)}>
                <Field.Label>密码</Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  placeholder="请输入密码"
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    setErrors((x) => ({ ...x, password: undefined }));
                  }}
                />
                <Field.ErrorText>{errors.password}</Field.ErrorText>
              </Field.Root>
              {formError && tab === 'password' && (
                <Alert.Root status="error" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>{formError}</Alert.Title>
                </Alert.Root>
              )}
              <Button type="submit" colorPalette="brand" size="lg" loading={passwordLogin.isPending}>
                登录
              </Button>
            </Stack>
          </form>
        </Tabs.Content>
      </Tabs.Root>
      <Box>
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          未注册的手机号验证后将自动注册。登录即表示您已阅读并同意
          <Link href="/userAgree" target="_blank" rel="noopener" color="brand.fg" mx="0.5">
            《用户服务协议》
          </Link>
          和
          <Link href="/userPrivacy" target="_blank" rel="noopener" color="brand.fg" mx="0.5">
            《隐私政策》
          </Link>
        </Text>
      </Box>
    </Stack>
  );
}
