// Language catalogs (`src/i18n/*.json`) compiled to react-intl's message ASTs at build time (decision 156), so the
// browsers need no ICU parser: the bundles alias it to its parser-less build, which formats ASTs only. The code types
// a catalog as its source (id → text) and hands it to react-intl only; the unit tests run on the texts.
const { parse } = require('@formatjs/icu-messageformat-parser');

/**
 * @param {string} source a catalog: message id → ICU message. `?ids=<prefix>` on the import keeps only the messages
 * whose id starts with the prefix (the shell's start-up error carries its own three texts, not the whole catalog).
 */
module.exports = function compileMessages(source) {
  const prefix = new URLSearchParams(this.resourceQuery).get('ids') ?? '';
  const catalog = Object.entries(JSON.parse(source)).filter(([id]) => id.startsWith(prefix));
  const compiled = Object.fromEntries(catalog.map(([id, message]) => [id, parse(message)]));
  return JSON.stringify(compiled);
};
