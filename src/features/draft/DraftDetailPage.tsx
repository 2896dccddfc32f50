/**
 * A draft (/draftDetail, /guidDraftDetail; /draftChatDetail adds the refine panel): the document paragraph by
 * paragraph (click 编辑 to change one), 重新生成 on the free-text parts, the fields still missing (【待补充】), the
 * citations with their status, and 下载 Word.
 */
import { Alert, Badge, Box, Button, Heading, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { INSTRUCTION_MAX, PARAGRAPH_MAX, type TDraftDetail, type TDraftParagraph } from '@common/api/draft';
import { notify } from '@/lib/notify';
import { downloadDraft, fetchDraft, fetchSampleDraft, updateDraft } from './api';
import { CitationList } from './CitationList';

const ALIGN: Record<TDraftParagraph['style'], 'center' | 'right' | 'left'> = { title: 'center', right: 'right', party: 'left', heading: 'left', body: 'left', closing: 'left', plain: 'left' };

/** Reads ?task_id (or ?sample=1) inside the lazy page, keeping the route file small. */
export function DraftDetailRoute({ chat = false, chatPath = '/draftChatDetail', detailPath = '/draftDetail' }: { chat?: boolean; chatPath?: string; detailPath?: string }) {
  const search = useSearch({ strict: false }) as { task_id?: string; sample?: string };
  const sample = useQuery({ queryKey: ['draft', 'sample'], enabled: !search.task_id && search.sample === '1', queryFn: fetchSampleDraft });
  const taskId = search.task_id ?? sample.data?.task_id;
  if (!taskId) return sample.isFetching ? <Spinner m="8" /> : <Text m="8">请从文书起草页面选择模板生成文书，或打开起草记录</Text>;
  return <DraftDetailPage key={taskId} taskId={taskId} chat={chat} chatPath={chatPath} detailPath={detailPath} />;
}

export function DraftDetailPage({ taskId, chat, chatPath, detailPath }: { taskId: string; chat: boolean; chatPath: string; detailPath: string }) {
  const queryClient = useQueryClient();
  // Drafting runs in a background job (decision 152): read the draft again every second while it is RUNNING.
  const draft = useQuery({
    queryKey: ['draft', 'detail', taskId],
    queryFn: ({ signal }) => fetchDraft(taskId, { signal }),
    refetchInterval: (q) => (q.state.data?.status === 'RUNNING' ? 1000 : false),
  });
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const apply = (d: TDraftDetail) => queryClient.setQueryData(['draft', 'detail', taskId], d);
  const run = async (label: string, body: Parameters<typeof updateDraft>[0], success: string) => {
    setBusy(label);
    try {
      apply(await updateDraft(body));
      notify.success(success);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  };
  if (draft.isPending) return <Spinner m="8" />;
  if (!draft.data) return <Text m="8">{draft.error instanceof Error ? draft.error.message : '文书不存在或已删除'}</Text>;
  const d = draft.data;
  if (d.status === 'RUNNING') {
    return (
      <HStack m="8" gap="3" data-testid="draft-running">
        <Spinner size="sm" />
        <Text>正在起草《{d.title}》，请稍候…</Text>
      </HStack>
    );
  }
  if (d.status === 'FAILURE' && d.paragraphs.length === 0) {
    return (
      <Alert.Root status="error" m="8" maxW="xl" data-testid="draft-failed">
        <Alert.Indicator />
        <Alert.Title>{d.notice ?? '文书起草失败，请重新起草'}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <HStack align="flex-start" gap="6" px={{ base: '4', md: '8' }} py="6" maxW="7xl" mx="auto" data-testid="draft-detail">
      <Stack flex="1" minW="0" gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="lg">{d.title}</Heading>
          <HStack>
            {!chat && (
              <Link to={chatPath} search={{ task_id: taskId } as never}>
                <Button size="sm" variant="outline">
                  按指令修改
                </Button>
              </Link>
            )}
            {chat && (
              <Link to={detailPath} search={{ task_id: taskId } as never}>
                <Button size="sm" variant="outline">
                  逐段编辑
                </Button>
              </Link>
            )}
            <Button size="sm" colorPalette="blue" loading={busy === 'download'} onClick={() => { setBusy('download'); void downloadDraft(taskId, d.title).catch(() => notify.error('下载失败，请重试')).finally(() => setBusy(null)); }} data-testid="download-draft">
              下载 Word
            </Button>
          </HStack>
        </HStack>
        {d.notice && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title>{d.notice}</Alert.Title>
          </Alert.Root>
        )}
        {d.warnings.map((w) => (
          <Alert.Root key={w} status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{w}</Alert.Title>
          </Alert.Root>
        ))}
        <Box bg="white" borderWidth="1px" rounded="md" px={{ base: '4', md: '12' }} py="8" fontFamily="'FangSong', 'STFangsong', serif" data-testid="draft-paper">
          {d.paragraphs.map((p, i) => {
            const startsSection = d.drafted_sections.includes(p.section) && d.paragraphs.findIndex((x) => x.section === p.section) === i;
            return (
              <Box key={p.id} role="group" position="relative">
                {startsSection && (
                  <HStack justify="flex-end">
                    <Button size="xs" variant="ghost" loading={busy === `regen:${p.section}`} onClick={() => void run(`regen:${p.section}`, { task_id: taskId, regenerate_section: p.section }, '已重新生成')}>
                      重新生成此部分
                    </Button>
                  </HStack>
                )}
                {editing?.id === p.id ? (
                  <Stack gap="1" my="1">
                    <Textarea autoresize maxLength={PARAGRAPH_MAX} value={editing.text} onChange={(e) => setEditing({ id: p.id, text: e.currentTarget.value })} aria-label="段落内容" />
                    <HStack justify="flex-end">
                      <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
                        取消
                      </Button>
                      <Button size="xs" colorPalette="blue" loading={busy === 'edit'} onClick={() => void run('edit', { task_id: taskId, paragraphs: [{ id: p.id, text: editing.text }] }, '已保存').then((ok) => ok && setEditing(null))}>
                        保存
                      </Button>
                    </HStack>
                  </Stack>
                ) : (
                  <Text
                    textAlign={ALIGN[p.style]}
                    fontSize={p.style === 'title' ? '2xl' : 'md'}
                    fontWeight={p.style === 'title' || p.style === 'heading' ? 'bold' : 'normal'}
                    textIndent={p.style === 'body' || (p.style === 'closing' && d.paragraphs.findIndex((x) => x.section === p.section) === i) ? '2em' : undefined}
                    lineHeight="1.9"
                    whiteSpace="pre-wrap"
                    cursor={p.editable && !chat ? 'text' : undefined}
                    _hover={p.editable && !chat ? { bg: 'blue.50' } : undefined}
                    onClick={() => p.editable && !chat && setEditing({ id: p.id, text: p.text })}
                    data-testid="draft-paragraph"
                  >
                    {highlightMissing(p.text)}
                  </Text>
                )}
              </Box>
            );
          })}
        </Box>
      </Stack>
      <Stack w={{ base: 'full', lg: '340px' }} flexShrink={0} gap="4" display={{ base: 'none', lg: 'flex' }}>
        {chat && <RefinePanel draft={d} busy={busy === 'refine'} onRefine={(instruction) => run('refine', { task_id: taskId, instruction }, '已按指令修改')} />}
        <Box>
          <Heading size="sm" mb="2">
            待补充要素{' '}
            <Badge colorPalette={d.missing_fields.length ? 'red' : 'green'}>{d.missing_fields.length}</Badge>
          </Heading>
          {d.missing_fields.length === 0 ? (
            <Text fontSize="sm" color="gray.600">
              必填要素已齐全
            </Text>
          ) : (
            <MissingFields draft={d} busy={busy === 'fields'} onFill={(fields) => run('fields', { task_id: taskId, fields }, '已补充')} />
          )}
        </Box>
        {d.extracted.length > 0 && (
          <Box>
            <Heading size="sm" mb="2">
              从案情中提取
            </Heading>
            <Stack gap="1">
              {d.extracted.map((x) => (
                <Text key={x.key} fontSize="sm">
                  <Text as="span" color="gray.500">
                    {x.label}：
                  </Text>
                  {x.value}
                </Text>
              ))}
            </Stack>
          </Box>
        )}
        <Box>
          <Heading size="sm" mb="2">
            引用法条
          </Heading>
          {d.citations.length === 0 ? <Text fontSize="sm" color="gray.600">文书中没有引用法条</Text> : <CitationList citations={d.citations} />}
        </Box>
      </Stack>
    </HStack>
  );
}

/** 【待补充：…】 shown in red so a lawyer cannot miss it. */
function highlightMissing(text: string) {
  const parts = text.split(/(【待补充：[^】]*】)/);
  return parts.map((part, i) =>
    part.startsWith('【待补充：') ? (
      <Text as="span" key={i} color="red.600" bg="red.50" data-testid="missing-mark">
        {part}
      </Text>
    ) : (
      part
    ),
  );
}

function MissingFields({ draft, busy, onFill }: { draft: TDraftDetail; busy: boolean; onFill: (fields: Record<string, string>) => Promise<boolean> }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <Stack gap="2" data-testid="missing-fields">
      {draft.missing_fields.map((m) => (
        <Box key={m.key}>
          <Text fontSize="sm" fontWeight="medium">
            {m.label}
          </Text>
          <Input size="sm" bg="white" placeholder={m.help} value={values[m.key] ?? ''} onChange={(e) => setValues({ ...values, [m.key]: e.currentTarget.value })} aria-label={m.label} />
        </Box>
      ))}
      <Button size="sm" loading={busy} disabled={!Object.values(values).some((v) => v.trim())} onClick={() => void onFill(values).then((ok) => ok && setValues({}))}>
        填入文书
      </Button>
    </Stack>
  );
}

function RefinePanel({ draft, busy, onRefine }: { draft: TDraftDetail; busy: boolean; onRefine: (instruction: string) => Promise<boolean> }) {
  const [instruction, setInstruction] = useState('');
  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="3" data-testid="refine-panel">
      <Heading size="sm" mb="2">
        按指令修改
      </Heading>
      <Stack gap="2" maxH="280px" overflowY="auto" mb="2">
        {draft.refinements.length === 0 && (
          <Text fontSize="sm" color="gray.500">
            例如：“诉讼请求增加要求被告承担律师费”“事实与理由写得更简洁”
          </Text>
        )}
        {draft.refinements.map((r) => (
          <Box key={r.at} fontSize="sm">
            <Text fontWeight="medium">我：{r.instruction}</Text>
            <Text color="gray.600">{r.reply}</Text>
          </Box>
        ))}
      </Stack>
      <Textarea rows={3} maxLength={INSTRUCTION_MAX} value={instruction} onChange={(e) => setInstruction(e.currentTarget.value)} placeholder="输入修改指令" aria-label="修改指令" />
      <Button mt="2" size="sm" colorPalette="blue" w="full" loading={busy} disabled={!instruction.trim()} onClick={() => void onRefine(instruction.trim()).then((ok) => ok && setInstruction(''))}>
        发送
      </Button>
    </Box>
  );
}
