import { Section } from '@/components/sections/Section';
import { headingId, Paragraphs } from './parts';
import type { BlockProps } from './types';

/**
 * Text the editor wrote in Markdown, as the posts' renderer made it safe (loadBlockData with
 * renderPostBody): the only HTML set here. Not rendered yet, it shows as plain paragraphs.
 */
export function RichTextBlock({ block, data }: BlockProps<'richText'>) {
  const id = headingId(block.anchor);
  const html = data.richText.get(block.anchor);
  return (
    <Section labelledBy={block.heading ? id : undefined}>
      <div className="mx-auto max-w-3xl">
        {block.heading && (
          <h2 id={id} className="text-title font-extrabold tracking-tight text-ink-950">
            {block.heading}
          </h2>
        )}
        {html !== undefined ? (
          <div className="post-body mt-6" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <div className="mt-6 space-y-4 text-lg leading-8 text-ink-700">
            <Paragraphs text={block.body} />
          </div>
        )}
      </div>
    </Section>
  );
}
