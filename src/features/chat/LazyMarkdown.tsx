/** The markdown renderer, loaded on first use (keeps react-markdown off the first load); plain text until then. */
import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

const Markdown = lazy(() => import('./Markdown'));

export function LazyMarkdown({ text }: { text: string }) {
  return (
    <Box
      css={{
        '& p': { margin: '0.4em 0' },
        '& ul, & ol': { paddingLeft: '1.5em', margin: '0.4em 0' },
        '& blockquote': { borderLeft: '3px solid #cbd5e0', paddingLeft: '0.75em', color: '#4a5568', margin: '0.4em 0' },
        '& table': { borderCollapse: 'collapse', margin: '0.5em 0' },
        '& th, & td': { border: '1px solid #e2e8f0', padding: '0.25em 0.5em' },
        '& h1, & h2, & h3': { fontWeight: 'bold', margin: '0.6em 0 0.3em' },
        '& code': { background: '#f7fafc', padding: '0 0.2em' },
      }}
    >
      <Suspense fallback={<Box whiteSpace="pre-wrap">{text}</Box>}>
        <Markdown text={text} />
      </Suspense>
    </Box>
  );
}
