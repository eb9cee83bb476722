import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Raw request: the path goes out exactly as written (no URL normalisation) and every response header is seen. */
export function send(url: string, options: http.RequestOptions, body?: Buffer | string): Promise<RawResponse> {
  const { origin } = new URL(url);
  const rawPath = url.slice(origin.length) || '/';
  return new Promise((resolve, reject) => {
    const req = http.request(origin, { ...options, path: rawPath }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
