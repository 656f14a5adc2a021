/**
 * The 10,000 most common passwords, refused wherever a password is chosen (sign-up,
 * password reset, admin creation): they are the first an attacker tries.
 *
 * common-passwords.txt is SecLists' Passwords/Common-Credentials/10-million-password-list-top-10000.txt
 * (Daniel Miessler, Jason Haddix and contributors, MIT licence), drawn from Mark Burnett's
 * ten million passwords. Server only: 76 KB the browser never downloads. The compiled
 * server carries a copy beside its code (scripts/build-server.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMMON_PASSWORDS_FILE = 'common-passwords.txt';

let common: Set<string> | undefined;

/** Compared as typed, ignoring case and Unicode compatibility forms: "PASSWORD" is as common as "password". */
function normalized(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

function commonPasswords(): Set<string> {
  if (!common) {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), COMMON_PASSWORDS_FILE);
    common = new Set(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map(normalized));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalized(password));
}
