import { Box, Table, Text } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import type { TDocParagraph, TFinding } from '@common/api/contract';
import { LEVEL_COLORS } from '../tasks/format';
import { buildBlocks, SEVERITY, spansByParagraph, splitRuns, type TSpan } from './highlights';

/** Contract text face: a Song/Ming serif, as lawyers read contracts in Word. */
export const CONTRACT_FONT = `"Songti SC", "SimSun", "STSong", "Noto Serif CJK SC", "Source Han Serif SC", serif`;

type TProps = {
  paragraphs: readonly TDocParagraph[];
  findings: readonly TFinding[];
  selectedId: string | null;
  onSelect: (findingId: string) => void;
};

function Paragraph({ p, spans, selectedId, onSelect, compact }: { p: TDocParagraph; spans: TSpan[]; selectedId: string | null; onSelect: (id: string) => void; compact?: boolean }) {
  const runs = splitRuns(p.text, spans);
  const heading = p.level > 0;
  return (
    <Text
      as="p"
      id={`para-${p.index}`}
      data-paragraph={p.index}
      fontWeight={heading ? 'bold' : 'normal'}
      mt={compact ? '0' : heading ? '4' : '1.5'}
      textAlign="justify"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
    >
      {p.label && (
        <Text as="span" mr="1" color={heading ? 'fg' : 'fg.muted'}>
          {p.label}
        </Text>
      )}
      {runs.map((run) => {
        if (!run.level) return <span key={run.start}>{run.text}</span>;
        const colors = LEVEL_COLORS[run.level];
        const selected = selectedId !== null && run.ids.includes(selectedId);
        // A click keeps the selected finding when it covers these words, else picks the most severe one here.
        const primary = spans.filter((s) => run.ids.includes(s.id)).reduce((a, b) => (SEVERITY[b.level] > SEVERITY[a.level] ? b : a)).id;
        return (
          <Box
            as="mark"
            key={run.start}
            data-finding-ids={run.ids.join(' ')}
            data-level={run.level}
            data-selected={selected || undefined}
            color="inherit"
            bg={selected ? colors.strong : colors.bg}
            borderBottomWidth="2px"
            borderColor={colors.line}
            outline={selected ? '1.5px solid' : undefined}
            outlineColor={selected ? colors.line : undefined}
            rounded="2px"
            px="0.5px"
            cursor="pointer"
            transition="background 0.2s"
            _hover={{ bg: colors.strong }}
            onClick={() => onSelect(run.ids.includes(selectedId ?? '') ? selectedId! : primary)}
            title="点击查看审查意见"
          >
            {run.text}
          </Box>
        );
      })}
      {!p.text && !p.label ? '\u00a0' : null}
    </Text>
  );
}

/** The contract as readable text with every placed finding highlighted in its level colour (spec §2 detail page). */
export const DocumentView = memo(function DocumentView({ paragraphs, findings, selectedId, onSelect }: TProps) {
  const { headers, blocks, footers } = useMemo(() => buildBlocks(paragraphs), [paragraphs]);
  const spans = useMemo(() => spansByParagraph(paragraphs, findings), [paragraphs, findings]);
  const para = (p: TDocParagraph, compact?: boolean) => (
    <Paragraph key={p.index} p={p} spans={spans.get(p.index) ?? []} selectedId={selectedId} onSelect={onSelect} compact={compact} />
  );
  return (
    <Box
      as="article"
      aria-label="合同正文"
      bg="white"
      maxW="820px"
      mx="auto"
      px={{ base: '6', lg: '14' }}
      py={{ base: '8', lg: '12' }}
      shadow="sm"
      borderWidth="1px"
      borderColor="border.muted"
      fontFamily={CONTRACT_FONT}
      fontSize="15px"
      lineHeight="1.95"
      color="gray.900"
      data-testid="document-view"
      css={{
        '& mark[data-flash]': { animation: 'finding-flash 1.4s ease-out' },
        '@keyframes finding-flash': {
          '0%, 30%': { boxShadow: '0 0 0 4px var(--chakra-colors-brand-300)' },
          '100%': { boxShadow: '0 0 0 0 transparent' },
        },
      }}
    >
      {headers.length > 0 && (
        <Box mb="6" pb="2" borderBottomWidth="1px" borderColor="border.muted" fontSize="xs" color="fg.muted" textAlign="center">
          {headers.map((p) => para(p, true))}
        </Box>
      )}
      {blocks.map((b) =>
        b.kind === 'paragraph' ? (
          para(b.paragraph)
        ) : (
          <Table.Root key={`t${b.table}-${b.rows[0]?.[0]?.[0]?.index ?? 0}`} size="sm" variant="outline" my="3" fontSize="14px" showColumnBorder>
            <Table.Body>
              {b.rows.map((row, r) => (
                <Table.Row key={r}>
                  {row.map((cell, c) => (
                    <Table.Cell key={c} verticalAlign="top" lineHeight="1.7" px="2" py="1.5">
                      {cell.map((p) => para(p, true))}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ),
      )}
      {footers.length > 0 && (
        <Box mt="8" pt="2" borderTopWidth="1px" borderColor="border.muted" fontSize="xs" color="fg.muted">
          {footers.map((p) => para(p, true))}
        </Box>
      )}
    </Box>
  );
});
