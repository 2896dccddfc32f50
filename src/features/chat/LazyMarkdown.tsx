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
        // The CSS reset takes list markers away; numbered steps and points must show their 1. 2. and bullets.
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { margin: '0.15em 0' },
        '& a': { color: '#2b6cb0', textDecoration: 'underline' },
        '& blockquote': { borderLeft: '3px solid #cbd5e0', paddingLeft: '0.75em', color: '#4a5568', margin: '0.4em 0' },
        '& table': { borderCollapse: 'collapse', margin: '0.5em 0' },
        '& th, & td': { border: '1px solid #e2e8f0', padding: '0.25em 0.5em' },
        '& h1, & h2, & h3, & h4': { fontWeight: 'bold', margin: '0.6em 0 0.3em' },
        '& h1': { fontSize: '1.3em' },
        '& h2': { fontSize: '1.2em' },
        '& h3': { fontSize: '1.1em' },
        '& code': { background: '#f7fafc', padding: '0 0.2em' },
      }}
    >
      <Suspense fallback={<Box whiteSpace="pre-wrap">{text}</Box>}>
        <Markdown text={text} />
      </Suspense>
    </Box>
  );
}
