import { Box, HStack, Text } from '@chakra-ui/react';
import { FINDING_LEVEL_LABELS, type TFindingLevel, type TTask } from '@common/api/contract';
import { LEVEL_COLORS } from './format';

const LEVELS: TFindingLevel[] = ['high', 'medium', 'low'];

/** 高风险 n · 中风险 n · 低风险 n, coloured by level; only for finished tasks. */
export function FindingCounts({ counts }: { counts: TTask['finding_counts'] }) {
  return (
    <HStack gap="3" fontSize="xs" data-testid="finding-counts">
      {LEVELS.map((level) => (
        <HStack key={level} gap="1">
          <Box aria-hidden="true" w="1.5" h="1.5" rounded="full" bg={LEVEL_COLORS[level].line} />
          <Text as="span" color="fg.muted">
            {FINDING_LEVEL_LABELS[level]}
          </Text>
          <Text as="span" fontWeight="semibold" color={counts[level] ? LEVEL_COLORS[level].fg : 'fg.subtle'}>
            {counts[level]}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
