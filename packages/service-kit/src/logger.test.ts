import { Writable } from 'node:stream';
import pino from 'pino';
import { requestLineWriter, type RequestLine } from './logger';

/** A pino logger writing into `lines`, with a fixed clock so two lines compare byte for byte. */
function loggerInto(lines: string[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return pino({ name: 'news', base: { service: 'news' }, timestamp: () => ',"time":"2026-11-27T10:00:00.000Z"' }, sink);
}

describe('requestLineWriter', () => {
  it.each<[string, RequestLine]>([
    ['a plain read', { reqId: 'trace-1', method: 'GET', url: '/api/news?page=2', status: 200, ms: 1.3 }],
    [
      'quotes, backslashes and non-ASCII in the URL',
      { reqId: 'trace-2', method: 'GET', url: '/api/news?q="a"\\b\u00e9\u0001', status: 404, ms: 0 },
    ],
    ['no request id', { reqId: undefined, method: 'POST', url: '/x', status: 503, ms: 12.5 }],
  ])('when a request line is written for %s, then it is the bytes pino writes for the same fields', (_case, line) => {
    const written: string[] = [];
    const logged: string[] = [];

    requestLineWriter(loggerInto(written))(line);
    loggerInto(logged).info(line, 'request');

    expect(written).toEqual(logged);
  });

  it('when the logger is a child with bindings or its level is above info, then lines follow it', () => {
    const written: string[] = [];
    const logged: string[] = [];
    const line: RequestLine = { reqId: 'trace-3', method: 'GET', url: '/', status: 200, ms: 2 };

    requestLineWriter(loggerInto(written).child({ part: 'ops' }))(line);
    loggerInto(logged).child({ part: 'ops' }).info(line, 'request');
    const quiet = loggerInto(written);
    quiet.level = 'warn';
    requestLineWriter(quiet)(line);

    expect(written).toEqual(logged);
  });
});
