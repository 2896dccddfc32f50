/**
 * 登录页配置 (/loginConfig, issue 12): the tenant's login dialog / page — logo (PNG, JPEG or WebP up to 200 KB, served
 * from this server), the text under the title, and which login methods it offers (at least one). A live preview
 * shows what a visitor will see; saving applies it to this tenant's login dialog and /grandalllogin at once, and the
 * server refuses a switched-off method.
 */
import { useState, type ChangeEvent } from 'react';
import { Alert, Badge, Box, Button, Checkbox, Field, Heading, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { AdminMessages, LOGIN_LOGO_MAX_BYTES, LOGIN_METHOD_NAMES, LOGIN_METHODS, LOGIN_TOP_TEXT_MAX, type TLoginConfig, type TLoginMethod } from '@common/api/admin';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { PageLoading } from '@/components/PageLoading';
import { loginConfigQueryOptions, useSaveLoginConfigMutation } from './queries';

const DEFAULT_TOP_TEXT = '登录后即可使用合同审查、法律研究、文书起草等全部功能';
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function LoginConfigPage() {
  const config = useQuery(loginConfigQueryOptions());
  if (!config.data) return <PageLoading />;
  // Not keyed on the data: a remount while saving would drop the success message; the form keeps what was saved.
  return <LoginConfigForm saved={config.data} />;
}

function LoginConfigForm({ saved }: { saved: TLoginConfig }) {
  const save = useSaveLoginConfigMutation();
  const [topText, setTopText] = useState(saved.top_text);
  const [methods, setMethods] = useState<TLoginMethod[]>(saved.methods);
  /** undefined: keep the saved logo; '': remove it; data URL: a new one. */
  const [logoData, setLogoData] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  const shownLogo = logoData === undefined ? saved.logo : logoData;

  const handleLogo = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    // Checked here for a quick answer; the server checks the bytes themselves.
    if (!LOGO_TYPES.includes(file.type) || file.size > LOGIN_LOGO_MAX_BYTES) {
      setError(AdminMessages.logoInvalid);
      return;
    }
    setLogoData(await readAsDataUrl(file));
  };

  const handleSave = () => {
    setError(null);
    save.mutate(
      { top_text: topText.trim(), methods, ...(logoData !== undefined ? { logo_data: logoData } : {}) },
      {
        onSuccess: () => {
          notify.success('登录页配置已保存，访客下次打开登录框即可看到');
          // The saved logo is now the server's URL (saved.logo after the refetch).
          setLogoData(undefined);
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : '保存失败，请稍后重试'),
      },
    );
  };

  return (
    <Stack gap="6" px="8" py="6" maxW="6xl" data-testid="login-config">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          登录页配置
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          设置本企业站点的登录框：图标、标题下方的文字，以及开放的登录方式。关闭的登录方式将不再显示，服务器也会拒绝该方式登录。
        </Text>
      </Stack>
      <HStack align="flex-start" gap="8" flexWrap="wrap">
        <Stack gap="5" flex="1" minW="340px" bg="white" borderWidth="1px" borderColor="border" rounded="lg" p="6">
          <Field.Root>
            <Field.Label>登录页图标</Field.Label>
            <HStack gap="3">
              <Box boxSize="12" rounded="md" borderWidth="1px" borderColor="border" display="flex" alignItems="center" justifyContent="center" bg="gray.50">
                <Image src={shownLogo || '/favicon.svg'} alt="图标预览" boxSize="8" objectFit="contain" />
              </Box>
              <Button asChild size="sm" variant="outline">
                <label>
                  上传图标
                  <input type="file" accept={LOGO_TYPES.join(',')} hidden data-testid="logo-input" onChange={(e) => void handleLogo(e)} />
                </label>
              </Button>
              {shownLogo && (
                <Button size="sm" variant="ghost" onClick={() => setLogoData('')}>
                  恢复默认图标
                </Button>
              )}
            </HStack>
            <Field.HelperText>PNG、JPEG或WebP格式，不超过200KB，建议正方形。</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>顶部文字</Field.Label>
            <Input name="top_text" maxLength={LOGIN_TOP_TEXT_MAX} value={topText} placeholder={DEFAULT_TOP_TEXT} onChange={(e) => setTopText(e.target.value)} />
            <Field.HelperText>
              显示在登录框标题下方，{topText.length}/{LOGIN_TOP_TEXT_MAX}；留空显示默认文字。
            </Field.HelperText>
          </Field.Root>
          {/* Not a Field: a Field gives its one input id to every checkbox inside, so a click on one toggles the other. */}
          <Stack gap="1.5" role="group" aria-label="登录方式">
            <Text fontSize="sm" fontWeight="medium">
              登录方式
            </Text>
            <HStack gap="6">
              {LOGIN_METHODS.map((m) => (
                <Checkbox.Root
                  key={m}
                  data-testid={`method-${m}`}
                  colorPalette="brand"
                  checked={methods.includes(m)}
                  onCheckedChange={(e) => setMethods((cur) => (e.checked === true ? LOGIN_METHODS.filter((x) => x === m || cur.includes(x)) : cur.filter((x) => x !== m)))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{LOGIN_METHOD_NAMES[m]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              至少保留一种。企业的白名单登录、令牌登录由平台按企业开通。
            </Text>
          </Stack>
          {error && (
            <Alert.Root status="error" size="sm" data-testid="login-config-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <HStack>
            <Button colorPalette="brand" loading={save.isPending} onClick={handleSave}>
              保存
            </Button>
          </HStack>
        </Stack>

        <Stack gap="2" w="400px" flexShrink={0}>
          <Text fontSize="sm" color="fg.muted">
            预览
          </Text>
          <Box bg="white" borderWidth="1px" borderColor="border" rounded="xl" shadow="md" p="6" data-testid="login-preview">
            <Stack gap="2">
              <HStack gap="2.5">
                <Image src={shownLogo || '/favicon.svg'} alt="" boxSize="8" objectFit="contain" />
                <Text fontSize="xl" fontWeight="semibold">
                  欢迎登录{saved.product_title}
                </Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {topText.trim() || DEFAULT_TOP_TEXT}
              </Text>
              <Badge alignSelf="flex-start" colorPalette="gold" variant="subtle">
                新用户注册送1天会员
              </Badge>
            </Stack>
            <HStack mt="5" borderBottomWidth="1px" borderColor="border">
              {methods.map((m, i) => (
                <Box key={m} flex="1" textAlign="center" py="2" fontSize="sm" borderBottomWidth="2px" borderColor={i === 0 ? 'brand.solid' : 'transparent'} color={i === 0 ? 'brand.fg' : 'fg.muted'}>
                  {LOGIN_METHOD_NAMES[m]}
                </Box>
              ))}
              {methods.length === 0 && (
                <Text py="2" fontSize="sm" color="fg.error">
                  未开放任何登录方式
                </Text>
              )}
            </HStack>
            <Stack gap="3" mt="4" opacity={0.6}>
              <Box h="9" rounded="md" borderWidth="1px" borderColor="border" />
              <Box h="9" rounded="md" borderWidth="1px" borderColor="border" />
              <Box h="10" rounded="md" bg="brand.solid" />
            </Stack>
          </Box>
        </Stack>
      </HStack>
    </Stack>
  );
}
