// Front-end unit tests run on what the browsers run: React 19 and react-dom 19 in jsdom.
const { jestConfig } = require('../../../jest.base.js');

/** A front-end workspace's jest config (jsdom). */
function frontEndJestConfig(options) {
  return jestConfig({ environment: 'jsdom', ...options });
}

module.exports = { frontEndJestConfig };
