// Browser APIs jsdom lacks, for the front ends' unit tests.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// react-router 7 needs TextEncoder at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// keycloak-js 26 uses Promise.withResolvers, which Node 20 lacks.
if (!('withResolvers' in Promise)) {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

// jsdom has no PointerEvent: without it, pointer events carry no coordinates (clientX) in tests.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: PointerEventPolyfill });
}

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine running every project at once, a render
// plus a fetch round trip can take longer. Wait up to 5 s; a test that is really wrong still fails.
configure({ asyncUtilTimeout: 5000 });
