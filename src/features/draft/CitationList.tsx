/** Citations in the api.md shape with their verification status (未能核验 ones are never shown as fact). */
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { CITATION_STATUS_LABELS, type TCitation } from '@common/api/citation';

const COLORS: Record<TCitation['status'], string> = { verified: 'green', amended: 'orange', repealed: 'red', not_found: 'red', text_mismatch: 'red' };

export function CitationList({ citations }: { citations: readonly TCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <Stack gap="2" data-testid="citations">
      {citations.map((c, i) => (
        <Box key={`${c.article_id ?? c.text}-${i}`} borderWidth="1px" rounded="md" px="3" py="2" bg="white">
          <Text fontSize="sm" fontWeight="medium">
            {c.law_title ? `《${c.law_title}》${c.article_label ?? ''}` : c.text}{' '}
            <Badge colorPalette={COLORS[c.status]} size="sm">
              {CITATION_STATUS_LABELS[c.status]}
            </Badge>
          </Text>
          {c.status === 'verified' || c.status === 'amended' ? (
            <Text fontSize="xs" color="gray.600" lineClamp={3}>
              {c.text}
            </Text>
          ) : (
            <Text fontSize="xs" color="red.600">
              {c.reason ?? '法规库中未找到该条文，请核实后再使用'}
              {c.successor ? `（现行规定：《${c.successor.law_title}》${c.successor.article_label ?? ''}）` : ''}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
