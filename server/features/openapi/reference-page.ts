import { escapeHtml as escapeText } from '#server/lib/html.ts';

/**
 * The API reference page (GET /api/docs, D189): the OpenAPI document rendered on the server as one HTML
 * page, operations by tag with their method, path, summary, parameters, request body and responses, and
 * the named schemas. No script at all: our CSP allows scripts from 'self' only, and a renderer that
 * fetches its code from a CDN would break offline. Every text of the document goes through escapeText.
 */

type Json = Record<string, unknown>;

export { escapeText };

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const REF_PREFIX = '#/components/schemas/';
/** How deep a schema is spelled out before its nested objects read `{…}`. */
const MAX_DEPTH = 4;

const anchor = (prefix: string, name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** A schema as a short type expression in HTML: `{ email: string, password?: string }`, refs linked. */
export function schemaHtml(schema: unknown, depth = 0): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const s = schema as Json;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.startsWith(REF_PREFIX) ? s.$ref.slice(REF_PREFIX.length) : s.$ref;
    return `<a href="#${escapeText(anchor('schema', name))}">${escapeText(name)}</a>`;
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const parts = s[key];
    if (Array.isArray(parts)) {
      return parts.map((p) => schemaHtml(p, depth)).join(key === 'allOf' ? ' &amp; ' : ' | ');
    }
  }
  if ('const' in s) return escapeText(JSON.stringify(s.const));
  if (Array.isArray(s.enum)) return s.enum.map((v) => escapeText(JSON.stringify(v))).join(' | ');
  const type = Array.isArray(s.type) ? s.type.join(' | ') : s.type;
  if (type === 'array') return `${schemaHtml(s.items, depth)}[]`;
  if (type === 'object' || s.properties) {
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    const names = Object.keys(properties);
    if (names.length === 0) {
      return s.additionalProperties && typeof s.additionalProperties === 'object'
        ? `{ [key]: ${schemaHtml(s.additionalProperties, depth + 1)} }`
        : '{}';
    }
    if (depth >= MAX_DEPTH) return '{…}';
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const fields = names.map(
      (name) =>
        `${escapeText(name)}${required.has(name) ? '' : '?'}: ${schemaHtml(properties[name], depth + 1)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  const format = typeof s.format === 'string' ? ` (${escapeText(s.format)})` : '';
  return `${escapeText(String(type ?? 'any'))}${format}`;
}

function contentHtml(content: unknown): string {
  if (!content || typeof content !== 'object') return '';
  return Object.entries(content as Record<string, Json>)
    .map(
      ([type, media]) =>
        `<div class="media"><span class="type">${escapeText(type)}</span> <code>${schemaHtml(media.schema)}</code></div>`,
    )
    .join('');
}

function operationHtml(method: string, path: string, op: Json): string {
  const id = typeof op.operationId === 'string' ? op.operationId : `${method}-${path}`;
  const security = Array.isArray(op.security) ? (op.security as Json[]) : [];
  const needsSession = security.length > 0 && security.every((req) => Object.keys(req).length > 0);
  const parameters = Array.isArray(op.parameters) ? (op.parameters as Json[]) : [];
  const body = op.requestBody as Json | undefined;
  const responses = (op.responses ?? {}) as Record<string, Json>;
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeText(String(p.name))}</code></td><td>${escapeText(String(p.in))}</td>` +
        `<td>${p.required ? 'required' : 'optional'}</td><td><code>${schemaHtml(p.schema)}</code></td></tr>`,
    )
    .join('');
  return [
    `<section class="op" id="${escapeText(anchor('op', id))}">`,
    `<h3><span class="method ${escapeText(method)}">${escapeText(method.toUpperCase())}</span> `,
    `<code class="path">${escapeText(path)}</code></h3>`,
    `<p class="summary">${escapeText(String(op.summary ?? ''))}</p>`,
    `<p class="meta">operationId <code>${escapeText(id)}</code> · `,
    needsSession ? 'needs a session cookie' : 'public (a session is read when sent)',
    '</p>',
    rows ? `<h4>Parameters</h4><table><tbody>${rows}</tbody></table>` : '',
    body ? `<h4>Request body</h4>${contentHtml(body.content)}` : '',
    '<h4>Responses</h4><dl>',
    ...Object.entries(responses).map(
      ([status, response]) =>
        `<dt>${escapeText(status)}</dt><dd>${escapeText(String(response.description ?? ''))}${contentHtml(response.content)}</dd>`,
    ),
    '</dl></section>',
  ].join('');
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a1f2b;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{margin-top:0}h2{border-bottom:2px solid #dde3ec;padding-bottom:.25rem;margin-top:2.5rem}
nav ul{columns:3;padding-left:1.2rem}
.op{border:1px solid #dde3ec;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.op h3{margin:.25rem 0;font-size:1rem}.op h4{margin:.75rem 0 .25rem;font-size:.9rem}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#1b6ac9}.post{background:#1d8348}.put{background:#a05a00}.patch{background:#7d3c98}.delete{background:#b03a2e}
.summary{margin:.25rem 0}.meta{color:#4a5468;font-size:.85rem;margin:.25rem 0}
code{font:13px/1.4 ui-monospace,monospace;word-break:break-word}
table{border-collapse:collapse}td{border-top:1px solid #eef1f5;padding:.2rem .6rem .2rem 0;vertical-align:top}
dt{font-weight:600}dd{margin:0 0 .4rem 1.5rem}.type{color:#4a5468;font-size:.85rem}
`;

/** The reference page of an OpenAPI document. */
export function renderReferencePage(doc: Json): string {
  const info = (doc.info ?? {}) as Json;
  const title = String(info.title ?? 'API');
  const tags = Array.isArray(doc.tags) ? (doc.tags as Json[]) : [];
  const byTag = new Map<string, string[]>(tags.map((tag) => [String(tag.name), []]));
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const tag = Array.isArray(op.tags) && op.tags.length > 0 ? String(op.tags[0]) : 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)?.push(operationHtml(method, path, op));
    }
  }
  const description = new Map(tags.map((tag) => [String(tag.name), String(tag.description ?? '')]));
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const sections = [...byTag]
    .filter(([, ops]) => ops.length > 0)
    .map(
      ([tag, ops]) =>
        `<h2 id="${escapeText(anchor('tag', tag))}">${escapeText(tag)}</h2>` +
        `<p>${escapeText(description.get(tag) ?? '')}</p>${ops.join('')}`,
    );
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(title)} reference</title><style>${STYLE}</style></head><body><main>`,
    `<h1>${escapeText(title)} <small>${escapeText(String(info.version ?? ''))}</small></h1>`,
    `<p>${escapeText(String(info.description ?? ''))}</p>`,
    `<p>OpenAPI ${escapeText(String(doc.openapi ?? ''))} document: <a href="/api/openapi.json">/api/openapi.json</a></p>`,
    '<nav><ul>',
    ...[...byTag]
      .filter(([, ops]) => ops.length > 0)
      .map(([tag]) => `<li><a href="#${escapeText(anchor('tag', tag))}">${escapeText(tag)}</a></li>`),
    '<li><a href="#schemas">Schemas</a></li></ul></nav>',
    ...sections,
    '<h2 id="schemas">Schemas</h2><dl>',
    ...Object.entries(schemas).map(
      ([name, schema]) =>
        `<dt id="${escapeText(anchor('schema', name))}">${escapeText(name)}</dt><dd><code>${schemaHtml(schema)}</code></dd>`,
    ),
    '</dl></main></body></html>',
  ].join('\n');
}
