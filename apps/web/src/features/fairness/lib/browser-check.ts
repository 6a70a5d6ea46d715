/**
 * An independent check in the player's browser (Web Crypto): the SHA-256 of the server seed and
 * the round's floats, HMAC_SHA256(key = server seed, msg = `clientSeed:nonce:cursor`), 4 bytes a
 * float (b0/256 + b1/256^2 + b2/256^3 + b3/256^4), 8 floats a block.
 */
function subtle(): SubtleCrypto | null {
  return typeof crypto !== 'undefined' && crypto.subtle ? crypto.subtle : null;
}

const enc = new TextEncoder();
const hex = (buf: ArrayBuffer) =>
  Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string | null> {
  const s = subtle();
  if (!s) return null;
  return hex(await s.digest('SHA-256', enc.encode(text)));
}

export async function hmacFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[] | null> {
  const s = subtle();
  if (!s) return null;
  const key = await s.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const block = new Uint8Array(await s.sign('HMAC', key, enc.encode(`${clientSeed}:${nonce}:${cursor}`)));
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(
        block[i]! / 256 + block[i + 1]! / 256 ** 2 + block[i + 2]! / 256 ** 3 + block[i + 3]! / 256 ** 4,
      );
    }
  }
  return out;
}

export interface BrowserCheck {
  hash: string;
  hashSame: boolean;
  floatsSame: boolean;
}

/** Recomputes the hash and floats locally and compares them with the server's answer (null without Web Crypto). */
export async function checkInBrowser(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  server: { serverSeedHash: string; floats: number[] },
): Promise<BrowserCheck | null> {
  try {
    const hash = await sha256Hex(serverSeed);
    const floats = await hmacFloats(serverSeed, clientSeed, nonce, server.floats.length);
    if (hash === null || floats === null) return null;
    return {
      hash,
      hashSame: hash === server.serverSeedHash,
      floatsSame: floats.length === server.floats.length && floats.every((f, i) => f === server.floats[i]),
    };
  } catch {
    return null;
  }
}
