import { Badge, Box, Button, Checkbox, Flex, Heading, HStack, Input, NativeSelect, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type KeyboardEvent } from 'react';
import type { TLawSearchResponse, TCaseSearchResponse, TSearchPlan } from '@common/api/search';
import { notify } from '@/lib/notify';
import { placeholderFor } from '@/features/home/search-target';
import { moderate, searchCase, searchLaw } from './api';
import { caseQueryOf, ISSUERS, LEVELS, lawQueryOf, VALIDITIES, type TFxFilters } from './search-filters';
import { Highlight } from './Highlight';

const NON_LEGAL = '根据相关法律法规和政策，当前搜索结果不予显示';
const MAX = 2000;

export type TFxSearchState = { type: 1 | 2 | 3; keyword: string; isAiSearch: boolean };

function Select({ label, value, options, onChange, all }: { label: string; value: string; options: readonly string[]; onChange: (v: string) => void; all: string }) {
  return (
    <NativeSelect.Root size="sm" w="auto" minW="140px">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function PlanBox({ plan }: { plan: TSearchPlan }) {
  return (
    <Box bg="brand.subtle" rounded="md" px="4" py="3" fontSize="sm" data-testid="search-plan">
      <Text fontWeight="semibold" mb="1">
        AI 检索方案{plan.source === 'builtin' ? '（内置规划，未配置语言模型）' : ''}
      </Text>
      {plan.keywords.length > 0 && <Text>关键词：{plan.keywords.join('、')}</Text>}
      {plan.laws.length > 0 && <Text>相关法律：{plan.laws.map((l) => `《${l}》`).join('、')}</Text>}
      {plan.articles.length > 0 && <Text>指定条文：{plan.articles.map((a) => `《${a.law_title}》${a.article_label}`).join('、')}</Text>}
    </Box>
  );
}

function Pager({ page, totalPages, total, onPage }: { page: number; totalPages: number; total: number; onPage: (p: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <HStack justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <Text fontSize="sm">
        第 {page} / {totalPages} 页，共 {total} 条
      </Text>
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </HStack>
  );
}

function LawResults({ data }: { data: TLawSearchResponse }) {
  return (
    <Stack gap="3" data-testid="law-results">
      {data.items.map((h) => (
        <Box key={`${h.law_id}-${h.article_id ?? ''}`} borderWidth="1px" rounded="md" p="4" bg="white">
          <HStack justify="space-between" align="start" gap="3">
            <Link to="/lawDetail" search={{ law_id: h.law_id.startsWith('repealed:') ? '' : h.law_id, article: h.article_id ?? undefined }}>
              <Text fontWeight="semibold" color="brand.fg" _hover={{ textDecoration: 'underline' }}>
                《{h.law_title}》{h.article_label ?? ''}
              </Text>
            </Link>
            <Badge colorPalette={h.validity === '现行有效' ? 'green' : h.validity === '已废止' ? 'red' : 'orange'}>{h.validity}</Badge>
          </HStack>
          {h.chapter && (
            <Text fontSize="xs" color="fg.subtle" mt="1">
              {h.chapter}
            </Text>
          )}
          <Text fontSize="sm" mt="2" lineHeight="tall">
            <Highlight html={h.highlight} />
          </Text>
          <Text fontSize="xs" color="fg.subtle" mt="2">
            {h.level} · {h.issuer}
            {h.effective_at ? ` · 施行 ${h.effective_at}` : ''}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function CaseResults({ data }: { data: TCaseSearchResponse }) {
  return (
    <Stack gap="3" data-testid="case-results">
      {data.items.map((c) => (
        <Box key={c.case_id} borderWidth="1px" rounded="md" p="4" bg="white">
          <Link to="/caseDetail" search={{ case_id: c.case_id }}>
            <Text fontWeight="semibold" color="brand.fg" _hover={{ textDecoration: 'underline' }}>
              {c.title}
            </Text>
          </Link>
          <Text fontSize="xs" color="fg.subtle" mt="1">
            {[c.court, c.case_no, c.cause, c.judged_at].filter(Boolean).join(' · ')}
          </Text>
          <Text fontSize="sm" mt="2" lineHeight="tall">
            <Highlight html={c.highlight} />
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * /fxSearch (issue 8): tabs 法律法规 / 裁判文书, AI checkbox on by default, plan, filters, results, pagination.
 * Filters and page live in the URL (decision 125): `filters` comes from it, `onFilters` writes it.
 */
export function FxSearchPage({
  initial,
  filters,
  onSubmit,
  onFilters,
}: {
  initial: TFxSearchState;
  filters: TFxFilters;
  onSubmit: (next: TFxSearchState) => void;
  onFilters: (next: TFxFilters) => void;
}) {
  const tab: 1 | 2 = initial.type === 2 ? 2 : 1;
  const [text, setText] = useState(initial.keyword);
  const [isAi, setIsAi] = useState(initial.keyword ? initial.isAiSearch : true);
  const page = filters.page ?? 1;
  const setPage = (p: number) => onFilters({ page: p > 1 ? p : undefined });
  // Any filter change goes back to page 1.
  const setFilter = (next: TFxFilters) => onFilters({ ...next, page: undefined });
  const lawFilters = lawQueryOf(filters);
  const caseFilters = caseQueryOf(filters);
  const q = initial.keyword.trim();
  const ai = initial.keyword ? initial.isAiSearch : isAi;
  // Moderation first (spec §5); an empty query counts as legal.
  const moderation = useQuery({ queryKey: ['fuxi', 'moderation', q], queryFn: () => moderate(q, ai), enabled: q !== '', staleTime: Infinity });
  const blocked = moderation.data?.legal === false;
  const cleared = q === '' || moderation.data?.legal === true;

  const law = useQuery({
    queryKey: ['fuxi', 'law', q, ai, page, lawFilters],
    queryFn: ({ signal }) => searchLaw({ q, is_ai: ai, page, ...lawFilters }, signal),
    enabled: tab === 1 && (q !== '' || lawFilters.validity === '已废止') && cleared,
    placeholderData: keepPreviousData,
  });
  const cases = useQuery({
    queryKey: ['fuxi', 'case', q, ai, page, caseFilters],
    queryFn: ({ signal }) => searchCase({ q, is_ai: ai, page, ...caseFilters }, signal),
    enabled: tab === 2 && cleared,
    placeholderData: keepPreviousData,
  });

  const submit = (type: 1 | 2 = tab) => {
    const keyword = text.trim();
    if (keyword.length > MAX) {
      notify.warning(`搜索内容不能超过${MAX}字，请精简后重试`, { duration: 2000 });
      return;
    }
    onSubmit({ type, keyword, isAiSearch: isAi });
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const data = tab === 1 ? law.data : cases.data;
  const loading = tab === 1 ? law.isFetching : cases.isFetching;
  const yearOptions = Array.from({ length: 2026 - 1978 + 1 }, (_, i) => String(2026 - i));
  const yearOf = (v: string) => (v ? Number(v) : undefined);

  return (
    <Stack gap="5" maxW="960px" mx="auto" w="full">
      <Heading as="h1" size="xl">
        法律检索
      </Heading>
      <HStack role="tablist" gap="2">
        {([1, 2] as const).map((t) => (
          <Button key={t} role="tab" aria-selected={tab === t} size="sm" rounded="full" variant={tab === t ? 'solid' : 'ghost'} colorPalette="brand" onClick={() => onSubmit({ type: t, keyword: text.trim(), isAiSearch: isAi })}>
            {t === 1 ? '法律法规' : '裁判文书'}
          </Button>
        ))}
      </HStack>
      <Box borderWidth="1px" rounded="xl" bg="white" p="3">
        <Textarea aria-label="检索内容" value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKey} placeholder={placeholderFor(tab === 1 ? 'law' : 'case', isAi)} rows={2} border="none" resize="none" _focus={{ boxShadow: 'none' }} />
        <Flex justify="space-between" align="center" pt="2">
          <Checkbox.Root size="sm" colorPalette="brand" checked={isAi} onCheckedChange={(d) => setIsAi(d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label color="fg.muted" fontWeight="normal">
              AI 智能检索
            </Checkbox.Label>
          </Checkbox.Root>
          <Button colorPalette="brand" size="sm" px="6" onClick={() => submit()}>
            检索
          </Button>
        </Flex>
      </Box>
      {tab === 1 ? (
        <HStack gap="2" wrap="wrap">
          <Select label="时效性" all="全部时效" value={filters.validity ?? ''} options={VALIDITIES} onChange={(v) => setFilter({ validity: v || undefined })} />
          <Select label="效力级别" all="全部效力级别" value={filters.level ?? ''} options={LEVELS} onChange={(v) => setFilter({ level: v || undefined })} />
          <Select label="制定机关" all="全部制定机关" value={filters.issuer ?? ''} options={ISSUERS} onChange={(v) => setFilter({ issuer: v || undefined })} />
          <Select label="起始年份" all="起始年份" value={filters.yearFrom?.toString() ?? ''} options={yearOptions} onChange={(v) => setFilter({ yearFrom: yearOf(v) })} />
          <Select label="截止年份" all="截止年份" value={filters.yearTo?.toString() ?? ''} options={yearOptions} onChange={(v) => setFilter({ yearTo: yearOf(v) })} />
        </HStack>
      ) : (
        <HStack gap="2" wrap="wrap">
          <Input key={`cause-${filters.cause ?? ''}`} size="sm" w="200px" aria-label="案由 / 罪名" placeholder="案由 / 罪名，如 盗窃罪" defaultValue={filters.cause} onBlur={(e) => e.target.value.trim() !== (filters.cause ?? '') && setFilter({ cause: e.target.value.trim() || undefined })} />
          <Input key={`court-${filters.court ?? ''}`} size="sm" w="200px" aria-label="法院" placeholder="法院，如 上海市" defaultValue={filters.court} onBlur={(e) => e.target.value.trim() !== (filters.court ?? '') && setFilter({ court: e.target.value.trim() || undefined })} />
          <Select label="起始年份" all="起始年份" value={filters.yearFrom?.toString() ?? ''} options={yearOptions} onChange={(v) => setFilter({ yearFrom: yearOf(v) })} />
          <Select label="截止年份" all="截止年份" value={filters.yearTo?.toString() ?? ''} options={yearOptions} onChange={(v) => setFilter({ yearTo: yearOf(v) })} />
        </HStack>
      )}
      {blocked && (
        <Box py="10" textAlign="center" color="fg.muted">
          {NON_LEGAL}
        </Box>
      )}
      {!blocked && data && (
        <>
          <HStack justify="space-between" fontSize="sm" color="fg.muted">
            <Text>
              共 {data.total_count} 条结果{loading && <Spinner size="xs" ml="2" />}
            </Text>
            <Text>用时 {data.took_ms} ms</Text>
          </HStack>
          {data.plan && <PlanBox plan={data.plan} />}
          {data.items.length === 0 && (
            <Box py="10" textAlign="center" color="fg.muted" data-testid="search-notice">
              {data.notice ?? '未找到相关结果'}
            </Box>
          )}
          {tab === 1 ? <LawResults data={data as TLawSearchResponse} /> : <CaseResults data={data as TCaseSearchResponse} />}
          <Pager page={page} totalPages={data.total_pages} total={data.total_count} onPage={setPage} />
        </>
      )}
      {!blocked && !data && !loading && tab === 1 && q === '' && (
        <Box py="10" textAlign="center" color="fg.muted">
          输入问题或关键词开始检索，例如“房东不退押金”“民法典第577条”
        </Box>
      )}
      {loading && !data && (
        <HStack justify="center" py="10">
          <Spinner />
        </HStack>
      )}
    </Stack>
  );
}
