/**
 * The dashboard's charts (echarts 6, tree-shaken echarts/core: bar + line, grid, tooltip, legend, canvas). Loaded
 * only by /dataDashboard through React.lazy, so no other page downloads echarts (decision 163).
 */
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';
import { QUOTA_MODEL_NAMES } from '@common/api/accounts';
import type { TDashboard } from '@common/api/admin';
import { dailySeries } from './dashboard-model';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const PALETTE = ['#2f5bea', '#12a17e', '#e0a100', '#d9480f', '#7048e8', '#0c8599', '#c2255c', '#5c940d'];

function Chart({ option, height, testId }: { option: EChartsCoreOption; height: number; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Options are rebuilt on every render: redraw only when what they say changes.
  const signature = JSON.stringify(option);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current, undefined, { renderer: 'canvas' });
    // No entry animation: the numbers are what a reader came for, and a screenshot shows them at once.
    chart.setOption({ animation: false, ...option });
    const ro = new ResizeObserver(() => chart.resize());
    ro.observe(ref.current);
    return () => {
      ro.disconnect();
      chart.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return <Box ref={ref} h={`${height}px`} w="full" data-testid={testId} />;
}

const name = (model: string) => QUOTA_MODEL_NAMES[model] ?? model;

export function DailyUsageChart({ data }: { data: TDashboard }) {
  const s = dailySeries(data);
  const option: EChartsCoreOption = {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: s.days.map((d) => d.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: s.series.map((x) => ({ type: 'bar', stack: 'tasks', name: name(x.model), data: x.data, barMaxWidth: 28 })),
  };
  return <Chart option={option} height={300} testId="chart-by-day" />;
}

export function ModelUsageChart({ data }: { data: TDashboard }) {
  const rows = [...data.by_model].sort((a, b) => a.tasks - b.tasks);
  const option: EChartsCoreOption = {
    color: PALETTE,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 96, right: 24, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: rows.map((r) => name(r.model)) },
    series: [{ type: 'bar', name: '使用次数', data: rows.map((r) => r.tasks), barMaxWidth: 22, label: { show: true, position: 'right' } }],
  };
  return <Chart option={option} height={Math.max(160, rows.length * 36 + 40)} testId="chart-by-model" />;
}

export function MemberUsageChart({ data }: { data: TDashboard }) {
  const rows = data.by_member.slice(0, 10).reverse();
  const option: EChartsCoreOption = {
    color: [PALETTE[1]!],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 96, right: 24, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: rows.map((r) => r.name) },
    series: [{ type: 'bar', name: '使用次数', data: rows.map((r) => r.tasks), barMaxWidth: 22, label: { show: true, position: 'right' } }],
  };
  return <Chart option={option} height={Math.max(160, rows.length * 32 + 40)} testId="chart-by-member" />;
}
