/**
 * A file Q&A conversation (/fileChatDetail, /chatFileDetail, /guidAssistantDetail): the file beside the chat.
 * Answers stream (src/lib/stream); each quote is a chip that scrolls the file to its span and highlights it.
 * Follow-up questions, stop while an answer streams, retry an answer.
 */
import { Badge, Box, Button, Flex, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TQaMessage, TQuote } from '@common/api/document';
import { QUESTION_MAX } from '@common/api/document';
import { useAnswerStream } from '@/lib/stream/useAnswerStream';
import { notify } from '@/lib/notify';
import { askFollowUp, documentPath, fetchQaDetail, retryAnswer, stopAnswer } from './api';
import { FileTextView, type TSpan } from './FileTextView';
import { QuoteList } from './QuoteList';
import { ShareButton } from '@/features/chat/ShareButton';

export function QaDetailPage({ taskId, historyPath = '/fileHistory' }: { taskId: string; historyPath?: string }) {
  const queryClient = useQueryClient();
  const key = ['document', 'detail', taskId];
  const detail = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchQaDetail(taskId, { signal }) });
  const stream = useAnswerStream();
  const started = useRef<string | null>(null);
  const [fileId, setFileId] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<TSpan | null>(null);
  const [question, setQuestion] = useState('');

  const messages = useMemo(() => detail.data?.messages ?? [], [detail.data]);
  const files = detail.data?.files ?? [];
  const shownFile = fileId ?? files[0]?.file_id ?? null;

  // Follow the newest answer that is still streaming (a reload, or the page opened right after creating the task).
  const pendingId = messages.filter((m) => m.role === 'assistant' && m.status === 'streaming').at(-1)?.message_id ?? null;
  const streamingId = pendingId;
  useEffect(() => {
    if (!pendingId || pendingId === started.current) return;
    started.current = pendingId;
    void stream.start(documentPath('tasks/stream'), { task_id: taskId, message_id: pendingId }).then(() => {
      void queryClient.invalidateQueries({ queryKey: key });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingId]);

  const streaming = stream.state.status === 'streaming';
  const open = (q: TQuote) => {
    setFileId(q.file_id);
    setHighlight({ start: q.start, end: q.end });
  };
  const nameOf = (id: string) => files.find((f) => f.file_id === id)?.file_name ?? '';

  const send = async () => {
    const q = question.trim();
    if (!q) return notify.warning('问题不能为空');
    if (streaming) return notify.warning('正在生成对话中');
    setQuestion('');
    await askFollowUp(taskId, q).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: key });
  };
  const retry = async (m: TQaMessage) => {
    await retryAnswer(taskId, m.message_id).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: key });
  };
  const stop = async () => {
    if (streamingId) await stopAnswer(taskId, streamingId);
  };

  if (detail.isPending) return <Spinner m="8" />;
  if (!detail.data) return <Text m="8">对话不存在或已删除</Text>;

  const render = (m: TQaMessage) => {
    const live = m.message_id === streamingId && m.status === 'streaming';
    const content = live ? stream.state.text : m.content;
    const quotes = live ? (stream.state.citations as unknown as TQuote[]) : m.quotes;
    if (m.role === 'user')
      return (
        <Box key={m.message_id} alignSelf="flex-end" bg="blue.50" rounded="lg" px="3" py="2" maxW="85%">
          <Text whiteSpace="pre-wrap" fontSize="sm">
            {m.content}
          </Text>
        </Box>
      );
    return (
      <Box key={m.message_id} bg="white" borderWidth="1px" rounded="lg" px="3" py="2" data-testid="answer">
        <Text whiteSpace="pre-wrap" fontSize="sm" lineHeight="1.8">
          {content || (live ? '正在检索文件…' : '')}
        </Text>
        {m.status === 'stopped' && <Badge colorPalette="gray">已停止生成</Badge>}
        {m.status === 'failed' && <Badge colorPalette="red">生成失败</Badge>}
        <QuoteList quotes={quotes} fileName={nameOf} onOpen={open} />
        {!live && (
          <Button size="xs" variant="ghost" mt="1" onClick={() => void retry(m)} disabled={streaming}>
            重新生成
          </Button>
        )}
      </Box>
    );
  };

  return (
    <Flex h="calc(100vh - 64px)" gap="0" data-testid="qa-detail">
      <Box flex="1" overflowY="auto" p="4" borderRightWidth="1px" bg="gray.50">
        <HStack mb="3" wrap="wrap">
          {files.map((f) => (
            <Button key={f.file_id} size="xs" variant={f.file_id === shownFile ? 'solid' : 'outline'} onClick={() => setFileId(f.file_id)}>
              {f.file_name}
            </Button>
          ))}
        </HStack>
        {shownFile && <FileTextView fileId={shownFile} highlight={highlight && (fileId ?? files[0]?.file_id) === shownFile ? highlight : null} />}
      </Box>
      <Flex direction="column" w={{ base: '50%', xl: '45%' }} p="4">
        <HStack justify="space-between" mb="2">
          <Text fontWeight="semibold" truncate>
            {detail.data.title}
          </Text>
          <HStack>
            <ShareButton kind="document" targetId={taskId} />
            <Button asChild size="xs" variant="outline">
              <Link to={historyPath}>历史记录</Link>
            </Button>
          </HStack>
        </HStack>
        <Stack flex="1" overflowY="auto" gap="3">
          {messages.map(render)}
        </Stack>
        <Stack mt="3" gap="2">
          <Textarea
            rows={2}
            value={question}
            maxLength={QUESTION_MAX}
            placeholder="继续提问"
            data-testid="follow-up-input"
            onChange={(e) => setQuestion(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
          />
          <HStack justify="flex-end">
            {streaming ? (
              <Button size="sm" variant="outline" onClick={() => void stop()}>
                停止生成
              </Button>
            ) : (
              <Button size="sm" colorPalette="blue" onClick={() => void send()}>
                发送
              </Button>
            )}
          </HStack>
        </Stack>
      </Flex>
    </Flex>
  );
}
