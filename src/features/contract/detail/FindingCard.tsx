import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { FINDING_LEVEL_LABELS, type TDecision, type TFinding } from '@common/api/contract';
import { LEVEL_COLORS } from '../tasks/format';
import { useDecisionMutation } from '../queries';
import { CheckIcon, UndoIcon, XIcon, BookOpenIcon, AlertIcon, ChevronDownIcon } from '../icons';
import { RevisionDiff } from './RevisionDiff';

const DECISION_LABELS: Record<TDecision, string> = { open: '待处理', accepted: '已接受', rejected: '已拒绝' };

type TProps = {
  taskId: string;
  finding: TFinding;
  selected: boolean;
  /** The finding's words are in the document view (false for whole-contract findings or unplaceable quotes). */
  placed: boolean;
  onSelect: () => void;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" fontWeight="semibold" color="fg.subtle" letterSpacing="wide">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** One finding: title, quote, explanation, suggestion, revision, legal basis, and accept / reject / reopen. */
export const FindingCard = forwardRef<HTMLDivElement, TProps>(function FindingCard({ taskId, finding: f, selected, placed, onSelect }, ref) {
  const decide = useDecisionMutation(taskId);
  const [basisOpen, setBasisOpen] = useState(false);
  const colors = LEVEL_COLORS[f.level];
  const setDecision = (decision: TDecision) => decide.mutate({ findingId: f.id, decision });
  const decided = f.decision !== 'open';

  return (
    <Box
      ref={ref}
      role="article"
      aria-label={f.title}
      tabIndex={0}
      bg="white"
      borderWidth="1px"
      borderColor={selected ? colors.line : 'border'}
      borderLeftWidth="3px"
      borderLeftColor={colors.line}
      rounded="md"
      shadow={selected ? 'md' : 'xs'}
      p="3.5"
      cursor="pointer"
      opacity={f.decision === 'rejected' && !selected ? 0.72 : 1}
      transition="box-shadow 0.15s, border-color 0.15s, opacity 0.15s"
      onClick={onSelect}
      onKeyDown={(e) => e.key === 'Enter' && e.target === e.currentTarget && onSelect()}
      data-testid="finding-card"
      data-finding-id={f.id}
      data-decision={f.decision}
      data-selected={selected || undefined}
    >
      <Stack gap="2.5">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="semibold" fontSize="sm" lineHeight="1.5" color="fg">
            {f.title}
          </Text>
          <Badge colorPalette={colors.palette} variant="subtle" size="sm" flexShrink={0}>
            {FINDING_LEVEL_LABELS[f.level]}
          </Badge>
        </HStack>
        {f.anchor?.quote ? (
          <Text fontSize="sm" color="fg.muted" borderLeftWidth="2px" borderColor="border" pl="2.5" lineClamp={selected ? undefined : 2} fontFamily="serif">
            「{f.anchor.quote}」{!placed && <Text as="span" fontSize="xs" color="fg.subtle">（原文位置未能定位）</Text>}
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.subtle">
            涉及全文（如条款缺失），无对应原文位置
          </Text>
        )}
        <Text fontSize="sm" lineHeight="1.75" lineClamp={selected ? undefined : 3}>
          {f.explanation}
        </Text>
        {selected && (
          <Stack gap="3" pt="1" onClick={(e) => e.stopPropagation()} cursor="auto">
            {f.suggestion && (
              <Section title="修改建议">
                <Text fontSize="sm" lineHeight="1.75">
                  {f.suggestion}
                </Text>
              </Section>
            )}
            {f.revision && (
              <Section title="建议修订">
                <Box bg="gray.50" rounded="sm" px="2.5" py="2">
                  <RevisionDiff finding={f} />
                </Box>
              </Section>
            )}
            {f.legal_basis.length > 0 && (
              <Section title="法律依据">
                <Stack gap="2">
                  {f.legal_basis.map((b, i) => (
                    <Box key={i} fontSize="sm" data-testid="legal-basis" data-resolved={b.resolved}>
                      <HStack gap="1.5" wrap="wrap">
                        <BookOpenIcon color="brand.fg" boxSize="3.5" />
                        <Text fontWeight="medium">
                          《{b.law}》{b.article}
                        </Text>
                        {!b.resolved && (
                          <Badge colorPalette="orange" variant="outline" size="sm" title="该引用未能在法规库中核验，请自行核对原文">
                            <AlertIcon boxSize="3" />
                            未能核验
                          </Badge>
                        )}
                      </HStack>
                      {b.text ? (
                        <Box mt="1" bg="gray.50" rounded="sm" px="2" py="1.5">
                          <Text fontSize="xs" lineHeight="1.7" color="fg.muted" lineClamp={basisOpen ? undefined : 3} fontFamily="serif">
                            {b.text}
                          </Text>
                        </Box>
                      ) : (
                        !b.resolved && (
                          <Text mt="1" fontSize="xs" color="orange.700">
                            法规库中未找到该条文，请自行核对后再引用。
                          </Text>
                        )
                      )}
                    </Box>
                  ))}
                  {f.legal_basis.some((b) => b.text.length > 90) && (
                    <Button size="2xs" variant="plain" color="brand.fg" alignSelf="flex-start" px="0" onClick={() => setBasisOpen((v) => !v)}>
                      {basisOpen ? '收起条文' : '展开条文'}
                      <ChevronDownIcon transform={basisOpen ? 'rotate(180deg)' : undefined} boxSize="3" />
                    </Button>
                  )}
                </Stack>
              </Section>
            )}
          </Stack>
        )}
        <HStack justify="space-between" pt="1" onClick={(e) => e.stopPropagation()} cursor="auto">
          <Text fontSize="xs" color={f.decision === 'accepted' ? 'green.700' : f.decision === 'rejected' ? 'fg.muted' : 'fg.subtle'} data-testid="decision-state">
            {DECISION_LABELS[f.decision]}
            {decide.isPending ? ' · 保存中…' : decide.isSuccess ? ' · 已保存' : ''}
          </Text>
          <HStack gap="1">
            {decided ? (
              <Button size="xs" variant="ghost" onClick={() => setDecision('open')} disabled={decide.isPending} title="恢复为待处理" data-testid="finding-reopen">
                <UndoIcon />
                撤销
              </Button>
            ) : (
              <>
                <Button size="xs" variant="outline" colorPalette="gray" onClick={() => setDecision('rejected')} disabled={decide.isPending} data-testid="finding-reject">
                  <XIcon />
                  拒绝
                </Button>
                <Button size="xs" colorPalette="brand" onClick={() => setDecision('accepted')} disabled={decide.isPending} data-testid="finding-accept">
                  <CheckIcon />
                  接受
                </Button>
              </>
            )}
          </HStack>
        </HStack>
      </Stack>
    </Box>
  );
});
