import {
  Box,
  Button,
  ButtonGroup,
  CloseButton,
  Drawer,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Pagination,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HISTORY_PAGE_SIZES } from '@common/limits';
import { SearchIcon } from '@/components/icons';
import { useOfflineTasks } from '@/lib/offline/useOfflineTasks';
import { cachedRowFilter } from '@/lib/offline/list-query-filter';
import { categoriesQueryOptions, tasksQueryOptions } from '../queries';
import { TaskRow } from '../tasks/TaskRow';
import { ChevronLeftIcon, ChevronRightIcon, RefreshIcon } from '../icons';
import { CategoryFilter } from './CategoryFilter';
import { DateRangeFilter } from './DateRangeFilter';
import {
  buildHistoryQuery,
  DEFAULT_HISTORY_FILTERS,
  hasActiveFilters,
  ORDER_OPTIONS,
  STATUS_FILTERS,
  withFilter,
  type THistoryFilters,
  type TOrder,
  type TStatusFilter,
} from './history-query';

const SEARCH_DEBOUNCE_MS = 350;

/** The history panel (spec §2): slides in over the page while the URL says history=show. */
export function HistoryPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="lg" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="760px" data-testid="history-panel">
            <Drawer.Header borderBottomWidth="1px" borderColor="border" py="4">
              <Drawer.Title fontSize="lg">审查记录</Drawer.Title>
            </Drawer.Header>
            <HistoryBody />
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function HistoryBody() {
  const [filters, setFilters] = useState<THistoryFilters>(DEFAULT_HISTORY_FILTERS);
  const [searchText, setSearchText] = useState('');
  const categories = useQuery(categoriesQueryOptions());
  const query = buildHistoryQuery(filters);
  const list = useQuery({ ...tasksQueryOptions(query), placeholderData: keepPreviousData });

  // Search as the lawyer types, once the typing pauses.
  useEffect(() => {
    const id = setTimeout(() => setFilters((f) => (f.search === searchText ? f : withFilter(f, { search: searchText }))), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [searchText]);

  const set = (patch: Partial<Omit<THistoryFilters, 'page'>>) => setFilters((f) => withFilter(f, patch));
  // Offline, a filter combination never fetched still answers from the cached rows (issue 4, decision 091).
  const rows = useOfflineTasks('contract', list.data?.contract_infos, {
    order: query.order,
    filter: cachedRowFilter(query),
    limit: query.page_size,
  }).rows;
  const total = list.data?.total_count ?? 0;
  const filtered = hasActiveFilters(filters);

  return (
    <>
      <Stack gap="3" px="6" py="4" borderBottomWidth="1px" borderColor="border" bg="gray.50/60">
        <HStack gap="2">
          <InputGroup flex="1" startElement={<SearchIcon color="fg.muted" />}>
            <Input
              size="sm"
              bg="white"
              placeholder="搜索任务名称或文件名"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && set({ search: searchText })}
              data-testid="history-search"
            />
          </InputGroup>
          <NativeSelect.Root size="sm" w="auto" bg="white">
            <NativeSelect.Field
              aria-label="排序"
              value={filters.order}
              onChange={(e) => set({ order: e.currentTarget.value as TOrder })}
              data-testid="history-order"
            >
              {ORDER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton
            size="sm"
            variant="outline"
            bg="white"
            aria-label="刷新"
            title="刷新"
            onClick={() => void list.refetch()}
            loading={list.isFetching}
            data-testid="history-refresh"
          >
            <RefreshIcon />
          </IconButton>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <NativeSelect.Root size="sm" w="auto" bg="white">
            <NativeSelect.Field
              aria-label="审查状态"
              value={filters.status}
              onChange={(e) => set({ status: e.currentTarget.value as TStatusFilter })}
              data-testid="history-status"
            >
              {STATUS_FILTERS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.value === 'ALL' ? '全部状态' : s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <CategoryFilter tree={categories.data ?? []} value={filters.categoryIds} onChange={(categoryIds) => set({ categoryIds })} />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={(from, to) => set({ from, to })} />
          {filtered && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setSearchText('');
                setFilters({ ...DEFAULT_HISTORY_FILTERS, order: filters.order, pageSize: filters.pageSize });
              }}
            >
              重置
            </Button>
          )}
        </HStack>
      </Stack>
      <Drawer.Body p="0" data-testid="history-list" aria-busy={list.isFetching}>
        {list.isPending && !rows.length ? (
          <Stack p="4" gap="3">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h="16" rounded="md" />
            ))}
          </Stack>
        ) : rows.length ? (
          <Box opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
            {rows.map((t) => (
              <TaskRow key={t.task_id} task={t} />
            ))}
          </Box>
        ) : (
          <Stack align="center" justify="center" gap="1.5" py="20" color="fg.muted" data-testid="history-empty">
            <Text fontWeight="medium" color="fg">
              暂无审查记录
            </Text>
            <Text fontSize="sm">{filtered ? '没有符合条件的记录，试试调整搜索或筛选条件' : '执行过的历史任务将出现在这里'}</Text>
          </Stack>
        )}
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" borderColor="border" py="3" justifyContent="space-between">
        <Text fontSize="sm" color="fg.muted" data-testid="history-total">
          共 {total} 条
        </Text>
        <HStack gap="3">
          <Pagination.Root
            count={total}
            pageSize={filters.pageSize}
            page={filters.page}
            onPageChange={(e) => setFilters((f) => ({ ...f, page: e.page }))}
            siblingCount={1}
          >
            <ButtonGroup variant="ghost" size="xs" attached={false} gap="0.5">
              <Pagination.PrevTrigger asChild>
                <IconButton aria-label="上一页">
                  <ChevronLeftIcon />
                </IconButton>
              </Pagination.PrevTrigger>
              <Pagination.Items
                render={(page) => (
                  <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={`第 ${page.value} 页`}>
                    {page.value}
                  </IconButton>
                )}
              />
              <Pagination.NextTrigger asChild>
                <IconButton aria-label="下一页">
                  <ChevronRightIcon />
                </IconButton>
              </Pagination.NextTrigger>
            </ButtonGroup>
          </Pagination.Root>
          <NativeSelect.Root size="xs" w="auto">
            <NativeSelect.Field
              aria-label="每页条数"
              value={filters.pageSize}
              onChange={(e) => set({ pageSize: Number(e.currentTarget.value) })}
              data-testid="history-page-size"
            >
              {HISTORY_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n} 条/页
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Drawer.Footer>
    </>
  );
}
