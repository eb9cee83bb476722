// Language catalogs (`src/i18n/*.json`) compiled to react-intl's message ASTs at build time (decision 156), so the
// browsers need no ICU parser: the bundles alias it to its parser-less build, which formats ASTs only. The code types
// a catalog as its source (id → text) and hands it to react-intl only; the unit tests run on the texts.
const { parse } = require('@formatjs/icu-messageformat-parser');

/** @param {string} source a catalog: message id → ICU message */
module.exports = function compileMessages(source) {
  const catalog = JSON.parse(source);
  const compiled = Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, parse(message)]));
  return JSON.stringify(compiled);
};
