import {
  Badge,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Progress,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { TSegment } from '@common/api/translation';
import { notify } from '@/lib/notify';
import { saveFile, translationDetailQueryOptions, TRANSLATION_API, useTranslationMutations } from './api';
import { segmentTermMarks, type TTextPiece } from './term-marks';
import { STATUS_LABELS } from './TranslateListPage';

const LOCATIONS: Record<string, string> = {
  table: '表格',
  header: '页眉',
  footer: '页脚',
  textbox: '文本框',
  footnote: '脚注',
};

/** A text with its terms marked: green underline where the glossary was applied, red where it was not. */
function MarkedText({ pieces }: { pieces: TTextPiece[] }) {
  return pieces.map((p, i) =>
    p.tone ? (
      <Box
        as="mark"
        key={i}
        data-testid="term-mark"
        data-found={p.tone === 'found' ? 'true' : 'false'}
        bg={p.tone === 'found' ? 'green.50' : 'red.50'}
        color={p.tone === 'found' ? 'green.800' : 'red.700'}
        borderBottomWidth="2px"
        borderColor={p.tone === 'found' ? 'green.400' : 'red.500'}
        px="0.5"
        rounded="sm"
      >
        {p.text}
      </Box>
    ) : (
      p.text
    ),
  );
}

function SegmentRow({ taskId, segment, editable }: { taskId: string; segment: TSegment; editable: boolean }) {
  const { change } = useTranslationMutations();
  const [draft, setDraft] = useState<string | null>(null);
  const misses = new Set(segment.term_misses.map((m) => m.term));
  const marks = segmentTermMarks(segment);
  return (
    <Grid
      templateColumns="1fr 1fr"
      gap="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border"
      data-segment={segment.seq}
    >
      <Stack gap="1">
        <HStack gap="2">
          <Text fontSize="xs" color="fg.subtle">
            #{segment.seq}
          </Text>
          {LOCATIONS[segment.location] && <Badge size="sm">{LOCATIONS[segment.location]}</Badge>}
        </HStack>
        <Text whiteSpace="pre-wrap">
          <MarkedText pieces={marks.source} />
        </Text>
      </Stack>
      <Stack gap="2">
        {draft === null ? (
          <Text whiteSpace="pre-wrap" color={segment.status === 'failed' ? 'fg.error' : undefined}>
            {segment.target !== null ? <MarkedText pieces={marks.target} /> : segment.status === 'failed' ? segment.error : '翻译中…'}
          </Text>
        ) : (
          <Textarea value={draft} onChange={(e) => setDraft(e.target.value)} rows={4} aria-label="修改译文" />
        )}
        <Wrap gap="1.5">
          {segment.term_hits.map((h, i) => (
            <Badge
              key={`${h.term}-${i}`}
              size="sm"
              data-testid="term-hit"
              data-found={h.found ? 'true' : 'false'}
              colorPalette={h.found ? 'green' : 'red'}
              title={h.found ? '术语已按术语表翻译' : `应译为 ${h.expected}`}
            >
              {h.term} → {h.expected} {h.found ? '✓' : misses.has(h.term) ? '✗ 未能替换' : '✗'}
            </Badge>
          ))}
          {segment.number_issues.map((n, i) => (
            <Badge key={`n${i}`} size="sm" colorPalette="orange">
              {n.kind === 'date' ? '日期' : '数字'}核对：
              {/* "7.2 应为 7.2" reads as no problem: when the source already shows the value, say it is missing. */}
              {n.source.trim() === n.expected ? `译文缺少 ${n.expected}` : `${n.source} 在译文中应为 ${n.expected}`}
            </Badge>
          ))}
          {segment.edited && (
            <Badge size="sm" variant="outline">
              已人工修改
            </Badge>
          )}
          {segment.format_note && (
            <Badge size="sm" colorPalette="yellow" title={segment.format_note} data-testid="format-note">
              格式：{segment.format_note}
            </Badge>
          )}
        </Wrap>
        {editable && (
          <HStack gap="2">
            {draft === null ? (
              <Button size="xs" variant="ghost" onClick={() => setDraft(segment.target ?? '')}>
                修改译文
              </Button>
            ) : (
              <>
                <Button
                  size="xs"
                  colorPalette="brand"
                  loading={change.isPending}
                  onClick={() =>
                    void change
                      .mutateAsync({ task_id: taskId, segment_id: segment.segment_id, target: draft })
                      .then(() => {
                        setDraft(null);
                        notify.success('修改成功');
                      })
                      .catch(() => {})
                  }
                >
                  保存
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setDraft(null)}>
                  取消
                </Button>
              </>
            )}
          </HStack>
        )}
      </Stack>
    </Grid>
  );
}

/** /translate?task_id= (issue 11, item 3): source and translation side by side, checks marked, edits, downloads. */
export function TranslateDetailPage({ taskId }: { taskId: string }) {
  const { data, isError, error } = useQuery(translationDetailQueryOptions(taskId));
  const { retry } = useTranslationMutations();
  if (isError && !data) return <Text color="fg.error">{error.message}</Text>;
  if (!data) return <Text color="fg.muted">加载中…</Text>;
  const status = STATUS_LABELS[data.status];
  const editable = data.status === 'FINISH' || data.status === 'FAILURE';
  const download = (kind: 'translated' | 'bilingual') =>
    void saveFile(
      TRANSLATION_API('task/download'),
      { method: 'POST', body: { task_id: taskId, kind } },
      `${data.task_name}.docx`,
    ).catch((e: Error) => notify.error(e.message));
  return (
    <Stack gap="5" maxW="1280px" mx="auto">
      <HStack justify="space-between" align="start">
        <Stack gap="1">
          <Link to="/translateList">
            <Text fontSize="sm" color="brand.fg">
              ← 返回翻译列表
            </Text>
          </Link>
          <Heading as="h1" size="xl">
            {data.task_name}
          </Heading>
          <HStack gap="2">
            <Badge colorPalette={status.palette}>{status.label}</Badge>
            <Text fontSize="sm" color="fg.muted">
              {data.source_lang === 'zh' ? '中 → 英' : '英 → 中'} · {data.char_count.toLocaleString()} 字
              {data.term_lists.length > 0 && ` · 术语表：${data.term_lists.map((l) => l.name).join('、')}`}
            </Text>
          </HStack>
        </Stack>
        <HStack gap="2">
          {data.status === 'FAILURE' && (
            <Button
              size="sm"
              onClick={() => void retry.mutateAsync(taskId).catch(() => {})}
              loading={retry.isPending}
            >
              重试未完成的段落
            </Button>
          )}
          <Button
            size="sm"
            colorPalette="brand"
            disabled={data.status !== 'FINISH'}
            onClick={() => download('translated')}
          >
            下载译文
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={data.status !== 'FINISH'}
            onClick={() => download('bilingual')}
          >
            下载双语对照
          </Button>
        </HStack>
      </HStack>
      {(data.status === 'RUNNING' || data.status === 'PENDING') && (
        <Progress.Root value={data.progress} size="sm" data-testid="translation-progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {data.failure_reason && (
        <Box p="3" bg="red.50" color="red.800" rounded="md" fontSize="sm">
          {data.failure_reason}
        </Box>
      )}
      <HStack
        gap="6"
        p="4"
        bg="white"
        borderWidth="1px"
        borderColor="border"
        rounded="lg"
        data-testid="translation-summary"
      >
        <Text fontSize="sm">
          术语命中 <b>{data.summary.term_found}</b> / {data.summary.term_total}
        </Text>
        <Text fontSize="sm" color={data.summary.number_issues ? 'orange.700' : undefined}>
          数字、金额、日期待核对 <b>{data.summary.number_issues}</b> 处
        </Text>
        <Text fontSize="sm" color={data.summary.failed_segments ? 'fg.error' : undefined}>
          未完成段落 <b>{data.summary.failed_segments}</b>
        </Text>
      </HStack>
      <Box bg="white" borderWidth="1px" borderColor="border" rounded="lg" px="5">
        <Grid
          templateColumns="1fr 1fr"
          gap="4"
          py="2"
          borderBottomWidth="1px"
          borderColor="border"
          fontWeight="semibold"
          fontSize="sm"
        >
          <Text>原文</Text>
          <Text>译文</Text>
        </Grid>
        {data.segments.map((s) => (
          <SegmentRow key={s.seq} taskId={taskId} segment={s} editable={editable} />
        ))}
      </Box>
    </Stack>
  );
}
