/**
 * A chat (/deepChatDetail, /chatDetail): questions and answers, the answer in progress streaming as sanitized
 * markdown (streaming kit: src/lib/stream), 停止生成, 重新生成, 复制 (复制成功 / 复制失败), citations with their
 * status, follow-up questions, and 分享 (a read-only link with an expiry, revocable).
 */
import { Alert, Box, Button, Heading, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_INPUT_MAX, type TChatMessage } from '@common/api/chat';
import { STOPPED_NOTE } from '@common/api/stream';
import { newIdempotencyKey } from '@/features/contract/ids';
import { CitationList } from '@/features/draft/CitationList';
import { notify } from '@/lib/notify';
import { useAnswerStream } from '@/lib/stream/useAnswerStream';
import { askChat, chatPath, fetchChat, regenerateChat, stopChat } from './api';
import { LazyMarkdown } from './LazyMarkdown';
import { ShareButton } from './ShareButton';

/** Reads ?chat_id inside the lazy page. */
export function ChatDetailRoute() {
  const search = useSearch({ strict: false }) as { chat_id?: string };
  if (!search.chat_id) return <Text m="8">请从 AI对话 页面提问，或打开历史记录</Text>;
  return <ChatDetailPage key={search.chat_id} chatId={search.chat_id} />;
}

/** Copies text to the clipboard and says whether it worked. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success('复制成功');
  } catch {
    notify.error('复制失败');
  }
}

export function ChatDetailPage({ chatId }: { chatId: string }) {
  const queryClient = useQueryClient();
  const chat = useQuery({ queryKey: ['chat', 'detail', chatId], queryFn: ({ signal }) => fetchChat(chatId, { signal }) });
  const stream = useAnswerStream();
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [sending, setSending] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: ['chat', 'detail', chatId] }), [queryClient, chatId]);

  const follow = useCallback(
    async (messageId: string) => {
      setStreamingId(messageId);
      await stream.start(chatPath('chat/stream'), { chat_id: chatId, message_id: messageId });
      await refresh();
      setStreamingId(null);
    },
    [stream, chatId, refresh],
  );

  // An answer still streaming when the page opens (a new chat, or a reload mid-answer) is followed.
  const pending = chat.data?.messages.find((m) => m.status === 'streaming');
  const pendingId = pending?.message_id;
  useEffect(() => {
    if (!pendingId || streamingId !== null) return;
    // Started from a timer callback, not during the effect, so the stream's state updates never cascade a render.
    const timer = setTimeout(() => void follow(pendingId), 0);
    return () => clearTimeout(timer);
  }, [pendingId, streamingId, follow]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [stream.state.text, chat.data?.messages.length]);

  const send = async () => {
    const content = input.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      const asked = await askChat(content, chatId, newIdempotencyKey());
      setInput('');
      await refresh();
      void follow(asked.message_id);
    } catch {
      // Shown by the api client.
    } finally {
      setSending(false);
    }
  };

  if (chat.isPending) return <Spinner m="8" />;
  if (!chat.data) return <Text m="8">{chat.error instanceof Error ? chat.error.message : '对话不存在或已删除'}</Text>;
  const messages = chat.data.messages;
  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant');
  const busy = streamingId !== null;
  return (
    <Stack px={{ base: '4', md: '8' }} py="6" maxW="4xl" mx="auto" gap="4" data-testid="chat-detail">
      <HStack justify="space-between">
        <Heading size="lg" truncate>
          {chat.data.title}
        </Heading>
        <ShareButton kind="chat" targetId={chatId} />
      </HStack>
      {chat.data.answered_by === 'builtin' && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>当前未配置通用大模型：回答来自法规库检索，只引用法条原文。</Alert.Title>
        </Alert.Root>
      )}
      {messages.map((m) => (
        <MessageView
          key={m.message_id}
          message={m}
          live={m.message_id === streamingId ? stream.state : null}
          canRegenerate={!busy && m.message_id === lastAnswer?.message_id}
          onStop={() => void stopChat(chatId, m.message_id)}
          onRegenerate={() => void regenerateChat(chatId, m.message_id, newIdempotencyKey()).then(async (r) => { await refresh(); void follow(r.message_id); })}
        />
      ))}
      <div ref={bottom} />
      <Box bg="white" borderWidth="1px" rounded="md" p="2" position="sticky" bottom="2">
        <Textarea
          rows={2}
          border="none"
          maxLength={CHAT_INPUT_MAX}
          placeholder="继续提问，Enter 发送，Shift+Enter 换行"
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
          aria-label="输入问题"
        />
        <HStack justify="flex-end">
          <Text fontSize="xs" color="gray.500">
            {input.length}/{CHAT_INPUT_MAX}
          </Text>
          <Button size="sm" colorPalette="blue" loading={sending} disabled={!input.trim() || busy} onClick={() => void send()} data-testid="chat-send">
            发送
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}

function MessageView({
  message,
  live,
  canRegenerate,
  onStop,
  onRegenerate,
}: {
  message: TChatMessage;
  live: ReturnType<typeof useAnswerStream>['state'] | null;
  canRegenerate: boolean;
  onStop: () => void;
  onRegenerate: () => void;
}) {
  if (message.role === 'user') {
    return (
      <Box alignSelf="flex-end" maxW="80%" bg="blue.50" rounded="lg" px="4" py="2" whiteSpace="pre-wrap" data-testid="chat-question">
        {message.content}
      </Box>
    );
  }
  const streaming = live !== null && live.status === 'streaming';
  const text = live ? live.text : message.content;
  const citations = live && live.status !== 'done' ? live.citations : message.citations;
  return (
    <Stack bg="white" borderWidth="1px" rounded="lg" px="4" py="3" gap="2" data-testid="chat-answer">
      {text ? <LazyMarkdown text={text} /> : <Spinner size="sm" />}
      {message.status === 'stopped' && !live && (
        <Text fontSize="xs" color="gray.500">
          {STOPPED_NOTE}
        </Text>
      )}
      {(message.status === 'failed' || live?.status === 'error') && (
        <Text fontSize="sm" color="red.600">
          {live?.error?.message ?? '生成中断，请重试'}
        </Text>
      )}
      {citations.length > 0 && <CitationList citations={citations} />}
      <HStack gap="1">
        {streaming ? (
          <Button size="xs" variant="outline" onClick={onStop} data-testid="chat-stop">
            停止生成
          </Button>
        ) : (
          <>
            <Button size="xs" variant="ghost" onClick={() => void copyText(text)} data-testid="chat-copy">
              复制
            </Button>
            {canRegenerate && (
              <Button size="xs" variant="ghost" onClick={onRegenerate} data-testid="chat-regenerate">
                重新生成
              </Button>
            )}
          </>
        )}
      </HStack>
    </Stack>
  );
}
