import { Box, Text } from '@chakra-ui/react';
import type { TFinding } from '@common/api/contract';

/**
 * A suggested revision as a lawyer reads tracked changes: deleted words struck through in red, inserted words
 * underlined in green. insert adds after the quoted words; replace swaps them; delete removes them.
 */
export function RevisionDiff({ finding }: { finding: TFinding }) {
  const rev = finding.revision;
  if (!rev) return null;
  const quote = finding.anchor?.quote ?? '';
  const del = (t: string) => (
    <Box as="del" color="red.700" bg="red.50" textDecorationColor="red.500" textDecorationThickness="1.5px" px="0.5">
      {t}
    </Box>
  );
  const ins = (t: string) => (
    <Box as="ins" color="green.800" bg="green.50" textDecorationColor="green.600" textUnderlineOffset="3px" px="0.5">
      {t}
    </Box>
  );
  return (
    <Text fontSize="sm" lineHeight="1.8" data-testid="revision-diff">
      {rev.op === 'insert' && (
        <>
          {quote && <Text as="span" color="fg.muted">{quote}</Text>}
          {ins(rev.text)}
        </>
      )}
      {rev.op === 'replace' && (
        <>
          {quote && del(quote)}
          {ins(rev.text)}
        </>
      )}
      {rev.op === 'delete' && del(quote || rev.text)}
    </Text>
  );
}
