// @ts-check
/**
 * Blog bodies: Markdown (GFM), plus the legacy platform's block rules (spec §2 "Body rendering"):
 * blocks are separated by blank lines, a literal backslash-n is a line break, and a block that
 * starts with 'FOR THE BRAND AND SHOPPERS', 'FOR THE BRAND' or 'FOR THE SHOPPER', or with one of
 * four section openers, is a heading. The output is sanitised: stored content never runs script.
 *
 * Plain ESM with JSDoc: the render worker (render-worker.mjs) imports it, and Node runs that file
 * itself under Vitest, without a TypeScript step. Callers go through render-body.ts.
 */
import { toString } from 'mdast-util-to-string';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** @typedef {import('hast').Element} Element */
/** @typedef {import('hast').Root} HastRoot */
/** @typedef {import('mdast').Root} MdastRoot */
/** @typedef {import('mdast').RootContent} RootContent */
/** @typedef {import('mdast').Heading} Heading */
/** @typedef {import('rehype-sanitize').Options} SanitizeSchema */
/** @typedef {'section' | 'subheading-lg' | 'subheading'} LegacyHeading */

const SECTION_OPENERS = [
  'Simplifying complexity',
  'Leveraging Return Spots',
  'Telling the bigger story',
  'Turning rejections into opportunities',
];

/**
 * @param {string} block
 * @returns {LegacyHeading | null}
 */
export function legacyHeadingKind(block) {
  const text = block.trimStart();
  if (text.startsWith('FOR THE BRAND AND SHOPPERS')) return 'subheading-lg';
  if (text.startsWith('FOR THE BRAND') || text.startsWith('FOR THE SHOPPER')) return 'subheading';
  const lower = text.toLowerCase();
  return SECTION_OPENERS.some((opener) => lower.startsWith(opener.toLowerCase())) ? 'section' : null;
}

/**
 * Legacy heading blocks become headings. Then heading levels are made to follow the page's h1 (the
 * post title) without skipping: a body's first heading is an h2, and no heading is more than one
 * level below the one before it.
 */
function remarkPostBlocks() {
  return (/** @type {MdastRoot} */ tree) => {
    tree.children = tree.children.map((node) => {
      if (node.type !== 'paragraph') return node;
      const kind = legacyHeadingKind(toString(node));
      if (!kind) return node;
      /** @type {RootContent} */
      const heading = {
        type: 'heading',
        depth: kind === 'section' ? 2 : 3,
        children: node.children,
        data: { hProperties: { className: [`post-${kind}`] } },
      };
      return heading;
    });
    let previous = 1;
    for (const node of tree.children) {
      if (node.type !== 'heading') continue;
      node.depth = /** @type {Heading['depth']} */ (Math.min(Math.max(node.depth, 2), previous + 1));
      previous = node.depth;
    }
  };
}

const LEGACY_CLASSES = ['post-section', 'post-subheading-lg', 'post-subheading'];

/**
 * Adds allowed class names to an element, merged with any the default schema already allows.
 * @param {string} tag
 * @param {string[]} classes
 */
function allowClasses(tag, classes) {
  const rules = defaultSchema.attributes?.[tag] ?? [];
  const others = rules.filter((rule) => !(Array.isArray(rule) && rule[0] === 'className'));
  const existing = rules.flatMap((rule) => (Array.isArray(rule) && rule[0] === 'className' ? rule.slice(1) : []));
  return /** @type {NonNullable<SanitizeSchema['attributes']>[string]} */ ([...others, ['className', ...existing, ...classes]]);
}

/** @type {SanitizeSchema} */
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    h2: allowClasses('h2', LEGACY_CLASSES),
    h3: allowClasses('h3', LEGACY_CLASSES),
  },
};

const isLocal = (/** @type {string} */ url) => url.startsWith('/') && !url.startsWith('//');
const OUTBOUND_REL = ['noopener', 'noreferrer', 'nofollow'];

/**
 * After sanitising: links to other sites open safely and are not endorsed; images from other
 * hosts (which the site's policy does not load) become links to them.
 */
function rehypeOutboundResources() {
  return (/** @type {HastRoot} */ tree) => {
    visit(tree, 'element', (/** @type {Element} */ node, index, parent) => {
      const href = node.properties?.href;
      if (node.tagName === 'a' && typeof href === 'string' && /^https?:/i.test(href)) {
        node.properties = { ...node.properties, rel: OUTBOUND_REL, target: '_blank' };
      }
      const src = node.properties?.src;
      if (node.tagName === 'img' && typeof src === 'string' && !isLocal(src) && parent && index !== undefined) {
        const alt = typeof node.properties?.alt === 'string' && node.properties.alt ? node.properties.alt : src;
        parent.children[index] = {
          type: 'element',
          tagName: 'a',
          properties: { href: src, rel: OUTBOUND_REL, target: '_blank' },
          children: [{ type: 'text', value: alt }],
        };
      }
      if (node.tagName === 'img') node.properties = { ...node.properties, loading: 'lazy', decoding: 'async' };
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkPostBlocks)
  .use(remarkBreaks)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeOutboundResources)
  .use(rehypeStringify);

/**
 * A normalised body (see normalizeBody in body-structure.ts) as safe HTML. Synchronous and
 * unbounded on hostile input: only the render worker calls it.
 * @param {string} normalizedBody
 * @returns {string}
 */
export function markdownToSafeHtml(normalizedBody) {
  return String(processor.processSync(normalizedBody));
}
