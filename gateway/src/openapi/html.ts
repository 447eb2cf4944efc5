import { BEARER_AUTH, documentedOperations, ORDER_TOKEN_AUTH } from './document.js';
import type { OpenApiDocument, Operation, Response, Schema } from './types.js';

// The /api/docs page is rendered here from the document, as plain HTML and CSS: it must work offline and stays
// far lighter than a docs UI bundle. It is the document made readable, so it never drifts from it.

const escapeHtml = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Escaped text whose `backticked` spans become code. */
const prose = (value: string) => escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>');

const refName = (ref: string) => ref.split('/').pop()!;
const anchor = (prefix: string, name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** A one-line type, e.g. `AdminRitual[]`, `"percentage" | "fixed"`, `map<string, string>`. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return `<a href="#${anchor('schema', name)}">${escapeHtml(name)}</a>`;
  }
  if (schema.oneOf) return schema.oneOf.map(typeOf).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.const !== undefined) return `"${escapeHtml(schema.const)}"`;
  if (schema.allOf) return schema.allOf.map(typeOf).join(' &amp; ');
  if (schema.enum) return schema.enum.map((value) => `"${escapeHtml(value)}"`).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  return types
    .map((type) => {
      if (type === 'array') return `${typeOf(schema.items)}[]`;
      if (type === 'object' && typeof schema.additionalProperties === 'object') {
        return `map&lt;string, ${typeOf(schema.additionalProperties)}&gt;`;
      }
      if (type === 'string' && schema.contentMediaType === 'application/octet-stream') return 'file';
      if (type === 'string' && schema.contentEncoding) {
        return escapeHtml(`${schema.contentEncoding} ${schema.contentMediaType}`);
      }
      return escapeHtml(schema.format ? `${type} (${schema.format})` : type);
    })
    .join(' | ');
}

function notes(schema: Schema): string {
  if (schema.$ref) return '';
  const parts = [
    schema.description && prose(schema.description),
    schema.default !== undefined && `Default <code>${escapeHtml(JSON.stringify(schema.default))}</code>.`,
    schema.minimum !== undefined && `Min ${schema.minimum}.`,
    schema.maximum !== undefined && `Max ${schema.maximum}.`,
    schema.minLength !== undefined && `At least ${schema.minLength} characters.`,
  ];
  return parts.filter(Boolean).join(' ');
}

/** An object as a table of its fields; anything else as its type. */
function schemaBlock(schema: Schema | undefined): string {
  if (!schema?.properties) return `<p class="type">${typeOf(schema)}</p>`;
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).map(
    ([name, property]) =>
      `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td>` +
      `<td class="type">${typeOf(property)}</td><td>${notes(property)}</td></tr>`,
  );
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const AUTH_LABELS: Record<string, string> = {
  [BEARER_AUTH]: 'Admin: Bearer token',
  [ORDER_TOKEN_AUTH]: 'Order owner: X-Order-Token',
};

function authLabel(operation: Operation): string {
  const security = operation.security ?? [];
  if (security.length === 0) return '<span class="auth public">Public</span>';
  const options = security.map((requirement) => {
    const names = Object.keys(requirement);
    return names.length === 0 ? 'Public' : names.map((name) => AUTH_LABELS[name] ?? name).join(' + ');
  });
  const kind = options.includes('Public') ? 'optional' : 'locked';
  return `<span class="auth ${kind}">${escapeHtml(options.join(' — or — '))}</span>`;
}

function parametersBlock(operation: Operation): string {
  const parameters = operation.parameters ?? [];
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' <span class="req">required</span>' : ''}</td>` +
      `<td>${escapeHtml(parameter.in)}</td><td class="type">${typeOf(parameter.schema)}</td>` +
      `<td>${prose(parameter.description ?? parameter.schema.description ?? '')}</td></tr>`,
  );
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** What the client sends, with the fields of a named schema spelled out. */
function requestBlock(operation: Operation, document: OpenApiDocument): string {
  const body = operation.requestBody;
  if (!body) return '';
  const types = Object.keys(body.content);
  const media = body.content[types[0]!]!;
  const encoding = Object.entries(media.encoding ?? {})
    .map(([field, value]) => `<code>${escapeHtml(field)}</code>: ${escapeHtml(value.contentType)}`)
    .join('; ');
  const named = media.schema.$ref ? document.components.schemas[refName(media.schema.$ref)] : undefined;
  return (
    `<h4>Request body</h4><p class="media">${named ? `<span class="type">${typeOf(media.schema)}</span> as ` : ''}` +
    `${types.map((type) => `<code>${escapeHtml(type)}</code>`).join(' ')}${encoding ? ` — file types ${encoding}` : ''}</p>` +
    schemaBlock(named ?? media.schema)
  );
}

function responsesBlock(operation: Operation, document: OpenApiDocument): string {
  const rows = Object.entries(operation.responses).map(([status, value]) => {
    const response: Response = '$ref' in value ? document.components.responses[refName(value.$ref)]! : value;
    const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
    const example = media?.example as { detail?: string } | undefined;
    const shape = media?.schema ? `<span class="type">${typeOf(media.schema)}</span>` : '';
    const detail = example?.detail ? `<br><q>${escapeHtml(example.detail)}</q>` : '';
    const mediaType = type && type !== 'application/json' ? ` <code>${escapeHtml(type)}</code>` : '';
    return `<tr><td class="status s${status[0]}">${escapeHtml(status)}</td><td>${prose(response.description)}${mediaType}${detail}</td><td>${shape}</td></tr>`;
  });
  return `<h4>Responses</h4><table><tbody>${rows.join('')}</tbody></table>`;
}

function operationBlock(method: string, path: string, operation: Operation, document: OpenApiDocument) {
  const id = anchor('op', operation.operationId ?? `${method}-${path}`);
  return `<section class="op" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code> <a class="link" href="#${id}">#</a></h3>
<p class="summary">${escapeHtml(operation.summary ?? '')} ${authLabel(operation)}</p>
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
${parametersBlock(operation)}${requestBlock(operation, document)}${responsesBlock(operation, document)}
</section>`;
}

const STYLE = `
:root{color-scheme:light;--ink:#1d1d24;--muted:#5b5b6b;--line:#e3e1ea;--bg:#faf9fc;--accent:#5b2a86}
*{box-sizing:border-box}body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
header{background:var(--accent);color:#fff;padding:28px 32px}header h1{margin:0 0 6px;font-size:26px}header p{margin:4px 0;max-width:960px;opacity:.92}
header a{color:#fff}main{display:grid;grid-template-columns:220px minmax(0,1fr);gap:32px;max-width:1280px;margin:0 auto;padding:24px 32px}
nav{position:sticky;top:16px;align-self:start;font-size:14px}nav a{display:block;padding:3px 0;color:var(--accent);text-decoration:none}
nav .ops a{padding-left:10px;color:var(--muted);font-size:13px}h2{margin:32px 0 4px;font-size:22px;border-bottom:2px solid var(--line);padding-bottom:6px}
.op{background:#fff;border:1px solid var(--line);border-radius:10px;padding:14px 18px;margin:16px 0}.op h3{margin:0;font-size:16px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
.op h4{margin:14px 0 6px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}.link{color:var(--line);text-decoration:none}
.method{font:700 12px/1 ui-monospace,monospace;padding:5px 8px;border-radius:5px;color:#fff;background:#666}.get{background:#1f7a4d}.post{background:#2457b3}
.put{background:#a4660a}.patch{background:#7a4fb3}.delete{background:#b3262e}.summary{margin:6px 0}
.auth{font-size:12px;padding:2px 8px;border-radius:99px;margin-left:6px;white-space:nowrap}.public{background:#e6f4ec;color:#1f5c3b}
.locked{background:#fdecec;color:#8a1f25}.optional{background:#fff4dc;color:#7a5300}table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-top:1px solid var(--line)}th{font-weight:600;color:var(--muted);font-size:12px}
code,.type{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}.type a{color:var(--accent)}.req{color:#b3262e;font-size:11px}
.status{font:700 13px ui-monospace,monospace;width:56px}.s2{color:#1f7a4d}.s4{color:#a4660a}.s5{color:#b3262e}q{color:var(--muted)}
.media{margin:0 0 6px}@media(max-width:800px){main{grid-template-columns:1fr}nav{position:static}}`;

/** The whole page: operations grouped by tag, then every named schema. */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations = documentedOperations(document);
  const tags = document.tags;
  const sections = tags.map((tag) => {
    const own = operations.filter(({ operation }) => operation.tags?.[0] === tag.name);
    return {
      tag,
      own,
      html: `<h2 id="${anchor('tag', tag.name)}">${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>${own
        .map(({ method, path, operation }) => operationBlock(method, path, operation, document))
        .join('')}`,
    };
  });
  const schemas = Object.entries(document.components.schemas);
  const nav = sections
    .map(
      ({ tag, own }) =>
        `<a href="#${anchor('tag', tag.name)}">${escapeHtml(tag.name)}</a><div class="ops">${own
          .map(
            ({ method, path, operation }) =>
              `<a href="#${anchor('op', operation.operationId ?? `${method}-${path}`)}">${method.toUpperCase()} ${escapeHtml(path)}</a>`,
          )
          .join('')}</div>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${prose(document.info.description)}</p><p>OpenAPI ${escapeHtml(document.openapi)} document: <a href="openapi.json">/api/openapi.json</a></p></header>
<main><nav>${nav}<a href="#schemas">Schemas</a></nav><div>${sections.map((section) => section.html).join('')}
<h2 id="schemas">Schemas</h2>${schemas
    .map(
      ([name, schema]) =>
        `<section class="op" id="${anchor('schema', name)}"><h3><code>${escapeHtml(name)}</code></h3>${
          schema.description ? `<p>${prose(schema.description)}</p>` : ''
        }${schemaBlock(schema)}</section>`,
    )
    .join('')}</div></main></body></html>`;
}
