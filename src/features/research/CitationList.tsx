/**
 * The citations of one answer with their api.md status: 已核验 links to the article, 已废止 names the successor
 * (合同法 -> 民法典), 未能核验 says why and never links, a judgment opens /caseDetail.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CITATION_STATUS_LABELS, type TCitation } from '@common/api/citation';
import { citationTarget } from './citation-links';

const PALETTE: Record<TCitation['status'], string> = { verified: 'green', amended: 'blue', repealed: 'orange', not_found: 'red', text_mismatch: 'red' };

function nameOf(c: TCitation): string {
  if (c.kind === 'case') return `${c.law_title ?? ''}${c.article_label ? `（${c.article_label}）` : ''}`;
  return c.article_label ? `《${c.law_title ?? ''}》${c.article_label}` : c.text;
}

/** The numbered citation list under an answer. */
export function CitationList({ citations }: { citations: TCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <Stack gap="1.5" mt="3" pt="3" borderTopWidth="1px" borderColor="border.muted" aria-label="引用">
      <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
        引用与核验
      </Text>
      {citations.map((c, i) => {
        const target = citationTarget(c);
        return (
          <Box key={i} fontSize="xs" data-testid="research-citation" data-status={c.status}>
            <HStack gap="2" align="start">
              <Text color="fg.muted" flexShrink={0}>
                [{i + 1}]
              </Text>
              <Box>
                <HStack gap="2" wrap="wrap">
                  {target ? (
                    <Link to={target.to} search={target.search} target="_blank" style={{ color: 'var(--chakra-colors-brand-fg)' }}>
                      {nameOf(c)}
                    </Link>
                  ) : (
                    <Text>{nameOf(c)}</Text>
                  )}
                  <Badge size="xs" colorPalette={c.kind === 'case' ? 'gray' : PALETTE[c.status]}>
                    {c.kind === 'case' ? '案例' : CITATION_STATUS_LABELS[c.status]}
                  </Badge>
                </HStack>
                {c.status === 'repealed' && c.successor && (
                  <Text color="fg.warning">
                    该法已废止，现行规定见《{c.successor.law_title}》{c.successor.article_label ?? ''}
                  </Text>
                )}
                {(c.status === 'not_found' || c.status === 'text_mismatch') && c.reason && <Text color="fg.error">{c.reason}</Text>}
                {c.kind === 'law' && (c.status === 'verified' || c.status === 'amended') && (
                  <Text color="fg.muted" lineClamp={2}>
                    {c.text}
                  </Text>
                )}
              </Box>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
