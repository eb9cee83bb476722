/**
 * The docs page at /api/docs: plain HTML, a stylesheet and a script that renders /api/openapi.json. Self-contained
 * (the machines have no internet) and CSP-clean: no inline script, no inline style, text set with textContent only.
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Padel League API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/docs.css" />
    <script src="/api/docs/docs.js" defer></script>
  </head>
  <body>
    <header>
      <h1 id="title">Padel League API</h1>
      <p id="description"></p>
      <p><a href="/api/openapi.json">OpenAPI 3.1 document (JSON)</a></p>
      <nav id="tags" aria-label="Sections"></nav>
    </header>
    <main id="operations"><p>Loading the API document…</p></main>
  </body>
</html>
`;

export const DOCS_STYLE = `:root { color-scheme: light dark; --line: #d0d7de; --muted: #57606a; --code: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --line: #30363d; --muted: #8b949e; --code: #161b22; } }
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; }
header nav a { margin-inline-end: 1rem; }
h2 { border-bottom: 1px solid var(--line); margin-top: 2.5rem; padding-bottom: 0.25rem; }
details.operation { border: 1px solid var(--line); border-radius: 6px; margin: 0.5rem 0; }
details.operation > summary { cursor: pointer; display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: baseline; padding: 0.5rem 0.75rem; }
details.operation > div { border-top: 1px solid var(--line); padding: 0.25rem 1rem 1rem; }
.method { border-radius: 4px; color: #fff; font: 600 12px/1.8 ui-monospace, monospace; min-width: 4.5rem; text-align: center; text-transform: uppercase; }
.method.get { background: #0969da; } .method.post { background: #1a7f37; } .method.put { background: #9a6700; }
.method.patch { background: #8250df; } .method.delete { background: #cf222e; }
.path, code, .schema { font-family: ui-monospace, monospace; font-size: 13px; }
.deprecated .path { text-decoration: line-through; }
.badge { border: 1px solid var(--line); border-radius: 1rem; color: var(--muted); font-size: 12px; padding: 0 0.5rem; }
.muted { color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid var(--line); padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
.schema { background: var(--code); border-radius: 6px; margin: 0.25rem 0; overflow-x: auto; padding: 0.5rem 0.75rem; }
.schema ul { list-style: none; margin: 0; padding-inline-start: 1.25rem; }
.schema > ul { padding-inline-start: 0; }
.required { color: #cf222e; }
`;

export const DOCS_SCRIPT = `'use strict';
(function () {
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function refName(ref) { return ref.split('/').pop(); }
  function typeOf(schema) {
    if (schema.$ref) return refName(schema.$ref);
    if (schema.enum) return schema.enum.map(function (value) { return JSON.stringify(value); }).join(' | ');
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    var type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
    if (type === 'array' && schema.items) return typeOf(schema.items) + '[]';
    if (schema.anyOf || schema.oneOf) return (schema.anyOf || schema.oneOf).map(typeOf).join(' | ');
    if (type && schema.format) return type + ' (' + schema.format + ')';
    return type || 'any';
  }
  function constraints(schema) {
    var parts = [];
    ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'].forEach(function (key) {
      if (schema[key] !== undefined && Math.abs(schema[key]) < 1e15) parts.push(key + ' ' + schema[key]);
    });
    if (schema.default !== undefined) parts.push('default ' + JSON.stringify(schema.default));
    return parts.length ? ' — ' + parts.join(', ') : '';
  }
  function refLink(schema) {
    var link = el('a', '', refName(schema.$ref));
    link.href = '#schema-' + refName(schema.$ref);
    return link;
  }
  /** One line per property; nested objects (inline ones, not named components) indented below. */
  function schemaTree(schema) {
    var list = el('ul');
    var variants = schema.anyOf || schema.oneOf;
    if (schema.$ref) {
      var item = el('li');
      item.append(refLink(schema));
      list.append(item);
    } else if (schema.properties) {
      var required = schema.required || [];
      Object.keys(schema.properties).forEach(function (name) {
        var property = schema.properties[name];
        var line = el('li');
        line.append(el('span', required.indexOf(name) >= 0 ? 'required' : '', name + (required.indexOf(name) >= 0 ? '*' : '') + ': '));
        line.append(property.$ref ? refLink(property) : el('span', '', typeOf(property) + constraints(property)));
        var inner = nestedOf(property);
        if (inner) line.append(schemaTree(inner));
        list.append(line);
      });
    } else if (variants) {
      variants.forEach(function (variant) {
        var line = el('li', '', 'one of: ');
        line.append(variant.$ref ? refLink(variant) : el('span', '', typeOf(variant)));
        if (!variant.$ref && (variant.properties || variant.items)) line.append(schemaTree(variant));
        list.append(line);
      });
    } else if (schema.items) {
      var items = el('li', '', 'items: ');
      items.append(schema.items.$ref ? refLink(schema.items) : el('span', '', typeOf(schema.items)));
      if (!schema.items.$ref && schema.items.properties) items.append(schemaTree(schema.items));
      list.append(items);
    } else {
      list.append(el('li', '', typeOf(schema) + constraints(schema)));
    }
    return list;
  }
  function nestedOf(schema) {
    if (schema.properties) return schema;
    if (schema.items && schema.items.properties) return schema.items;
    var variants = schema.anyOf || schema.oneOf;
    if (!variants) return undefined;
    var objects = variants.filter(function (variant) { return variant.properties || (variant.items && variant.items.properties); });
    return objects.length === 1 ? nestedOf(objects[0]) : objects.length ? { anyOf: objects } : undefined;
  }
  function schemaBlock(schema) {
    var block = el('div', 'schema');
    block.append(schemaTree(schema));
    return block;
  }
  function parametersTable(parameters) {
    var table = el('table');
    var head = el('tr');
    ['Name', 'In', 'Type', 'Description'].forEach(function (title) { head.append(el('th', '', title)); });
    table.append(head);
    parameters.forEach(function (parameter) {
      var row = el('tr');
      row.append(el('td', parameter.required ? 'required' : '', parameter.name + (parameter.required ? '*' : '')));
      row.append(el('td', '', parameter.in));
      row.append(el('td', '', typeOf(parameter.schema) + constraints(parameter.schema)));
      row.append(el('td', '', parameter.description || ''));
      table.append(row);
    });
    return table;
  }
  function operationView(method, path, operation) {
    var view = el('details', 'operation' + (operation.deprecated ? ' deprecated' : ''));
    view.id = operation.operationId;
    var summary = el('summary');
    summary.append(el('span', 'method ' + method, method), el('span', 'path', path), el('span', '', operation.summary));
    if (operation.deprecated) summary.append(el('span', 'badge', 'older form'));
    view.append(summary);
    var body = el('div');
    body.append(el('p', 'muted', operation.description || ''));
    if (operation.parameters) {
      body.append(el('h4', '', 'Parameters'), parametersTable(operation.parameters));
    }
    if (operation.requestBody) {
      body.append(el('h4', '', 'Request body (application/json)'), schemaBlock(operation.requestBody.content['application/json'].schema));
    }
    body.append(el('h4', '', 'Responses'));
    Object.keys(operation.responses).forEach(function (status) {
      var response = operation.responses[status];
      body.append(el('p', '', (status === 'default' ? 'Any error' : status) + ' — ' + response.description));
      var content = response.content || {};
      var json = content['application/json'];
      if (json) body.append(schemaBlock(json.schema));
      else if (content['text/event-stream']) body.append(el('p', 'muted', 'text/event-stream'));
    });
    view.append(body);
    return view;
  }
  function render(api) {
    document.getElementById('title').textContent = api.info.title + ' ' + api.info.version;
    document.getElementById('description').textContent = api.info.description;
    var main = document.getElementById('operations');
    main.replaceChildren();
    var nav = document.getElementById('tags');
    var sections = {};
    api.tags.forEach(function (tag) {
      var id = 'tag-' + tag.name.replace(/\\W+/g, '-');
      var link = el('a', '', tag.name);
      link.href = '#' + id;
      nav.append(link);
      var section = el('section');
      section.id = id;
      section.append(el('h2', '', tag.name));
      sections[tag.name] = section;
      main.append(section);
    });
    Object.keys(api.paths).forEach(function (path) {
      Object.keys(api.paths[path]).forEach(function (method) {
        var operation = api.paths[path][method];
        sections[operation.tags[0]].append(operationView(method, path, operation));
      });
    });
    var schemas = el('section');
    schemas.id = 'schemas';
    schemas.append(el('h2', '', 'Schemas'));
    var schemasLink = el('a', '', 'Schemas');
    schemasLink.href = '#schemas';
    nav.append(schemasLink);
    Object.keys(api.components.schemas).forEach(function (name) {
      var heading = el('h3', '', name);
      heading.id = 'schema-' + name;
      schemas.append(heading, schemaBlock(api.components.schemas[name]));
    });
    main.append(schemas);
    if (location.hash) {
      var target = document.getElementById(location.hash.slice(1));
      if (target) {
        if (target.tagName === 'DETAILS') target.open = true;
        target.scrollIntoView();
      }
    }
  }
  fetch('/api/openapi.json')
    .then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    })
    .then(render)
    .catch(function (error) {
      document.getElementById('operations').replaceChildren(el('p', '', 'The API document could not be loaded: ' + error.message));
    });
})();
`;
