import { Badge, Box, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TCitation } from '@common/api/citation';
import { fetchCaseDetail } from './api';

const STATUS: Record<TCitation['status'], { label: string; color: string }> = {
  verified: { label: '已核验', color: 'green' },
  amended: { label: '已修改', color: 'orange' },
  repealed: { label: '已废止', color: 'red' },
  not_found: { label: '未能核验', color: 'gray' },
  text_mismatch: { label: '原文不符', color: 'red' },
};

function Section({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <Stack gap="1">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Text lineHeight="tall" whiteSpace="pre-wrap">
        {text}
      </Text>
    </Stack>
  );
}

function Cited({ c }: { c: TCitation }) {
  const s = STATUS[c.status];
  const article = c.article_id ?? undefined;
  return (
    <Box borderWidth="1px" rounded="md" p="3" fontSize="sm">
      <HStack gap="2">
        <Badge colorPalette={s.color}>{s.label}</Badge>
        {c.law_id && c.article_label ? (
          <Link to="/lawDetail" search={{ law_id: c.law_id, article }}>
            <Text color="brand.fg" fontWeight="semibold">
              《{c.law_title}》{c.article_label}
            </Text>
          </Link>
        ) : (
          <Text fontWeight="semibold">{c.law_title ? `《${c.law_title}》` : c.text}</Text>
        )}
      </HStack>
      {c.status === 'verified' || c.status === 'amended' ? (
        <Text mt="1" color="fg.muted">
          {c.text}
        </Text>
      ) : (
        <Text mt="1" color="fg.muted">
          {c.reason ?? c.text}
        </Text>
      )}
      {c.successor && (
        <Text mt="1">
          现行规定：
          <Link to="/lawDetail" search={{ law_id: c.successor.law_id }}>
            《{c.successor.law_title}》{c.successor.article_label ?? ''}
          </Link>
        </Text>
      )}
    </Box>
  );
}

/** /caseDetail?case_id=… (issue 8): parties, facts, 本院认为, 判决如下 and the cited articles checked against the corpus. */
export function CaseDetailPage({ caseId }: { caseId: string }) {
  const { data, isPending, isError, error } = useQuery({ queryKey: ['fuxi', 'case-detail', caseId], queryFn: ({ signal }) => fetchCaseDetail(caseId, signal), enabled: caseId !== '' });
  if (caseId === '') return <Text color="fg.muted">请从裁判文书检索结果打开案例</Text>;
  if (isPending)
    return (
      <HStack justify="center" py="16">
        <Spinner />
      </HStack>
    );
  if (isError || !data) return <Text color="fg.error">{error instanceof Error ? error.message : '案例加载失败，请稍后重试'}</Text>;
  return (
    <Stack gap="5" maxW="960px" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {data.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {[data.court, data.case_no, data.cause, data.judged_at].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {data.parties.length > 0 && <Section title="当事人" text={data.parties.join('\n')} />}
      <Section title="案件事实" text={data.sections.facts} />
      <Section title="本院认为" text={data.sections.reasoning} />
      <Section title="判决结果" text={data.sections.result} />
      {data.cited_articles.length > 0 && (
        <Stack gap="2">
          <Heading as="h2" size="md">
            引用法条
          </Heading>
          {data.cited_articles.map((c, i) => (
            <Cited key={i} c={c} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
