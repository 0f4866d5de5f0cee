/**
 * Longer than any product handle or content slug can make a path: such an address is a mistake or a
 * probe, and answering it would only send a giant lookup to the CMS.
 */
export const MAX_PATH_LENGTH = 2048;

/**
 * True when the path cannot be an address of ours: its percent-escapes do not decode (`/%`,
 * `/%E0%A4%A`), or it is longer than any we serve. The server answers these 400 (guarantee 13), and
 * the error page says so on both server and client, which see the same path.
 */
export function isBadAddress(pathname: string): boolean {
  if (pathname.length > MAX_PATH_LENGTH) return true;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
