// A server-sent events client on node:http for tests and the bench: it reads the stream as a browser's EventSource
// does (fields, comments, blank-line dispatch) and keeps every event with the time it arrived.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface ServerSentEvent {
  /** `message` when the server named none. */
  event: string;
  /** The `id:` field of this event, if it had one. */
  id?: string;
  data: string;
  /** performance.now() when the event's blank line arrived. */
  receivedAt: number;
}

export interface EventStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event so far, in order of arrival. */
  events: ServerSentEvent[];
  /** Comment lines (heartbeats) and `retry:` values so far. */
  comments: string[];
  retry?: number;
  /** The body of a non-stream answer (an error), once it ended. */
  body: Promise<string>;
  /** Resolves when the server or the network closed the stream. */
  ended: Promise<void>;
  /** The next event not yet taken by nextEvent(), waiting up to `timeoutMs` for it. */
  nextEvent(timeoutMs?: number): Promise<ServerSentEvent>;
  /** Hangs up, as a browser closing the page. */
  close(): void;
}

/** Opens `url` with `Accept: text/event-stream` and resolves once the response headers arrived. */
export function openEventStream(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (response) => {
      response.setEncoding('utf8');
      const events: ServerSentEvent[] = [];
      const comments: string[] = [];
      const waiting: Array<() => void> = [];
      let taken = 0;
      let buffer = '';
      let pending: { event?: string; id?: string; data: string[] } = { data: [] };
      let text = '';
      let ended = false;
      const wake = () => waiting.splice(0).forEach((resume) => resume());

      const client: EventStreamClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        body: new Promise((done) => response.once('end', () => done(text))),
        ended: new Promise((done) => response.once('close', () => done())),
        async nextEvent(timeoutMs = 5_000) {
          const deadline = performance.now() + timeoutMs;
          while (events.length <= taken) {
            if (ended) throw new Error(`the stream ended after ${events.length} events`);
            const left = deadline - performance.now();
            if (left <= 0) throw new Error(`no event within ${timeoutMs} ms (${events.length} received)`);
            await new Promise<void>((resume) => {
              const timer = setTimeout(resume, left);
              waiting.push(() => {
                clearTimeout(timer);
                resume();
              });
            });
          }
          return events[taken++]!;
        },
        close: () => request.destroy(),
      };
      void client.ended.then(() => {
        ended = true;
        wake();
      });

      const isStream = /^text\/event-stream/.test(response.headers['content-type'] ?? '');
      response.on('data', (chunk: string) => {
        if (!isStream) {
          text += chunk;
          return;
        }
        buffer += chunk;
        const lines = buffer.split(/\r\n|\r|\n/);
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (line === '') {
            if (pending.data.length > 0)
              events.push({
                event: pending.event ?? 'message',
                id: pending.id,
                data: pending.data.join('\n'),
                receivedAt: performance.now(),
              });
            pending = { data: [] };
            continue;
          }
          if (line.startsWith(':')) {
            comments.push(line.slice(1).trim());
            continue;
          }
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') pending.event = value;
          else if (field === 'id') pending.id = value;
          else if (field === 'data') pending.data.push(value);
          else if (field === 'retry') client.retry = Number(value);
        }
        wake();
      });
      response.on('error', () => undefined); // a hang-up ends the stream; `ended` reports it
      resolve(client);
    });
    request.on('error', reject);
  });
}
