/**
 * 企业查询 (/enterpriseSearch, home tab 3): search the local company registry by name, 统一社会信用代码, legal
 * representative or brand, ranked and highlighted by the server, paged; a result opens its detail with the source
 * and data date. An invalid credit code, a valid unknown one and an empty registry are each said plainly.
 */
import { useState } from 'react';
import { Badge, Box, Button, Code as CodeText, Grid, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AccountMessages, COMPANY_IMPORT_COMMAND, type TCompany, type TCompanyDetail, type TCompanySearch } from '@common/api/accounts';
import { API_BASE } from '@common/api/paths';
import { ApiError, apiData } from '@/lib/api-client';

const COMPANY_BASE = `${API_BASE}/fuxi/api/company`;
const PAGE_SIZE = 10;
// The server escapes the text and adds only <em> around matches.
const EM = { '& em': { color: 'red.600', fontStyle: 'normal' } };

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text color="fg.muted">{label}</Text>
      <Box whiteSpace="pre-wrap">{children || '—'}</Box>
    </>
  );
}

/** By credit code (what both the local registry and a registry API know a company by); local id when it has none. */
function CompanyDetail({ companyId, creditCode }: { companyId: string; creditCode: string }) {
  const detail = useQuery({
    queryKey: ['company', 'detail', companyId, creditCode],
    queryFn: ({ signal }) =>
      apiData<TCompanyDetail>(`${COMPANY_BASE}/detail`, { signal, query: creditCode ? { credit_code: creditCode } : { company_id: companyId } }),
    meta: { persist: false },
  });
  const d = detail.data;
  if (!d) return <Skeleton h="24" mt="3" />;
  return (
    <Grid templateColumns="7em 1fr" rowGap="2" columnGap="3" fontSize="sm" mt="3" pt="3" borderTopWidth="1px" data-testid="company-detail">
      <Field label="企业类型">{d.company_type}</Field>
      <Field label="所在地区">{d.province}</Field>
      <Field label="主要人员">{d.key_people.join('、')}</Field>
      {d.shareholders.length > 0 && <Field label="股东">{d.shareholders.join('、')}</Field>}
      <Field label="经营范围">{d.business_scope}</Field>
      <Field label="数据来源">{`${d.source}，数据日期 ${d.data_as_of}`}</Field>
    </Grid>
  );
}

function CompanyItem({ c, open, onToggle }: { c: TCompany; open: boolean; onToggle: () => void }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="border" rounded="lg" p="4" data-testid="company-item">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Text fontWeight="semibold" css={EM} dangerouslySetInnerHTML={{ __html: c.highlight.name }} />
        {c.status && c.status !== '—' && <Badge>{c.status}</Badge>}
      </HStack>
      <Text fontSize="sm">统一社会信用代码：{c.credit_code}</Text>
      <Text fontSize="sm">
        法定代表人：<Text as="span" css={EM} dangerouslySetInnerHTML={{ __html: c.highlight.legal_rep || '—' }} /> · 注册资本：
        {c.registered_capital || '—'} · 成立日期：{c.established_at || '—'}
      </Text>
      <Text fontSize="sm">地址：{c.address || '—'}</Text>
      <HStack justify="space-between" mt="1">
        <Text fontSize="xs" color="fg.muted">
          来源：{c.source} · 数据日期：{c.data_as_of}
        </Text>
        <Button size="xs" variant="ghost" onClick={onToggle} aria-expanded={open}>
          {open ? '收起' : '查看详情'}
        </Button>
      </HStack>
      {open && <CompanyDetail companyId={c.company_id} creditCode={c.credit_code} />}
    </Box>
  );
}

export function CompanySearchPage({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const [q, setQ] = useState(initial);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const result = useQuery({
    queryKey: ['company', 'search', q, page],
    queryFn: ({ signal }) =>
      apiData<TCompanySearch & { import_command: string | null }>(`${COMPANY_BASE}/search`, { signal, query: { q, page, page_size: PAGE_SIZE }, silent: true }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { persist: false },
  });
  const data = result.data;
  const error = result.error instanceof ApiError ? result.error.message : null;
  return (
    <Stack gap="4" px={{ base: '4', md: '8' }} py="8" maxW="4xl">
      <Heading as="h1" size="xl">
        企业查询
      </Heading>
      <HStack
        as="form"
        gap="2"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
          setPage(1);
          setOpenId(null);
        }}
      >
        <Input bg="white" placeholder="输入企业名称、统一社会信用代码、法定代表人或品牌" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} />
        <Button type="submit" colorPalette="brand">
          查询
        </Button>
      </HStack>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {!error && data && !data.registry_ready && (
        <Box bg="bg.muted" p="3" rounded="md">
          <Text>{AccountMessages.registryEmpty}。管理员可运行：</Text>
          <CodeText>{data.import_command ?? COMPANY_IMPORT_COMMAND}</CodeText>
        </Box>
      )}
      {!error && data?.credit_code_check === 'unknown' && <Text color="fg.muted">{AccountMessages.creditCodeUnknown}</Text>}
      {!error && data && data.registry_ready && data.items.length === 0 && data.credit_code_check === null && <Text color="fg.muted">没有找到匹配的企业</Text>}
      {!error && data && data.total_count > 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="company-total">
          共找到 {data.total_count} 家企业
        </Text>
      )}
      {!error &&
        data?.items.map((c) => (
          <CompanyItem key={c.company_id} c={c} open={openId === c.company_id} onToggle={() => setOpenId(openId === c.company_id ? null : c.company_id)} />
        ))}
      {!error && data && data.total_pages > 1 && (
        <HStack gap="2">
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>
          <Text fontSize="sm">
            第 {page} / {data.total_pages} 页
          </Text>
          <Button size="xs" variant="outline" disabled={page >= data.total_pages} onClick={() => setPage(page + 1)}>
            下一页
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
