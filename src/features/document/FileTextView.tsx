/**
 * A file's extracted text beside the chat (issue 9), page by page. The selected quote's span is highlighted and
 * scrolled into view: the highlight is text.slice(start, end) of the same text the server quoted from.
 */
import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchFileText } from './api';

export type TSpan = { start: number; end: number };

export function FileTextView({ fileId, highlight }: { fileId: string; highlight: TSpan | null }) {
  const query = useQuery({ queryKey: ['document', 'file-text', fileId], queryFn: ({ signal }) => fetchFileText(fileId, { signal }), staleTime: Infinity });
  const mark = useRef<HTMLElement>(null);
  useEffect(() => {
    mark.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlight?.start, highlight?.end, query.data]);
  if (query.isPending) return <Spinner />;
  if (!query.data) return <Text color="gray.500">文件内容加载失败</Text>;
  const { text, pages } = query.data;
  const spans = pages.length ? pages : [{ page: 1, start: 0, end: text.length }];
  return (
    <Stack gap="4" data-testid="file-text">
      {spans.map((p) => {
        const inPage = highlight && highlight.start < p.end && highlight.end > p.start;
        const body = text.slice(p.start, p.end);
        return (
          <Box key={p.page} borderBottomWidth="1px" pb="3">
            <Text fontSize="xs" color="gray.400" mb="1">
              第 {p.page} 页
            </Text>
            <Text whiteSpace="pre-wrap" fontSize="sm" lineHeight="1.8">
              {inPage ? (
                <>
                  {text.slice(p.start, Math.max(p.start, highlight.start))}
                  <mark ref={mark} data-testid="quote-highlight" style={{ background: '#fde68a' }}>
                    {text.slice(Math.max(p.start, highlight.start), Math.min(p.end, highlight.end))}
                  </mark>
                  {text.slice(Math.min(p.end, highlight.end), p.end)}
                </>
              ) : (
                body
              )}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
