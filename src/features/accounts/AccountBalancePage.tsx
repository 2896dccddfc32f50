/** 账户余额 / 交易流水: quotas and membership from the ledger, and the caller's transactions with filters (issue 12). */
import { useState } from 'react';
import { Badge, Box, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAYMENT_BASE, QUOTA_MODEL_NAMES, QUOTA_MODELS, TRANSACTION_REASON_NAMES, type TBalance, type TTransaction } from '@common/api/accounts';
import { apiData } from '@/lib/api-client';

type TPage = { items: TTransaction[]; total_count: number; total_pages: number };

export function AccountBalancePage({ showStatement = true }: { showStatement?: boolean }) {
  const [page, setPage] = useState(1);
  const [model, setModel] = useState('');
  const balance = useQuery({ queryKey: ['accounts', 'balance'], queryFn: ({ signal }) => apiData<TBalance>(`${PAYMENT_BASE}/account/balance`, { signal }), meta: { persist: false } });
  const tx = useQuery({
    queryKey: ['accounts', 'transactions', page, model],
    queryFn: ({ signal }) => apiData<TPage>(`${PAYMENT_BASE}/consumption`, { signal, query: { page, page_size: 20, model: model || undefined } }),
    placeholderData: keepPreviousData,
    enabled: showStatement,
    meta: { persist: false },
  });
  const b = balance.data;
  return (
    <Stack gap="6" p="6">
      <HStack gap="3">
        <Text fontWeight="semibold">会员状态</Text>
        {b && (b.is_member ? <Badge colorPalette="green">会员 · 有效期至 {b.validity_data}</Badge> : <Badge>免费版</Badge>)}
      </HStack>
      <Table.Root size="sm" variant="outline" data-testid="quota-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>功能</Table.ColumnHeader>
            <Table.ColumnHeader>总次数</Table.ColumnHeader>
            <Table.ColumnHeader>已用</Table.ColumnHeader>
            <Table.ColumnHeader>剩余</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(b?.quotas ?? []).map((q) => (
            <Table.Row key={q.models}>
              <Table.Cell>{QUOTA_MODEL_NAMES[q.models] ?? q.models}</Table.Cell>
              <Table.Cell>{q.number}</Table.Cell>
              <Table.Cell>{q.use_number}</Table.Cell>
              <Table.Cell>{Math.max(0, q.number - q.use_number)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {showStatement && (
        <Box>
          <HStack mb="3" gap="3">
            <Text fontWeight="semibold">交易流水</Text>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field aria-label="功能" value={model} onChange={(e) => { setModel(e.target.value); setPage(1); }}>
                <option value="">全部功能</option>
                {QUOTA_MODELS.map((m) => <option key={m} value={m}>{QUOTA_MODEL_NAMES[m]}</option>)}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </HStack>
          <Table.Root size="sm" variant="outline" data-testid="transactions-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>时间</Table.ColumnHeader>
                <Table.ColumnHeader>功能</Table.ColumnHeader>
                <Table.ColumnHeader>变动</Table.ColumnHeader>
                <Table.ColumnHeader>变动后余额</Table.ColumnHeader>
                <Table.ColumnHeader>原因</Table.ColumnHeader>
                <Table.ColumnHeader>任务</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(tx.data?.items ?? []).map((t) => (
                <Table.Row key={t.id}>
                  <Table.Cell>{new Date(t.at).toLocaleString('zh-CN')}</Table.Cell>
                  <Table.Cell>{QUOTA_MODEL_NAMES[t.model] ?? t.model}</Table.Cell>
                  <Table.Cell color={t.change < 0 ? 'red.600' : 'green.600'}>{t.change > 0 ? `+${t.change}` : t.change}</Table.Cell>
                  <Table.Cell>{t.balance_after}</Table.Cell>
                  <Table.Cell>{TRANSACTION_REASON_NAMES[t.reason] ?? t.reason}</Table.Cell>
                  <Table.Cell>{t.task_id ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {tx.data && tx.data.total_count === 0 && <Text color="fg.muted" mt="3">暂无交易记录</Text>}
          <HStack mt="3" gap="2">
            <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>上一页</Button>
            <Text fontSize="sm">第 {page} / {Math.max(1, tx.data?.total_pages ?? 1)} 页</Text>
            <Button size="xs" variant="outline" disabled={page >= (tx.data?.total_pages ?? 1)} onClick={() => setPage(page + 1)}>下一页</Button>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
