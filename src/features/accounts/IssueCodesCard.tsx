/**
 * The platform admin issues a batch of single-use exchange codes (issue 12 item 1): how many, the uses per function
 * and the membership days each code carries. The codes are shown once, to copy or download; the batch is audited.
 */
import { useState } from 'react';
import { Box, Button, Field, Grid, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { QUOTA_GRANT_MAX, QUOTA_MODEL_NAMES, QUOTA_MODELS } from '@common/api/accounts';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useIssueCodesMutation } from './order-queries';

const toInt = (s: string) => (s.trim() === '' ? 0 : Number(s));

/** What is wrong with the form, in the words the page shows, or null. */
function problemOf(count: number, days: number, quotas: Record<string, number>): string | null {
  if (!Number.isInteger(count) || count < 1 || count > 1000) return '数量须为1至1000的整数';
  if (!Number.isInteger(days) || days < 0 || days > 3650) return '会员天数须为0至3650的整数';
  for (const [m, n] of Object.entries(quotas)) {
    if (!Number.isInteger(n) || n < 0 || n > QUOTA_GRANT_MAX) return `${QUOTA_MODEL_NAMES[m] ?? m}的次数须为0至${QUOTA_GRANT_MAX}的整数`;
  }
  if (days === 0 && Object.values(quotas).every((n) => n === 0)) return '兑换码至少包含一项次数或会员天数';
  return null;
}

export function IssueCodesCard() {
  const [count, setCount] = useState('10');
  const [days, setDays] = useState('0');
  const [quotas, setQuotas] = useState<Record<string, string>>({});
  const [issued, setIssued] = useState<string[] | null>(null);
  // Until the operator types, a problem is a hint (muted), not an error.
  const [touched, setTouched] = useState(false);
  const issue = useIssueCodesMutation();
  const numbers = Object.fromEntries(QUOTA_MODELS.map((m) => [m, toInt(quotas[m] ?? '')]));
  const problem = problemOf(toInt(count), toInt(days), numbers);

  const submit = () => {
    if (problem) return;
    const nonZero = Object.fromEntries(Object.entries(numbers).filter(([, n]) => n > 0));
    issue.mutate(
      { count: toInt(count), days: toInt(days), quotas: nonZero },
      {
        onSuccess: (r) => {
          setIssued(r.codes);
          notify.success(`已生成 ${r.codes.length} 个兑换码`);
        },
        onError: (e) => notify.error(e instanceof ApiError ? e.message : '生成失败，请稍后重试'),
      },
    );
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${issued!.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `兑换码-${issued!.length}个.txt`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Box bg="white" borderWidth="1px" borderColor="border" rounded="xl" p="5" data-testid="issue-codes">
      <Heading as="h2" size="md">
        发放兑换码（平台管理员）
      </Heading>
      <Text color="fg.muted" fontSize="sm" mt="1" mb="4">
        每个兑换码只能使用一次，兑换后所含次数与会员天数立即到账。兑换码只在生成后显示一次，请复制或下载保存。
      </Text>
      <Stack gap="4">
        <HStack gap="4" align="flex-start" wrap="wrap">
          <Field.Root width="40">
            <Field.Label>数量</Field.Label>
            <Input size="sm" inputMode="numeric" value={count} onChange={(e) => { setCount(e.target.value); setTouched(true); }} />
          </Field.Root>
          <Field.Root width="40">
            <Field.Label>会员天数</Field.Label>
            <Input size="sm" inputMode="numeric" value={days} onChange={(e) => { setDays(e.target.value); setTouched(true); }} />
          </Field.Root>
        </HStack>
        <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
          {QUOTA_MODELS.map((m) => (
            <Field.Root key={m}>
              <Field.Label>{QUOTA_MODEL_NAMES[m]}（次）</Field.Label>
              <Input size="sm" inputMode="numeric" placeholder="0" value={quotas[m] ?? ''} onChange={(e) => { setQuotas({ ...quotas, [m]: e.target.value }); setTouched(true); }} />
            </Field.Root>
          ))}
        </Grid>
        {problem && (
          <Text fontSize="sm" color={touched ? 'red.600' : 'fg.muted'} data-testid="issue-codes-problem">
            {problem}
          </Text>
        )}
        <Box>
          <Button size="sm" colorPalette="brand" disabled={Boolean(problem)} loading={issue.isPending} onClick={submit}>
            生成兑换码
          </Button>
        </Box>
        {issued && (
          <Stack gap="2" data-testid="issued-codes">
            <Text fontSize="sm">本批 {issued.length} 个兑换码：</Text>
            <Textarea readOnly rows={Math.min(10, issued.length)} fontFamily="mono" value={issued.join('\n')} aria-label="本批兑换码" />
            <HStack gap="2">
              <Button size="xs" variant="outline" onClick={() => void navigator.clipboard?.writeText(issued.join('\n')).then(() => notify.success('已复制'))}>
                复制全部
              </Button>
              <Button size="xs" variant="outline" onClick={download}>
                下载 .txt
              </Button>
            </HStack>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
