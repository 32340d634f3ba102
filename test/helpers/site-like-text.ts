// Bytes for archive tests that differ from file to file and compress about as a site's files do (words of hex).
import { createHash } from 'node:crypto';

export function siteLikeText(seed: number, bytes: number): Buffer {
  const words: string[] = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const word = createHash('sha256')
      .update(`${seed}-${k}`)
      .digest('hex')
      .slice(0, 4 + (k % 9));
    words.push(word);
    size += word.length + 1;
  }
  return Buffer.from(words.join(' ')).subarray(0, bytes);
}
