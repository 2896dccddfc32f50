/**
 * 数据看板 (/dataDashboard, issue 12): the firm's use of each function from the ledger — by day, by function, by
 * member — over a date range (last 7 / 30 / 90 days or chosen dates), and the visits counted from the spec's data
 * points (anonymous visitor ids). The charts (echarts) are a separate chunk loaded by this page only.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Button, Grid, Heading, HStack, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUOTA_MODEL_NAMES } from '@common/api/accounts';
import type { TDashboard } from '@common/api/admin';
import { PageLoading } from '@/components/PageLoading';
import { lastDaysRange } from './dashboard-model';
import { dashboardQueryOptions } from './queries';

const loadCharts = () => import('./UsageCharts');
const DailyUsageChart = lazy(() => loadCharts().then((m) => ({ default: m.DailyUsageChart })));
const ModelUsageChart = lazy(() => loadCharts().then((m) => ({ default: m.ModelUsageChart })));
const MemberUsageChart = lazy(() => loadCharts().then((m) => ({ default: m.MemberUsageChart })));

const PRESETS = [7, 30, 90] as const;
const EVENT_KIND_NAMES: Record<string, string> = { operation: '操作', data: '数据', point: '埋点' };
const EVENT_NAMES: Record<string, string> = { page_view: '打开页面' };

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="3" bg="white" borderWidth="1px" borderColor="border" rounded="lg" p="5" data-testid={testId} minW="0">
      <Text fontWeight="semibold">{title}</Text>
      {children}
    </Stack>
  );
}

function Empty() {
  return (
    <Text color="fg.muted" fontSize="sm" py="8" textAlign="center">
      所选时间内暂无使用记录
    </Text>
  );
}

export function DataDashboardPage() {
  const [preset, setPreset] = useState<number | null>(30);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const range = preset ? lastDaysRange(preset) : `${from}#${to}`;
  const q = useQuery({ ...dashboardQueryOptions(range), placeholderData: keepPreviousData });
  const d: TDashboard | undefined = q.data;

  return (
    <Stack gap="6" px="8" py="6" maxW="7xl" data-testid="data-dashboard">
      <HStack justify="space-between" align="flex-end" flexWrap="wrap" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            数据看板
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            按实际扣减的次数统计（失败退回的不计），日期按北京时间。
          </Text>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          {PRESETS.map((n) => (
            <Button key={n} size="sm" variant={preset === n ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setPreset(n)}>
              近{n}天
            </Button>
          ))}
          <Input size="sm" type="date" w="40" aria-label="开始日期" value={from} onChange={(e) => { setFrom(e.target.value); setPreset(null); }} />
          <Text color="fg.muted">至</Text>
          <Input size="sm" type="date" w="40" aria-label="结束日期" value={to} onChange={(e) => { setTo(e.target.value); setPreset(null); }} />
        </HStack>
      </HStack>

      {!d ? (
        <PageLoading />
      ) : (
        <>
          <Grid templateColumns="repeat(auto-fit, minmax(180px, 1fr))" gap="4">
            <Summary label="使用次数" value={d.by_model.reduce((n, r) => n + r.tasks, 0)} testId="sum-tasks" />
            <Summary label="使用成员" value={d.by_member.length} testId="sum-members" />
            <Summary label="页面访问" value={d.events.total} testId="sum-events" />
            <Summary label="访客（匿名ID）" value={d.events.visitors} testId="sum-visitors" />
          </Grid>
          <Text fontSize="xs" color="fg.muted" data-testid="dashboard-range">
            统计区间：{d.from} 至 {d.to}
          </Text>

          <Panel title="按日使用量" testId="panel-by-day">
            {d.by_day.length === 0 ? <Empty /> : (
              <Suspense fallback={<Skeleton h="300px" />}>
                <DailyUsageChart data={d} />
              </Suspense>
            )}
          </Panel>

          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
            <Panel title="按功能" testId="panel-by-model">
              {d.by_model.length === 0 ? <Empty /> : (
                <>
                  <Suspense fallback={<Skeleton h="160px" />}>
                    <ModelUsageChart data={d} />
                  </Suspense>
                  <Table.Root size="sm" data-testid="table-by-model">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>功能</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">次数</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">使用人数</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {d.by_model.map((r) => (
                        <Table.Row key={r.model}>
                          <Table.Cell>{QUOTA_MODEL_NAMES[r.model] ?? r.model}</Table.Cell>
                          <Table.Cell textAlign="end">{r.tasks}</Table.Cell>
                          <Table.Cell textAlign="end">{r.users}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </>
              )}
            </Panel>
            <Panel title="按成员（前10）" testId="panel-by-member">
              {d.by_member.length === 0 ? <Empty /> : (
                <>
                  <Suspense fallback={<Skeleton h="160px" />}>
                    <MemberUsageChart data={d} />
                  </Suspense>
                  <Table.Root size="sm" data-testid="table-by-member">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>成员</Table.ColumnHeader>
                        <Table.ColumnHeader>手机号</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">次数</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {d.by_member.map((r) => (
                        <Table.Row key={r.user_id}>
                          <Table.Cell>{r.name}</Table.Cell>
                          <Table.Cell>{r.phone ?? '—'}</Table.Cell>
                          <Table.Cell textAlign="end">{r.tasks}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </>
              )}
            </Panel>
          </Grid>

          <Panel title="访问与埋点" testId="panel-events">
            {d.events.by_name.length === 0 ? <Empty /> : (
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>类型</Table.ColumnHeader>
                    <Table.ColumnHeader>事件</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">次数</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">访客数</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {d.events.by_name.map((r) => (
                    <Table.Row key={`${r.kind}:${r.name}`}>
                      <Table.Cell>{EVENT_KIND_NAMES[r.kind] ?? r.kind}</Table.Cell>
                      <Table.Cell>{EVENT_NAMES[r.name] ?? r.name}</Table.Cell>
                      <Table.Cell textAlign="end">{r.count}</Table.Cell>
                      <Table.Cell textAlign="end">{r.visitors}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Panel>
        </>
      )}
    </Stack>
  );
}

function Summary({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="border" rounded="lg" px="5" py="4" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" data-value={value}>
        {value.toLocaleString('zh-CN')}
      </Text>
    </Box>
  );
}
