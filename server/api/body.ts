// Reading a JSON request body defensively: the media type is checked before a byte is read, the size is capped
// both by Content-Length and while streaming, and every way a body can be broken is a 4xx with a plain message.
import { HttpProblem } from './http-error.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i;

export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type');
  if (type === null) throw new HttpProblem(415, 'missing Content-Type: send the body as JSON with "Content-Type: application/json"');
  if (!JSON_TYPE.test(type.trim())) {
    throw new HttpProblem(415, `unsupported Content-Type ${JSON.stringify(type.slice(0, 100))}: send the body as JSON with "Content-Type: application/json"`);
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) throw new HttpProblem(415, `unsupported charset ${JSON.stringify(charset)}: send UTF-8 JSON`);

  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    throw new HttpProblem(413, `request body too large: at most ${limit} bytes`);
  }
  const bytes = await readLimited(request, limit);
  if (bytes.byteLength === 0) throw new HttpProblem(400, 'request body required: a JSON object like {"domain": "docs.example.com"}');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new HttpProblem(400, 'request body is not valid UTF-8');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpProblem(400, 'request body is not valid JSON');
  }
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        throw new HttpProblem(413, `request body too large: at most ${limit} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (HttpProblem.is(error)) throw error;
    throw new HttpProblem(400, 'request body could not be read');
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
