/**
 * A DD table (/traceabilityDetail): one row per file, one column per question. Cells fill as the job runs (polled);
 * a found cell shows its answer and page, and clicking it opens the file at the quoted span; 未发现 shows what was
 * searched. Exports: .xlsx and a .docx memo.
 */
import { Badge, Box, Button, CloseButton, Flex, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TTraceCellApi } from '@common/api/trace';
import { FileTextView, type TSpan } from '@/features/document/FileTextView';
import { notify } from '@/lib/notify';
import { downloadTrace, fetchTraceDetail } from './api';

const ENTITY_LABELS = { company: '公司', credit_code: '信用代码', amount: '金额', date: '日期', party: '当事人' } as const;

export function TraceDetailPage({ taskId }: { taskId: string }) {
  const detail = useQuery({
    queryKey: ['trace', 'detail', taskId],
    queryFn: ({ signal }) => fetchTraceDetail(taskId, { signal }),
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'PENDING' || q.state.data.status === 'RUNNING') ? 1500 : false),
  });
  const [open, setOpen] = useState<{ fileId: string; span: TSpan } | null>(null);
  if (detail.isPending) return <Spinner m="8" />;
  if (!detail.data) return <Text m="8">尽调任务不存在或已删除</Text>;
  const d = detail.data;
  const running = d.status === 'PENDING' || d.status === 'RUNNING';
  const cellView = (fileId: string, c: TTraceCellApi) => {
    if (c.status === 'pending') return <Text color="gray.400">处理中…</Text>;
    if (c.status === 'not_found')
      return (
        <Text fontSize="xs" color="gray.500" title={`检索：${c.searched.join('、')}`}>
          未发现（检索：{c.searched.slice(0, 4).join('、')}）
        </Text>
      );
    const q = c.quotes[0];
    return (
      <Box
        as="button"
        textAlign="left"
        fontSize="xs"
        data-testid="trace-cell"
        onClick={() => q && setOpen({ fileId, span: { start: q.start, end: q.end } })}
        _hover={{ bg: 'blue.50' }}
      >
        <Text lineClamp={4}>{c.answer}</Text>
        {q && <Badge colorPalette={q.verified ? 'blue' : 'orange'}>{q.verified ? `第${q.page}页` : '未核验'}</Badge>}
      </Box>
    );
  };
  return (
    <Flex h="calc(100vh - 64px)" data-testid="trace-detail">
      <Box flex="1" overflow="auto" p="4">
        <HStack justify="space-between" mb="3">
          <HStack>
            <Text fontWeight="semibold" fontSize="lg">
              {d.name}
            </Text>
            <Badge colorPalette={running ? 'blue' : d.status === 'FINISH' ? 'green' : 'red'}>{running ? `尽调中 ${d.cells_done}/${d.cells_total}` : d.status === 'FINISH' ? '已完成' : d.failure_reason || '失败'}</Badge>
          </HStack>
          <HStack>
            {(['xlsx', 'docx'] as const).map((f) => (
              <Button key={f} size="sm" variant="outline" disabled={d.status !== 'FINISH'} onClick={() => void downloadTrace(taskId, f, d.name).catch(() => notify.error('下载失败，请稍后重试'))}>
                导出{f === 'xlsx' ? 'Excel' : 'Word备忘录'}
              </Button>
            ))}
          </HStack>
        </HStack>
        <Table.Root size="sm" variant="outline" bg="white">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="40">文件</Table.ColumnHeader>
              {d.questions.map((q) => (
                <Table.ColumnHeader key={q} minW="56">
                  {q}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {d.rows.map((row) => (
              <Table.Row key={row.file_id} verticalAlign="top">
                <Table.Cell>
                  <Text fontWeight="medium" fontSize="sm">
                    {row.file_name}
                  </Text>
                  {row.entities
                    .filter((e) => e.kind === 'credit_code' || e.kind === 'company')
                    .slice(0, 4)
                    .map((e) => (
                      <Text key={`${e.kind}-${e.start}`} fontSize="xs" color="gray.600">
                        {ENTITY_LABELS[e.kind]}：{e.text}
                        {e.kind === 'credit_code' ? (e.valid ? '（校验通过）' : '（校验失败）') : ''}
                      </Text>
                    ))}
                </Table.Cell>
                {row.cells.map((c) => (
                  <Table.Cell key={c.question}>{cellView(row.file_id, c)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {open && (
        <Box w="40%" borderLeftWidth="1px" overflowY="auto" p="4" bg="gray.50">
          <HStack justify="flex-end">
            <CloseButton size="sm" aria-label="关闭原文" onClick={() => setOpen(null)} />
          </HStack>
          <FileTextView fileId={open.fileId} highlight={open.span} />
        </Box>
      )}
    </Flex>
  );
}
