/**
 * A research answer's markdown, sanitized (react-markdown + remark-gfm + rehype-sanitize, field-notes pins). Loaded
 * lazily (LazyResearchMarkdown) so the markdown stack stays off every first load. Citation markers [n] render as
 * small links that open the cited article or judgment; a marker of an unverified citation shows its status instead.
 */
import { Box, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { CITATION_STATUS_LABELS, type TCitation } from '@common/api/citation';
import { citationTarget, citeIndexOf, linkMarkers } from './citation-links';

const Marker = chakra('sup', { base: { mx: '0.5', fontSize: 'xs', fontWeight: 'semibold', color: 'brand.fg' } });

function CitationMarker({ n, citation }: { n: number; citation: TCitation | undefined }) {
  const target = citation ? citationTarget(citation) : null;
  const title = citation ? `${citation.law_title ?? ''}${citation.article_label ?? ''}（${CITATION_STATUS_LABELS[citation.status]}）` : undefined;
  if (!target) return <Marker title={title} color={citation && citation.status !== 'verified' ? 'fg.warning' : undefined}>[{n}]</Marker>;
  return (
    <Marker title={title}>
      <Link to={target.to} search={target.search} target="_blank" data-cite={n}>
        [{n}]
      </Link>
    </Marker>
  );
}

/** The markdown of one answer with its citations. */
export default function ResearchMarkdown({ markdown, citations }: { markdown: string; citations: TCitation[] }) {
  return (
    <Box className="research-markdown" fontSize="sm" lineHeight="1.8" css={{ '& h3': { fontWeight: 'semibold', fontSize: 'md', mt: '3', mb: '1' }, '& ol, & ul': { pl: '5', my: '1' }, '& li': { my: '0.5' }, '& blockquote': { borderLeftWidth: '3px', borderColor: 'border.emphasized', pl: '3', color: 'fg.muted', my: '2' }, '& p': { my: '1' } }}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={{
          a: ({ href, children }) => {
            const n = citeIndexOf(href);
            if (n !== null) return <CitationMarker n={n} citation={citations[n - 1]} />;
            return (
              <a href={href} target="_blank" rel="noreferrer noopener">
                {children}
              </a>
            );
          },
        }}
      >
        {linkMarkers(markdown, citations.length)}
      </Markdown>
    </Box>
  );
}
