// The SHA-256 of a text, as the build writes it into index.html for the files it validated.

/** Hex SHA-256 of `text`; undefined where crypto.subtle does not exist (outside secure contexts): the caller validates. */
export async function sha256(text: string): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
