import escapeHtml from 'escape-html';

/** What one page tells browsers, search engines and link previews, before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; absent on pages nobody should link to (payment, thank-you). */
  canonical?: string;
  /** `noindex` pages still let crawlers follow their links. */
  noindex?: boolean;
  /** The robots directive in place of noindex's "noindex, follow", e.g. "noindex" for the order page. */
  robots?: string;
  /** `og:*`, `product:*` and `twitter:*` properties, in order; empty values are left out. */
  properties?: Array<[property: string, content: string]>;
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd?: object[];
  /** Data the web app reads on its first render, by element id, in <script type="application/json"> (never run). */
  data?: Record<string, unknown>;
}

/**
 * JSON inside <script>: `<` written as \u003c so no value can close the element (`</script>`) or open a comment;
 * U+2028/U+2029 escaped as well, as old parsers read them as line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** The <head> lines of `head`, every value HTML-escaped, indented as the shell's own lines. */
export function renderHead(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.robots || head.noindex) lines.push(meta('name', 'robots', head.robots ?? 'noindex, follow'));
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const [key, content] of head.properties ?? []) {
    if (!content) continue;
    lines.push(meta(key.startsWith('twitter:') ? 'name' : 'property', key, content));
  }
  for (const object of head.jsonLd ?? []) {
    lines.push(`<script type="application/ld+json">${scriptSafeJson(object)}</script>`);
  }
  for (const [id, value] of Object.entries(head.data ?? {})) {
    lines.push(`<script type="application/json" id="${escapeHtml(id)}">${scriptSafeJson(value)}</script>`);
  }
  return lines.map((line) => `    ${line}\n`).join('');
}

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // One character past the room left for the ellipsis: a word ending right there is kept whole.
  const atWord = flat.slice(0, max).lastIndexOf(' ');
  const cut = atWord > max / 2 ? flat.slice(0, atWord) : flat.slice(0, max - 1);
  return `${cut.replace(/[\s,.;:·—-]+$/, '')}…`;
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$ 97,00" with a plain space, as people type it (Intl puts a no-break space after the symbol). */
export function formatBrl(decimal: string): string {
  return BRL.format(Number(decimal || 0)).replace(/\u00a0/g, ' ');
}
