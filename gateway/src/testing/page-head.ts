import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** What a crawler reads of a page's <head>, as an HTML parser (not a regular expression) finds it. */
export interface ParsedHead {
  title: string;
  /** `<meta name|property=… content=…>` by name or property; the last one of a name wins. */
  meta: Record<string, string>;
  canonical?: string;
  /** Every `<script type="application/ld+json">`, parsed. */
  jsonLd: Array<Record<string, unknown>>;
  /** Every `<script type="application/json" id=…>`, parsed, by id. */
  data: Record<string, unknown>;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');

export function parseHead(html: string): ParsedHead {
  const document = parse(html);
  const root = document.childNodes.find(isElement);
  const head = root?.childNodes.find((node): node is Element => isElement(node) && node.tagName === 'head');
  if (!head) throw new Error('página sem <head>');
  const parsed: ParsedHead = { title: '', meta: {}, jsonLd: [], data: {} };
  for (const node of head.childNodes) {
    if (!isElement(node)) continue;
    if (node.tagName === 'title') parsed.title = textOf(node);
    if (node.tagName === 'meta') {
      const key = attribute(node, 'name') ?? attribute(node, 'property');
      const content = attribute(node, 'content');
      if (key && content !== undefined) parsed.meta[key] = content;
    }
    if (node.tagName === 'link' && attribute(node, 'rel') === 'canonical') parsed.canonical = attribute(node, 'href');
    if (node.tagName === 'script' && attribute(node, 'type') === 'application/ld+json') {
      parsed.jsonLd.push(JSON.parse(textOf(node)) as Record<string, unknown>);
    }
    const id = attribute(node, 'id');
    if (node.tagName === 'script' && attribute(node, 'type') === 'application/json' && id) {
      parsed.data[id] = JSON.parse(textOf(node));
    }
  }
  return parsed;
}
