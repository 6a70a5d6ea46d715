import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../config.ts';

/** Refused at registration and at a password change (ASVS 6.2.4). */
export const COMMON_PASSWORD_MESSAGE = 'Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen daha güçlü bir şifre seçin.';

// 17,950 leaked passwords of the site's minimum length or longer (licence beside the file).
const LIST_FILE = path.join(serverRoot, 'assets/security/common-passwords.txt');

let list: Set<string> | undefined;

/** True when the password (in any letter case) is on the list of common passwords. */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(readFileSync(LIST_FILE, 'utf8').split('\n').filter(Boolean));
  return list.has(password.toLowerCase());
}
