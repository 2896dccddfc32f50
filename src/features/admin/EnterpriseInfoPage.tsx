/**
 * 企业信息 (/enterpriseInfo, issue 12): what the firm has — seats used of bought, validity, members' quotas per
 * function — and the fields its admin keeps up to date (name, welcome message shown in the sidebar, contact,
 * address). Seats and validity are set by the platform operator; the operator sees them editable here.
 */
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Field, Grid, Heading, HStack, Input, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { QUOTA_MODEL_NAMES } from '@common/api/accounts';
import type { TEnterpriseInfo, TEnterpriseInfoInput } from '@common/api/admin';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { PageLoading } from '@/components/PageLoading';
import { enterpriseQueryOptions, useSaveEnterpriseMutation, useSavePlanMutation } from './queries';
import { AuditLogSection } from './AuditLogSection';

const VALIDITY_LABEL: Record<TEnterpriseInfo['validity'], { text: string; palette: string }> = {
  active: { text: '有效', palette: 'green' },
  expired: { text: '已过期', palette: 'red' },
  unlimited: { text: '长期有效', palette: 'green' },
};

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="1" bg="white" borderWidth="1px" borderColor="border" rounded="lg" px="5" py="4" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function toInput(info: TEnterpriseInfo): TEnterpriseInfoInput {
  return { name: info.name, contact_name: info.contact_name, contact_phone: info.contact_phone, address: info.address, welcome_message: info.welcome_message };
}

export function EnterpriseInfoPage() {
  const info = useQuery(enterpriseQueryOptions());
  if (!info.data) return <PageLoading />;
  // Keyed on the tenant only: re-keying on the data would unmount the form while its save is finishing (and drop the
  // success message with it); the form keeps what the admin typed, which is what was saved.
  return <EnterpriseInfoView key={info.data.tenant_id} d={info.data} />;
}

function EnterpriseInfoView({ d }: { d: TEnterpriseInfo }) {
  const save = useSaveEnterpriseMutation();
  const [form, setForm] = useState<TEnterpriseInfoInput>(() => toInput(d));
  const [error, setError] = useState<string | null>(null);
  const seatShare = d.seats ? Math.min(100, Math.round(((d.members - d.disabled_members) / d.seats) * 100)) : 0;
  const set = (k: keyof TEnterpriseInfoInput) => (e: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });

  const handleSave = () => {
    setError(null);
    save.mutate(form, {
      onSuccess: () => notify.success('企业信息已保存'),
      onError: (e) => setError(e instanceof ApiError ? e.message : '保存失败，请稍后重试'),
    });
  };

  return (
    <Stack gap="6" px="8" py="6" maxW="6xl" data-testid="enterprise-info">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          企业信息
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          企业编号 {d.code} · 开通于 {d.created_at.slice(0, 10)}
        </Text>
      </Stack>

      <Grid templateColumns="repeat(auto-fit, minmax(200px, 1fr))" gap="4">
        <Fact label="席位（在用 / 已购）" testId="fact-seats">
          <Text fontSize="2xl" fontWeight="semibold">
            {d.members - d.disabled_members} / {d.seats ?? '不限'}
          </Text>
          {d.seats && (
            <Progress.Root value={seatShare} size="xs" colorPalette={seatShare >= 100 ? 'red' : 'brand'}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          <Text fontSize="xs" color="fg.muted">
            成员 {d.members} 人（管理员 {d.admins}，已停用 {d.disabled_members}）
          </Text>
        </Fact>
        <Fact label="有效期" testId="fact-validity">
          <HStack gap="2">
            <Text fontSize="2xl" fontWeight="semibold">
              {d.valid_until ?? '不限'}
            </Text>
            <Badge colorPalette={VALIDITY_LABEL[d.validity].palette}>{VALIDITY_LABEL[d.validity].text}</Badge>
          </HStack>
          {d.validity === 'expired' && (
            <Text fontSize="xs" color="fg.error">
              企业服务已到期，请联系平台续费。
            </Text>
          )}
        </Fact>
        <Fact label="剩余额度合计" testId="fact-quota">
          <Text fontSize="2xl" fontWeight="semibold">
            {d.quotas.reduce((n, q) => n + Math.max(0, q.number - q.use_number), 0)} 次
          </Text>
          <Text fontSize="xs" color="fg.muted">
            全体成员各功能剩余次数之和
          </Text>
        </Fact>
      </Grid>

      <Stack gap="3">
        <Heading as="h2" size="md">
          各功能额度
        </Heading>
        <Box bg="white" borderWidth="1px" borderColor="border" rounded="md">
          <Table.Root size="sm" data-testid="quota-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>功能</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">总额度</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">已使用</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">剩余</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {d.quotas.map((q) => (
                <Table.Row key={q.models}>
                  <Table.Cell>{QUOTA_MODEL_NAMES[q.models] ?? q.models}</Table.Cell>
                  <Table.Cell textAlign="end">{q.number}</Table.Cell>
                  <Table.Cell textAlign="end">{q.use_number}</Table.Cell>
                  <Table.Cell textAlign="end">{Math.max(0, q.number - q.use_number)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {d.quotas.length === 0 && (
            <Text px="4" py="6" textAlign="center" color="fg.muted" fontSize="sm">
              成员尚无额度，可在「成员管理」中分配，或购买套餐。
            </Text>
          )}
        </Box>
      </Stack>

      <Stack gap="4" bg="white" borderWidth="1px" borderColor="border" rounded="lg" p="6" maxW="3xl">
        <Heading as="h2" size="md">
          基本信息
        </Heading>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <Field.Root required>
            <Field.Label>企业名称</Field.Label>
            <Input name="name" maxLength={60} value={form.name} onChange={set('name')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>欢迎语</Field.Label>
            <Input name="welcome_message" maxLength={60} value={form.welcome_message} onChange={set('welcome_message')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>联系人</Field.Label>
            <Input name="contact_name" maxLength={30} value={form.contact_name} onChange={set('contact_name')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>联系电话</Field.Label>
            <Input name="contact_phone" maxLength={20} value={form.contact_phone} onChange={set('contact_phone')} />
          </Field.Root>
        </Grid>
        <Field.Root>
          <Field.Label>地址</Field.Label>
          <Input name="address" maxLength={120} value={form.address} onChange={set('address')} />
        </Field.Root>
        {error && (
          <Alert.Root status="error" size="sm" data-testid="enterprise-error">
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

      {d.can_edit_plan && <PlanEditor info={d} />}

      <AuditLogSection />
    </Stack>
  );
}

/** For the platform operator only: seats and the last valid day of this tenant. */
function PlanEditor({ info }: { info: TEnterpriseInfo }) {
  const [seats, setSeats] = useState(info.seats === null ? '' : String(info.seats));
  const [validUntil, setValidUntil] = useState(info.valid_until ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSavePlanMutation();
  const handleSave = () => {
    setError(null);
    const n = seats.trim() === '' ? null : Number(seats);
    if (n !== null && (!Number.isInteger(n) || n < 1)) {
      setError('席位须为正整数，留空表示不限');
      return;
    }
    save.mutate(
      { seats: n, valid_until: validUntil || null },
      { onSuccess: () => notify.success('席位与有效期已保存'), onError: (e) => setError(e instanceof ApiError ? e.message : '保存失败') },
    );
  };
  return (
    <Stack gap="4" bg="white" borderWidth="1px" borderColor="border" rounded="lg" p="6" maxW="3xl" data-testid="plan-editor">
      <Heading as="h2" size="md">
        席位与有效期（平台管理员）
      </Heading>
      <HStack gap="4" align="flex-end">
        <Field.Root maxW="40">
          <Field.Label>席位</Field.Label>
          <Input name="seats" inputMode="numeric" placeholder="不限" value={seats} onChange={(e) => setSeats(e.target.value.replace(/\D/g, ''))} />
        </Field.Root>
        <Field.Root maxW="48">
          <Field.Label>有效期至</Field.Label>
          <Input name="valid_until" type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
        </Field.Root>
        <Button colorPalette="brand" variant="outline" loading={save.isPending} onClick={handleSave}>
          保存
        </Button>
      </HStack>
      {error && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
