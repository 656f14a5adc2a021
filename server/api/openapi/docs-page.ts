/**
 * The API's documentation as one plain HTML page, rendered from the OpenAPI document so the
 * page and the JSON never disagree. No script and nothing from elsewhere: the store's
 * Content-Security-Policy allows only its own origin, and the page must read without them.
 */
import { ACCESS_TEXT } from './operation';
import type { JsonSchema, OpenApiDocument, OpenApiMediaType, OpenApiOperation, OpenApiParameter } from './document';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
/** The store's own icon, as its pages name it; without one the browser asks for a /favicon.ico that does not exist. */
const STORE_ICON_PATH = '/favicon.svg';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Escaped text whose `backticked` words become code. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** A code block; it may scroll sideways, so it takes the focus to be scrolled with the keyboard. */
const codeBlock = (text: string) => `<pre tabindex="0"><code>${escapeHtml(text)}</code></pre>`;
const json = (value: unknown) => codeBlock(JSON.stringify(value, null, 2));

/** Examples longer than this many lines are folded. */
const LONG_EXAMPLE_LINES = 24;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A schema in a few words for the parameter tables: `integer`, `one of: a, b`, `list of string`. */
export function schemaInWords(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1)!;
  const byDefault = schema.default !== undefined ? `, default ${JSON.stringify(schema.default)}` : '';
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map(String).join(', ')}${byDefault}`;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(schemaInWords).join(' or ');
  if (schema.type === 'array') return `list of ${schemaInWords((schema.items ?? {}) as JsonSchema)}`;
  const words = [typeof schema.type === 'string' ? schema.type : 'any'];
  if (typeof schema.format === 'string') words.push(`(${schema.format})`);
  if (typeof schema.pattern === 'string') words.push(`matching ${schema.pattern}`);
  if (typeof schema.minimum === 'number' || typeof schema.maximum === 'number')
    words.push(`from ${schema.minimum ?? '…'} to ${schema.maximum ?? '…'}`);
  if (typeof schema.maxLength === 'number') words.push(`of ${schema.minLength ?? 0} to ${schema.maxLength} characters`);
  return words.join(' ') + byDefault;
}

function parametersTable(params: readonly OpenApiParameter[]): string {
  // A column of empty cells says nothing: descriptions get one only when some parameter has one.
  const described = params.some((p) => p.description);
  const rows = params
    .map(
      (p) =>
        `<tr><th scope="row"><code>${escapeHtml(p.name)}</code></th><td>${p.in}</td><td>${p.required ? 'required' : 'optional'}</td>` +
        `<td>${escapeHtml(schemaInWords(p.schema))}</td>${described ? `<td>${p.description ? prose(p.description) : ''}</td>` : ''}</tr>`,
    )
    .join('');
  const head = ['Name', 'In', 'Required', 'Type', ...(described ? ['Description'] : [])]
    .map((h) => `<th scope="col">${h}</th>`)
    .join('');
  return `<table><caption>Parameters</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function mediaType(contentType: string, media: OpenApiMediaType): string {
  const schema = `<details><summary>Schema (<code>${escapeHtml(contentType)}</code>)</summary>${json(media.schema)}</details>`;
  const examples = Object.values(media.examples ?? {})
    .map((e) => {
      const shown = typeof e.value === 'string' ? codeBlock(e.value) : json(e.value);
      // A long example (a whole product or order) folds away, so the next operation stays in reach.
      if (shown.split('\n').length > LONG_EXAMPLE_LINES)
        return `<details class="example"><summary>Example: ${prose(e.summary)}</summary>${shown}</details>`;
      return `<figure><figcaption>Example: ${prose(e.summary)}</figcaption>${shown}</figure>`;
    })
    .join('');
  return schema + examples;
}

function operationSection(method: string, path: string, op: OpenApiOperation): string {
  const parts = [
    `<h3 id="${op.operationId}-title"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${prose(op.summary)}</p>`,
    op.description ? `<p>${prose(op.description)}</p>` : '',
    `<p><strong>Who may call:</strong> ${escapeHtml(ACCESS_TEXT[op['x-access']])}</p>`,
    op.parameters ? parametersTable(op.parameters) : '',
  ];
  if (op.requestBody) {
    parts.push('<h4>Request body</h4>');
    if (op.requestBody.description) parts.push(`<p>${prose(op.requestBody.description)}</p>`);
    for (const [type, media] of Object.entries(op.requestBody.content)) parts.push(mediaType(type, media));
  }
  parts.push('<h4>Answers</h4>');
  for (const [status, response] of Object.entries(op.responses)) {
    const ok = Number(status) < 400;
    parts.push(
      `<div class="answer${ok ? '' : ' error'}"><p><strong class="status">${status}</strong> ${prose(response.description)}</p>`,
    );
    // Errors all have the one Error shape, shown once at the top; an answer with examples has its own.
    for (const [type, media] of Object.entries(response.content ?? {}))
      if (media.examples) parts.push(mediaType(type, media));
    parts.push('</div>');
  }
  return `<article id="${op.operationId}" aria-labelledby="${op.operationId}-title">${parts.join('')}</article>`;
}

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: #1a1a1a; background: #fff; }
body { margin: 0 auto; max-width: 64rem; padding: 1.5rem; }
a { color: #0b4f9c; }
a:focus-visible, summary:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; }
h2 { border-bottom: 2px solid #ddd; padding-bottom: .25rem; margin-top: 3rem; }
article { border: 1px solid #ddd; border-radius: 6px; padding: 0 1rem 1rem; margin: 1.5rem 0; }
h3 { font-size: 1.1rem; overflow-wrap: anywhere; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; border-radius: 4px; padding: .1rem .4rem; font-size: .85rem; color: #fff; background: #444; }
.method.get { background: #0b5e2f; } .method.post { background: #0b4f9c; } .method.put { background: #7a4a00; }
.method.patch { background: #5a2d82; } .method.delete { background: #a01818; }
.summary { font-weight: 600; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .875rem; }
pre { background: #f5f5f5; border: 1px solid #e2e2e2; border-radius: 4px; padding: .75rem; overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; font-size: .9rem; }
caption { text-align: left; font-weight: 600; padding-bottom: .25rem; }
th, td { border: 1px solid #ddd; padding: .35rem .5rem; text-align: left; vertical-align: top; }
thead th { background: #f5f5f5; }
figure, details.example { margin: .75rem 0; } figcaption, details.example > summary { font-style: italic; }
.answer { border-left: 4px solid #0b5e2f; padding-left: .75rem; margin: .75rem 0; }
.answer.error { border-left-color: #a01818; }
.status { font-family: ui-monospace, monospace; }
nav ul { padding-left: 1.25rem; } nav li { margin: .15rem 0; }
`;

export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map(
    doc.tags.map((tag) => [tag.name, [] as { method: string; path: string; op: OpenApiOperation }[]]),
  );
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) byTag.get(op.tags[0])!.push({ method, path, op });
  }
  const contents = doc.tags
    .map((tag) => {
      const links = byTag
        .get(tag.name)!
        .map(
          ({ method, path, op }) =>
            `<li><a href="#${op.operationId}">${method.toUpperCase()} <code>${escapeHtml(path)}</code></a> — ${prose(op.summary)}</li>`,
        )
        .join('');
      return `<li><a href="#${slug(tag.name)}">${escapeHtml(tag.name)}</a><ul>${links}</ul></li>`;
    })
    .join('');
  const sections = doc.tags
    .map((tag) => {
      const ops = byTag.get(tag.name)!.map(({ method, path, op }) => operationSection(method, path, op));
      return `<section aria-labelledby="${slug(tag.name)}"><h2 id="${slug(tag.name)}">${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>${ops.join('')}</section>`;
    })
    .join('');
  const intro = doc.info.description
    .split('\n\n')
    .map((p) => `<p>${prose(p)}</p>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title>
<link rel="icon" href="${STORE_ICON_PATH}" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#operations">Skip to the operations</a>
<header>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>Version ${escapeHtml(doc.info.version)} · <a href="${OPENAPI_JSON_PATH}">OpenAPI ${doc.openapi} document (JSON)</a></p>
${intro}
<details><summary>The error answer (<code>Error</code>)</summary>${json(doc.components.schemas.Error)}</details>
</header>
<nav aria-label="Operations by area"><h2>Contents</h2><ul>${contents}</ul></nav>
<main id="operations">${sections}</main>
</body>
</html>
`;
}
