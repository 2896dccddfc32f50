import { Badge, Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  HISTORY_MODULE_LABELS,
  HISTORY_MODULES,
  type THistoryAllResponse,
  type THistoryModule,
} from '@common/api/history';
import { SAAS_BASE } from '@common/api/paths';
import { groupByDay } from '@/features/document/history-groups';
import { apiData } from '@/lib/api-client';

type TQuery = { page: number; module?: THistoryModule; search?: string };

/** One page of every module's tasks; persisted with the query cache, so the list opens offline after one visit. */
function allHistoryQueryOptions(q: TQuery) {
  return queryOptions({
    queryKey: ['base', 'user', 'history', 'all', q] as const,
    queryFn: ({ signal }) =>
      apiData<THistoryAllResponse>(`${SAAS_BASE}/history/all`, {
        query: { page: q.page, page_size: 20, module: q.module, search: q.search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const STATUS_PALETTE: Record<string, string> = {
  PENDING: 'gray',
  RUNNING: 'blue',
  FINISH: 'green',
  FAILURE: 'red',
};

/** /allHistory (issue 13 item 3): every module's tasks in one list, by day, with module filter and search. */
export function AllHistoryPage() {
  const [page, setPage] = useState(1);
  const [module, setModule] = useState<THistoryModule | undefined>();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<string | undefined>();
  const { data, isError, error } = useQuery(allHistoryQueryOptions({ page, module, search: query }));
  const groups = groupByDay(data?.items ?? [], (i) => new Date(i.updated_at));
  return (
    <Stack gap="5" maxW="1000px" mx="auto">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          全部任务
        </Heading>
        <Text color="fg.muted">
          合同审查、法律研究、文件问答、简易尽调、文书起草、AI对话与法律翻译的历史任务。
        </Text>
      </Stack>
      <HStack
        gap="2"
        as="form"
        onSubmit={(e) => (e.preventDefault(), setPage(1), setQuery(search.trim() || undefined))}
      >
        <NativeSelect.Root w="150px" size="sm">
          <NativeSelect.Field
            aria-label="模块"
            value={module ?? ''}
            onChange={(e) => (
              setPage(1),
              setModule((e.target.value || undefined) as THistoryModule | undefined)
            )}
          >
            <option value="">全部模块</option>
            {HISTORY_MODULES.map((m) => (
              <option key={m} value={m}>
                {HISTORY_MODULE_LABELS[m]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          size="sm"
          w="260px"
          placeholder="搜索任务名称"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button size="sm" type="submit">
          搜索
        </Button>
      </HStack>
      {isError && !data && <Text color="fg.error">{error.message}</Text>}
      {data && data.items.length === 0 && (
        <Box py="16" textAlign="center" color="fg.muted">
          执行过的历史任务将出现在这里
        </Box>
      )}
      {groups.map((group) => (
        <Stack key={group.label} gap="2">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            {group.label}
          </Text>
          {group.items.map((item) => (
            <HStack
              key={`${item.module}-${item.task_id}`}
              asChild
              justify="space-between"
              p="3"
              bg="white"
              borderWidth="1px"
              borderColor="border"
              rounded="lg"
              _hover={{ borderColor: 'brand.300' }}
              data-history={item.module}
            >
              <a href={item.path}>
                <HStack gap="3" minW="0">
                  <Badge variant="outline">{HISTORY_MODULE_LABELS[item.module]}</Badge>
                  <Text fontWeight="medium" truncate>
                    {item.title}
                  </Text>
                </HStack>
                <HStack gap="3" flexShrink={0}>
                  <Badge colorPalette={STATUS_PALETTE[item.status] ?? 'gray'}>{item.status_label}</Badge>
                  <Text fontSize="xs" color="fg.muted">
                    {new Date(item.updated_at).toLocaleTimeString('zh-CN', {
                      hour: '2-digit',
                      minute: '2-digit',
                    })}
                  </Text>
                </HStack>
              </a>
            </HStack>
          ))}
        </Stack>
      ))}
      {data && data.total_pages > 1 && (
        <HStack justify="center">
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>
          <Text fontSize="sm">
            {page} / {data.total_pages}（共 {data.total_count} 条）
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={page >= data.total_pages}
            onClick={() => setPage(page + 1)}
          >
            下一页
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
