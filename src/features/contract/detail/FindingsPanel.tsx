import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FINDING_LEVEL_LABELS, type TFinding, type TFindingLevel } from '@common/api/contract';
import { LEVEL_COLORS } from '../tasks/format';
import { FindingCard } from './FindingCard';
import { countByLevel, DECISION_FILTERS, groupFindings, LEVELS, type TDecisionFilter } from './finding-filters';

type TProps = {
  taskId: string;
  findings: readonly TFinding[];
  placedIds: ReadonlySet<string>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  levels: TFindingLevel[];
  onLevelsChange: (levels: TFindingLevel[]) => void;
  decision: TDecisionFilter;
  onDecisionChange: (d: TDecisionFilter) => void;
};

/** The findings panel: counts per level (click to filter), decision filter, groups by level. */
export function FindingsPanel({ taskId, findings, placedIds, selectedId, onSelect, levels, onLevelsChange, decision, onDecisionChange }: TProps) {
  const counts = countByLevel(findings);
  const groups = groupFindings(findings, levels, decision);
  const cardRefs = useRef(new Map<string, HTMLDivElement>());

  // A highlight clicked in the document brings its card into view.
  useEffect(() => {
    if (selectedId) cardRefs.current.get(selectedId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  const toggleLevel = (level: TFindingLevel) => {
    const next = levels.includes(level) ? levels.filter((l) => l !== level) : [...levels, level];
    onLevelsChange(next.length ? next : [...LEVELS]);
  };
  const decided = findings.filter((f) => f.decision !== 'open').length;

  return (
    <Stack gap="0" h="full" minH="0" data-testid="findings-panel">
      <Stack gap="3" px="4" pt="4" pb="3" borderBottomWidth="1px" borderColor="border" bg="white">
        <HStack justify="space-between">
          <Text fontWeight="semibold">审查意见</Text>
          <Text fontSize="xs" color="fg.muted">
            已处理 {decided}/{findings.length}
          </Text>
        </HStack>
        <HStack gap="2">
          {LEVELS.map((level) => {
            const active = levels.includes(level);
            const c = LEVEL_COLORS[level];
            return (
              <Box
                as="button"
                key={level}
                flex="1"
                textAlign="left"
                px="3"
                py="2"
                rounded="md"
                borderWidth="1px"
                borderColor={active ? c.line : 'border'}
                bg={active ? c.bg : 'white'}
                opacity={active ? 1 : 0.55}
                aria-pressed={active}
                onClick={() => toggleLevel(level)}
                data-testid={`level-filter-${level}`}
              >
                <Text fontSize="xs" color={c.fg}>
                  {FINDING_LEVEL_LABELS[level]}
                </Text>
                <Text fontSize="xl" fontWeight="bold" color={c.fg} lineHeight="1.2">
                  {counts[level]}
                </Text>
              </Box>
            );
          })}
        </HStack>
        <HStack gap="1" role="radiogroup" aria-label="处理状态">
          {DECISION_FILTERS.map((d) => (
            <Button
              key={d.value}
              size="xs"
              variant={decision === d.value ? 'subtle' : 'ghost'}
              colorPalette={decision === d.value ? 'brand' : 'gray'}
              role="radio"
              aria-checked={decision === d.value}
              onClick={() => onDecisionChange(d.value)}
              data-testid={`decision-filter-${d.value}`}
            >
              {d.label}
              {d.value !== 'all' && (
                <Text as="span" color="fg.muted">
                  {findings.filter((f) => f.decision === d.value).length}
                </Text>
              )}
            </Button>
          ))}
        </HStack>
      </Stack>
      <Box flex="1" minH="0" overflowY="auto" px="4" py="3" bg="gray.50/70">
        {groups.length ? (
          <Stack gap="5">
            {groups.map((g) => (
              <Stack key={g.level} gap="2.5" as="section" aria-label={FINDING_LEVEL_LABELS[g.level]}>
                <HStack gap="2">
                  <Box w="2" h="2" rounded="full" bg={LEVEL_COLORS[g.level].line} />
                  <Text fontSize="sm" fontWeight="semibold" color={LEVEL_COLORS[g.level].fg}>
                    {FINDING_LEVEL_LABELS[g.level]}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {g.findings.length} 项
                  </Text>
                </HStack>
                {g.findings.map((f) => (
                  <FindingCard
                    key={f.id}
                    ref={(el) => {
                      if (el) cardRefs.current.set(f.id, el);
                      else cardRefs.current.delete(f.id);
                    }}
                    taskId={taskId}
                    finding={f}
                    placed={placedIds.has(f.id)}
                    selected={f.id === selectedId}
                    onSelect={() => onSelect(f.id)}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        ) : (
          <Stack align="center" py="16" gap="1" color="fg.muted">
            <Text fontWeight="medium" color="fg">
              {findings.length ? '没有符合筛选条件的审查意见' : '未发现明显风险'}
            </Text>
            <Text fontSize="sm">{findings.length ? '调整上方的风险等级或处理状态试试' : '仍建议结合交易背景人工复核'}</Text>
          </Stack>
        )}
      </Box>
      <Text px="4" py="2.5" fontSize="xs" color="fg.muted" borderTopWidth="1px" borderColor="border" bg="white" data-testid="disclaimer">
        AI生成内容仅供参考，不构成正式法律意见。
      </Text>
    </Stack>
  );
}
