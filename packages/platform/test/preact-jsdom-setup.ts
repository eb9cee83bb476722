// preact listens to `onpointerenter` as `pointerenter` only where the element has that `on…` property, as browsers'
// elements do; jsdom's have no pointer-event properties, so they are added (null, like a browser's) for the tests.
const POINTER_EVENTS = [
  'pointerenter',
  'pointerleave',
  'pointerdown',
  'pointerup',
  'pointermove',
  'pointercancel',
  'pointerover',
  'pointerout',
];

if (typeof HTMLElement !== 'undefined') {
  for (const type of POINTER_EVENTS) {
    if (!(`on${type}` in HTMLElement.prototype)) {
      Object.defineProperty(HTMLElement.prototype, `on${type}`, { configurable: true, writable: true, value: null });
    }
  }
}
