/**
 * Legal research (/research, /guidResearch, /research/{id}; spec §4, §5): ask a question, the answer streams as
 * sanitized markdown with citation markers and the citation list with each status; follow-ups in the same research,
 * stop, retry, download as .docx, and the history beside it. Sending checks moderation and quota first: a refused
 * question shows the spec's message, no quota left opens the VIP dialog (NOT_QUOTA).
 */
import { Badge, Box, Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import type { TCitation } from '@common/api/citation';
import { Code } from '@common/codes';
import { STOPPED_NOTE } from '@common/api/stream';
import { requireLogin } from '@/features/auth/login-gate';
import { notify } from '@/lib/notify';
import { useAnswerStream } from '@/lib/stream/useAnswerStream';
import { checkResearch, createResearch, downloadResearch, fetchResearchInfo, researchPath, retryResearchAnswer, stopResearchAnswer } from './api';
import { CitationList } from './CitationList';
import { RESEARCH_LIST_KEY, ResearchHistory } from './ResearchHistory';
import { ResearchInput } from './ResearchInput';
import { ShareButton } from '@/features/chat/ShareButton';

const ResearchMarkdown = lazy(() => import('./ResearchMarkdown'));

function Answer({ text, citations }: { text: string; citations: TCitation[] }) {
  return (
    <Suspense fallback={<Text whiteSpace="pre-wrap" fontSize="sm">{text}</Text>}>
      <ResearchMarkdown markdown={text} citations={citations} />
    </Suspense>
  );
}

/**
 * No research quota left (10014, spec §4 NOT_QUOTA): the VIP gate (features/accounts/vip-gate.ts) opens the VIP
 * dialog for a personal user on any 10014; an enterprise member is told the server's message instead (spec §5: the
 * dialog is for personal users, who can buy membership). The calls are silent, so the message is shown here.
 */
async function quotaRefused(queryClient: QueryClient, message: string): Promise<void> {
  const balance = await import('@/features/accounts/queries')
    .then(({ balanceQueryOptions }) => queryClient.fetchQuery(balanceQueryOptions()))
    .catch(() => null);
  if (balance?.account_type !== 'person') notify.error(message);
}

/** Moderation and quota, then create: the new ids, or null after telling the user why not. */
async function ask(queryClient: QueryClient, question: string, researchId?: string): Promise<{ research_id: string; message_id: string } | null> {
  const check = await checkResearch(question).catch(() => null);
  if (!check) return void notify.error('检查失败，请稍后重试'), null;
  if (check.code === Code.LIMIT_REACHED) return void quotaRefused(queryClient, check.message), null;
  if (check.code !== 200) return void notify.error(check.message), null;
  const created = await createResearch(question, researchId).catch(() => null);
  if (!created) return void notify.error('网络错误，请稍后重试'), null;
  if (created.code === Code.LIMIT_REACHED) return void quotaRefused(queryClient, created.message), null;
  if (created.code !== 200) return void notify.error(created.message), null;
  return created.data;
}

/** A new research: the input (and the home page's question, sent once). */
export function NewResearchPage({ question }: { question?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sentInitial = useRef(false);
  const send = (q: string) =>
    new Promise<boolean>((resolve) => {
      requireLogin(() => {
        void ask(queryClient, q).then((created) => {
          resolve(Boolean(created));
          if (!created) return;
          void queryClient.invalidateQueries({ queryKey: RESEARCH_LIST_KEY });
          void navigate({ to: '/research/$id', params: { id: created.research_id }, replace: true });
        });
      });
    });
  useEffect(() => {
    if (!question || sentInitial.current) return;
    sentInitial.current = true;
    void send(question.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [question]);
  return (
    <Flex gap="6" align="start" w="full" maxW="6xl" mx="auto" p="6">
      <ResearchHistory currentId={null} />
      <Stack flex="1" gap="4" minW="0">
        <Text fontSize="xl" fontWeight="semibold">
          法律研究
        </Text>
        <Text color="fg.muted" fontSize="sm">
          就法律问题、案情事实与争议焦点检索法条与案例，每条引用都与法规库核对。
        </Text>
        <ResearchInput onSend={send} generating={false} initial={question ?? ''} />
      </Stack>
    </Flex>
  );
}

/** One research with its questions and answers. */
export function ResearchDetailPage({ researchId }: { researchId: string }) {
  const queryClient = useQueryClient();
  const key = useMemo(() => ['research', 'info', researchId], [researchId]);
  const info = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchResearchInfo(researchId, signal), retry: false });
  const stream = useAnswerStream();
  const started = useRef<string | null>(null);
  const messages = useMemo(() => info.data?.messages ?? [], [info.data]);
  const pendingId = messages.filter((m) => m.role === 'assistant' && m.status === 'streaming').at(-1)?.message_id ?? null;

  useEffect(() => {
    if (!pendingId || pendingId === started.current) return;
    started.current = pendingId;
    void stream.start(researchPath('legal/research'), { research_id: researchId, message_id: pendingId }).then(() => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: RESEARCH_LIST_KEY });
    });
  }, [pendingId, researchId, stream, queryClient, key]);

  const generating = Boolean(pendingId) && stream.state.status !== 'done' && stream.state.status !== 'error';
  const send = async (q: string) => {
    const created = await ask(queryClient, q, researchId);
    if (created) await queryClient.invalidateQueries({ queryKey: key });
    return Boolean(created);
  };
  const stop = () => {
    if (pendingId) void stopResearchAnswer(researchId, pendingId);
  };
  const retry = (messageId: string) => void retryResearchAnswer(researchId, messageId).then(() => queryClient.invalidateQueries({ queryKey: key }));
  const download = () =>
    void downloadResearch(researchId)
      .then((blob) => {
        const a = document.createElement('a');
        a.href = URL.createObjectURL(blob);
        a.download = `${info.data?.title ?? '法律研究'}.docx`;
        a.click();
        setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
      })
      .catch((e: Error) => notify.error(e.message));

  if (info.isError && !info.data) {
    return (
      <Box p="10" textAlign="center" color="fg.muted">
        研究记录不存在或已删除
      </Box>
    );
  }
  return (
    <Flex gap="6" align="start" w="full" maxW="6xl" mx="auto" p="6">
      <ResearchHistory currentId={researchId} />
      <Stack flex="1" gap="4" minW="0">
        <HStack justify="space-between">
          <Text fontSize="lg" fontWeight="semibold" truncate>
            {info.data?.title ?? '法律研究'}
          </Text>
          <HStack>
            <ShareButton kind="research" targetId={researchId} />
            <Button size="sm" variant="outline" onClick={download} disabled={!info.data}>
              下载 Word
            </Button>
          </HStack>
        </HStack>
        {info.isLoading && <Spinner />}
        {messages.map((m) => {
          if (m.role === 'user') {
            return (
              <Box key={m.message_id} alignSelf="flex-end" bg="brand.subtle" px="4" py="2" rounded="lg" maxW="80%" whiteSpace="pre-wrap" fontSize="sm" data-testid="research-question">
                {m.content}
              </Box>
            );
          }
          const live = m.message_id === pendingId;
          const text = live ? stream.state.text : m.content;
          const citations = live ? stream.state.citations : m.citations;
          const status = live ? (stream.state.status === 'done' ? 'done' : 'streaming') : m.status;
          return (
            <Box key={m.message_id} bg="white" borderWidth="1px" rounded="lg" p="4" data-testid="research-answer" data-status={status}>
              {text ? <Answer text={text} citations={citations} /> : <Spinner size="sm" />}
              {live && stream.state.status === 'error' && <Text color="fg.error">{stream.state.error?.message}</Text>}
              {status === 'stopped' && !text.includes(STOPPED_NOTE) && (
                <Badge mt="2" colorPalette="gray">
                  已停止生成
                </Badge>
              )}
              {status === 'failed' && <Text color="fg.error">生成中断，请重试</Text>}
              <CitationList citations={citations} />
              {!live && (
                <HStack mt="2" justify="flex-end">
                  <Button size="xs" variant="ghost" onClick={() => retry(m.message_id)} disabled={generating}>
                    重新生成
                  </Button>
                </HStack>
              )}
            </Box>
          );
        })}
        <ResearchInput key={researchId} onSend={send} generating={generating} onStop={stop} />
      </Stack>
    </Flex>
  );
}
