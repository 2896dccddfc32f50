/**
 * The quotes of an answer: each a chip with its page; clicking one shows its span in the file. A quote the server
 * could not find in the file is shown 未核验 and is never clickable as a source.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { TQuote } from '@common/api/document';

export function QuoteList({ quotes, fileName, onOpen }: { quotes: TQuote[]; fileName: (id: string) => string; onOpen: (q: TQuote) => void }) {
  if (quotes.length === 0) return null;
  return (
    <Stack gap="1" mt="2">
      <Text fontSize="xs" color="gray.500">
        出处
      </Text>
      {quotes.map((q, i) =>
        q.verified ? (
          <Button key={`${q.file_id}-${q.start}-${i}`} size="xs" variant="outline" justifyContent="flex-start" onClick={() => onOpen(q)} data-testid="quote-chip" whiteSpace="normal" h="auto" py="1" textAlign="left">
            <HStack gap="2" align="start">
              <Badge colorPalette="blue">[{i + 1}]</Badge>
              <Text fontSize="xs" lineClamp={2}>
                {fileName(q.file_id)} 第{q.page}页：{q.text}
              </Text>
            </HStack>
          </Button>
        ) : (
          <HStack key={`u-${i}`} gap="2" data-testid="quote-unverified">
            <Badge colorPalette="orange">未核验</Badge>
            <Text fontSize="xs" color="gray.600" lineClamp={2}>
              {q.text}
            </Text>
          </HStack>
        ),
      )}
    </Stack>
  );
}
