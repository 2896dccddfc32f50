import { Badge, Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { downloadLaw, fetchLawDetail } from './api';

const anchorOf = (articleId: string) => `a-${articleId.replace(/[^a-zA-Z0-9-]/g, '-')}`;

/** The text a lawyer pastes: 《中华人民共和国民法典》第五百七十七条\u3000当事人一方… */
export function articleCitationText(title: string, label: string, text: string): string {
  return `《${title}》${label}\u3000${text}`;
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success('复制成功');
  } catch {
    notify.error('复制失败');
  }
}

/** /lawDetail?law_id=…&article=… (issue 8): the whole law with its 编/章/节 TOC, validity, dates, copy, download. */
export function LawDetailPage({ lawId, article }: { lawId: string; article?: string }) {
  const { data, isPending, isError, error } = useQuery({ queryKey: ['fuxi', 'law-detail', lawId], queryFn: ({ signal }) => fetchLawDetail(lawId, signal), enabled: lawId !== '' });
  const [busy, setBusy] = useState<'pdf' | 'docx' | null>(null);

  useEffect(() => {
    if (!data || !article) return;
    const el = document.getElementById(anchorOf(article));
    el?.scrollIntoView({ block: 'start' });
  }, [data, article]);

  const download = async (format: 'pdf' | 'docx') => {
    if (!data) return;
    setBusy(format);
    try {
      const blob = await downloadLaw(data.law_id, format);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `${data.title}.${format}`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    } catch (err) {
      notify.error(err instanceof Error ? err.message : '下载失败，请稍后重试');
    } finally {
      setBusy(null);
    }
  };

  if (lawId === '') return <Text color="fg.muted">请从法律检索结果打开法规</Text>;
  if (isPending)
    return (
      <HStack justify="center" py="16">
        <Spinner />
      </HStack>
    );
  if (isError || !data) return <Text color="fg.error">{error instanceof Error ? error.message : '法规加载失败，请稍后重试'}</Text>;

  return (
    <Flex gap="6" align="start" maxW="1200px" mx="auto" w="full">
      <Box as="nav" aria-label="目录" w="260px" flexShrink={0} position="sticky" top="4" maxH="calc(100vh - 32px)" overflowY="auto" display={{ base: 'none', lg: 'block' }} fontSize="sm">
        <Text fontWeight="semibold" mb="2">
          目录
        </Text>
        {data.toc.length === 0 && <Text color="fg.muted">本法未分章节</Text>}
        {data.toc.map((e, i) => (
          <Box key={i} pl={e.depth * 3} py="0.5">
            <a href={e.article_from ? `#${anchorOf(e.article_from)}` : undefined} style={{ color: 'inherit' }}>
              {e.label}
            </a>
          </Box>
        ))}
      </Box>
      <Stack gap="4" flex="1" minW="0">
        <Stack gap="2" textAlign="center">
          <Heading as="h1" size="xl" data-testid="law-title">
            {data.title}
          </Heading>
          <HStack justify="center" gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <Badge colorPalette={data.validity === '现行有效' ? 'green' : 'orange'}>{data.validity}</Badge>
            <Text>{data.level}</Text>
            <Text>{data.issuer}</Text>
            {data.promulgated_at && <Text>公布 {data.promulgated_at}</Text>}
            {data.effective_at && <Text>施行 {data.effective_at}</Text>}
          </HStack>
          {data.history.map((h) => (
            <Text key={h} fontSize="xs" color="fg.subtle">
              {h}
            </Text>
          ))}
          <HStack justify="center" gap="2">
            <Button size="sm" variant="outline" loading={busy === 'pdf'} onClick={() => void download('pdf')}>
              下载 PDF
            </Button>
            <Button size="sm" variant="outline" loading={busy === 'docx'} onClick={() => void download('docx')}>
              下载 Word
            </Button>
          </HStack>
        </Stack>
        {data.articles.map((a, i) => {
          const heading = a.chapter !== (data.articles[i - 1]?.chapter ?? '') ? a.chapter : null;
          const selected = a.article_id === article;
          return (
            <Box key={a.article_id}>
              {heading && (
                <Text fontWeight="semibold" textAlign="center" mt="4" mb="2">
                  {heading}
                </Text>
              )}
              <Box id={anchorOf(a.article_id)} data-article-id={a.article_id} aria-current={selected ? 'true' : undefined} p="3" rounded="md" bg={selected ? 'yellow.50' : undefined} borderWidth={selected ? '1px' : '0'} borderColor="yellow.300" scrollMarginTop="16px">
                <Text lineHeight="tall" whiteSpace="pre-wrap">
                  <Text as="span" fontWeight="bold">
                    {a.article_label}
                  </Text>
                  {'\u3000'}
                  {a.text}
                </Text>
                <Button size="xs" variant="ghost" mt="1" onClick={() => void copy(articleCitationText(data.title, a.article_label, a.text))}>
                  复制条文
                </Button>
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Flex>
  );
}
