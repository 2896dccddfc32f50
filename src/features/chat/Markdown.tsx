/**
 * Answers as sanitized markdown (react-markdown 10.1.0 + remark-gfm 4.0.1 + rehype-sanitize 6.0.0, field notes):
 * raw HTML is never rendered and links open in a new tab. Loaded lazily (LazyMarkdown) so none of it is on the first
 * load. GFM autolinks swallow the Chinese after a URL (field notes), so a space is put after every bare URL first.
 */
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/** Ends a bare URL before the Chinese text that follows it. */
export function separateUrls(text: string): string {
  return text.replace(/(https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+)(?=[\u3000-\u9fff\uff00-\uffef])/g, '$1 ');
}

export default function Markdown({ text }: { text: string }) {
  return (
    <div className="lawdesk-markdown">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={{ a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" /> }}
      >
        {separateUrls(text)}
      </ReactMarkdown>
    </div>
  );
}
