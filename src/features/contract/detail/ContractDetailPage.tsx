/**
 * The review result of one contract (spec §2 /detail, /reviewDetail, /edit; issue item 8): the contract as readable
 * text with findings highlighted, the findings panel grouped by level with filters, accept / reject / reopen per
 * suggestion, downloads, and the disclaimer that AI output is not formal legal advice.
 */
import { Badge, Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TFindingLevel, TTaskResult } from '@common/api/contract';
import { Logo } from '@/components/layout/Logo';
import { pageTitle } from '@/lib/brand';
import { useAppStore } from '@/lib/store';
import { ApiError } from '@/lib/api-client';
import { requireLogin } from '@/features/auth/login-gate';
import { useBrand } from '@/features/base/useBrand';
import { taskResultQueryOptions } from '../queries';
import { DownloadMenu } from '../tasks/DownloadMenu';
import { useTaskActions } from '../tasks/useTaskActions';
import { formatTaskTime } from '../tasks/format';
import { ArrowLeftIcon } from '../icons';
import { DocumentView } from './DocumentView';
import { FindingsPanel } from './FindingsPanel';
import { LEVELS, type TDecisionFilter } from './finding-filters';
import { spansByParagraph } from './highlights';

const TOP_BAR_H = '60px';

/** Sets '<task name> - 律台' after the route's own title effect (parent effects run after child effects). */
function useDocumentTitle(title: string | undefined) {
  const brand = useBrand();
  useEffect(() => {
    if (!title) return;
    const id = setTimeout(() => {
      document.title = pageTitle(title, brand);
    }, 0);
    return () => clearTimeout(id);
  }, [title, brand]);
}

function TopBar({ children }: { children?: React.ReactNode }) {
  const brand = useBrand();
  return (
    <Flex as="header" h={TOP_BAR_H} px="5" gap="4" align="center" bg="white" borderBottomWidth="1px" borderColor="border" flexShrink={0}>
      <Logo />
      <Box w="1px" h="6" bg="border" />
      <Button asChild size="sm" variant="ghost" px="2">
        <Link to={brand.is_law_firm ? '/guidContract' : '/contract'}>
          <ArrowLeftIcon />
          合同审查
        </Link>
      </Button>
      {children}
    </Flex>
  );
}

function CenteredState({ title, text, action }: { title: string; text?: string; action?: React.ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" bg="bg.canvas">
      <TopBar />
      <Stack flex="1" align="center" justify="center" gap="2" textAlign="center" px="6" data-testid="detail-state">
        <Text fontSize="lg" fontWeight="semibold">
          {title}
        </Text>
        {text && <Text color="fg.muted">{text}</Text>}
        {action}
      </Stack>
    </Flex>
  );
}

export function ContractDetailPage({ taskId, fallbackName }: { taskId: string; fallbackName?: string }) {
  const token = useAppStore((s) => s.token);
  const result = useQuery({ ...taskResultQueryOptions(taskId), enabled: Boolean(token && taskId) });
  useDocumentTitle(result.data?.task.task_name ?? fallbackName);

  if (!taskId) return <CenteredState title="未找到审查任务" text="链接缺少任务编号，请从合同审查页打开。" />;
  if (!token) {
    return (
      <CenteredState
        title="请先登录"
        text="登录后即可查看该合同的审查结果。"
        action={
          <Button mt="3" onClick={() => requireLogin(() => undefined)}>
            登录
          </Button>
        }
      />
    );
  }
  if (result.isPending) {
    return (
      <Flex direction="column" minH="100vh" bg="bg.canvas">
        <TopBar />
        <Flex flex="1" gap="6" p="6">
          <Skeleton flex="1" h="70vh" maxW="820px" mx="auto" />
          <Skeleton w="420px" h="70vh" />
        </Flex>
      </Flex>
    );
  }
  if (result.isError) {
    const message = result.error instanceof ApiError ? result.error.message : '加载失败，请稍后重试';
    return (
      <CenteredState
        title="暂时无法打开审查结果"
        text={message}
        action={
          <Button mt="3" variant="outline" onClick={() => void result.refetch()} loading={result.isFetching}>
            重新加载
          </Button>
        }
      />
    );
  }
  return <DetailView data={result.data} />;
}

function DetailView({ data }: { data: TTaskResult }) {
  const { task, findings, document: doc, summary } = data;
  const actions = useTaskActions(task);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [levels, setLevels] = useState<TFindingLevel[]>([...LEVELS]);
  const [decision, setDecision] = useState<TDecisionFilter>('all');
  const docPane = useRef<HTMLDivElement>(null);

  const placedIds = useMemo(() => {
    const ids = new Set<string>();
    for (const spans of spansByParagraph(doc.paragraphs, findings).values()) for (const s of spans) ids.add(s.id);
    return ids;
  }, [doc.paragraphs, findings]);

  // Findings hidden by the filters are not highlighted either: the page shows one consistent selection.
  const shownFindings = useMemo(
    () => findings.filter((f) => levels.includes(f.level) && (decision === 'all' || f.decision === decision)),
    [findings, levels, decision],
  );

  /** From the panel: select, scroll the document to the words, and flash them. */
  const selectFromPanel = useCallback((id: string) => {
    setSelectedId(id);
    const mark = docPane.current?.querySelector<HTMLElement>(`mark[data-finding-ids~="${CSS.escape(id)}"]`);
    if (!mark) return;
    mark.scrollIntoView({ block: 'center', behavior: 'smooth' });
    mark.removeAttribute('data-flash');
    // Restart the animation even when the same finding is clicked twice.
    void mark.offsetWidth;
    mark.setAttribute('data-flash', '');
    setTimeout(() => mark.removeAttribute('data-flash'), 1500);
  }, []);

  return (
    <Flex direction="column" h="100vh" bg="bg.canvas" data-testid="detail-page">
      <TopBar>
        <Stack gap="0" minW="0" flex="1">
          <Text as="h1" fontWeight="semibold" fontSize="md" truncate title={task.task_name} data-testid="detail-title">
            {task.task_name}
          </Text>
          <HStack gap="2" fontSize="xs" color="fg.muted" wrap="nowrap" overflow="hidden">
            <Text truncate>{task.contract_type_name}</Text>
            <Text>·</Text>
            <Text truncate>立场：{task.review_stance_name}</Text>
            <Text>·</Text>
            <Text truncate>审查人：{task.review_people}</Text>
            <Text>·</Text>
            <Text whiteSpace="nowrap">{doc.char_count.toLocaleString('zh-CN')} 字</Text>
            <Text>·</Text>
            <Text whiteSpace="nowrap">{formatTaskTime(task.updated_at)}</Text>
          </HStack>
        </Stack>
        <Badge colorPalette="gold" variant="surface" size="sm" display={{ base: 'none', lg: 'inline-flex' }}>
          AI生成内容仅供参考
        </Badge>
        <DownloadMenu onDownload={actions.download} canOpen={actions.canDownload} downloading={actions.downloading} size="sm" variant="solid" />
      </TopBar>
      <Flex flex="1" minH="0">
        <Box ref={docPane} flex="1" minW="0" overflowY="auto" px={{ base: '4', lg: '8' }} py="6" data-testid="document-pane">
          {summary && (
            <Box maxW="820px" mx="auto" mb="4" px="4" py="3" bg="white" borderWidth="1px" borderColor="border" borderLeftWidth="3px" borderLeftColor="brand.solid" rounded="md">
              <Text fontSize="xs" fontWeight="semibold" color="brand.fg" mb="0.5">
                审查摘要
              </Text>
              <Text fontSize="sm" lineHeight="1.75" color="fg">
                {summary}
              </Text>
            </Box>
          )}
          <DocumentView paragraphs={doc.paragraphs} findings={shownFindings} selectedId={selectedId} onSelect={setSelectedId} />
        </Box>
        <Box w={{ base: '380px', xl: '440px' }} flexShrink={0} borderLeftWidth="1px" borderColor="border" bg="white" minH="0">
          <FindingsPanel
            taskId={task.task_id}
            findings={findings}
            placedIds={placedIds}
            selectedId={selectedId}
            onSelect={selectFromPanel}
            levels={levels}
            onLevelsChange={setLevels}
            decision={decision}
            onDecisionChange={setDecision}
          />
        </Box>
      </Flex>
    </Flex>
  );
}
