import { chakra } from '@chakra-ui/react';
import { Fragment } from 'react';

/**
 * Text with <em>…</em> marks from the server shown as highlights. The server escapes everything else; here the
 * string is split on the two tags only and rendered as text, so no markup from the corpus reaches the DOM.
 */
export function Highlight({ html }: { html: string }) {
  const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const parts = html.split(/(<em>[\s\S]*?<\/em>)/g);
  return (
    <>
      {parts.map((p, i) =>
        p.startsWith('<em>') ? (
          <chakra.mark key={i} bg="yellow.100" color="inherit" px="0.5" rounded="sm" fontStyle="normal">
            {unescape(p.slice(4, -5))}
          </chakra.mark>
        ) : (
          <Fragment key={i}>{unescape(p)}</Fragment>
        ),
      )}
    </>
  );
}
