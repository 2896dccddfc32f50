/** 企业查询: search the local company registry; invalid credit codes and an empty registry are said plainly. */
import { useState } from 'react';
import { Box, Button, Code as CodeText, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { AccountMessages, COMPANY_IMPORT_COMMAND, type TCompanySearch } from '@common/api/accounts';
import { API_BASE } from '@common/api/paths';
import { ApiError, apiData } from '@/lib/api-client';

export function CompanySearchPage({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const [q, setQ] = useState(initial);
  const result = useQuery({
    queryKey: ['company', 'search', q],
    queryFn: ({ signal }) => apiData<TCompanySearch & { import_command: string | null }>(`${API_BASE}/fuxi/api/company/search`, { signal, query: { q }, silent: true }),
    enabled: q.trim().length > 0,
    retry: false,
    meta: { persist: false },
  });
  const data = result.data;
  const error = result.error instanceof ApiError ? result.error.message : null;
  return (
    <Stack gap="4" p="6" maxW="4xl">
      <HStack as="form" gap="2" onSubmit={(e) => { e.preventDefault(); setQ(text.trim()); }}>
        <Input placeholder="输入企业名称、统一社会信用代码、法定代表人或品牌" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} />
        <Button type="submit">查询</Button>
      </HStack>
      {error && <Text color="red.600" role="alert">{error}</Text>}
      {data && !data.registry_ready && (
        <Box bg="bg.muted" p="3" rounded="md">
          <Text>{AccountMessages.registryEmpty}。管理员可运行：</Text>
          <CodeText>{data.import_command ?? COMPANY_IMPORT_COMMAND}</CodeText>
        </Box>
      )}
      {data?.credit_code_check === 'unknown' && <Text color="fg.muted">{AccountMessages.creditCodeUnknown}</Text>}
      {data && data.registry_ready && data.items.length === 0 && data.credit_code_check === null && <Text color="fg.muted">没有找到匹配的企业</Text>}
      {data?.items.map((c) => (
        <Box key={c.company_id} borderWidth="1px" rounded="md" p="4" data-testid="company-item">
          {/* The server escapes the text and adds only <em> around matches. */}
          <Text fontWeight="semibold" css={{ '& em': { color: 'red.600', fontStyle: 'normal' } }} dangerouslySetInnerHTML={{ __html: c.highlight.name }} />
          <Text fontSize="sm">统一社会信用代码：{c.credit_code}</Text>
          <Text fontSize="sm">法定代表人：{c.legal_rep || '—'} · 注册资本：{c.registered_capital || '—'} · 成立日期：{c.established_at || '—'}</Text>
          <Text fontSize="sm">地址：{c.address || '—'}</Text>
          <Text fontSize="xs" color="fg.muted">来源：{c.source} · 数据日期：{c.data_as_of}</Text>
        </Box>
      ))}
    </Stack>
  );
}
