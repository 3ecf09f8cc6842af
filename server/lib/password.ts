import { hash, verify } from '@node-rs/argon2';

// OWASP: argon2id, at least 19 MiB and 2 iterations. Changing these re-hashes on the next login.
const PARAMS = {
  // Algorithm.Argon2id is an ambient const enum (value 2), which verbatimModuleSyntax cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
const PARAMS_TAG = `m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}`;

// The same passphrase typed on different systems can arrive composed or decomposed.
const normalize = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalize(password), PARAMS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, normalize(password));
  } catch {
    return false;
  }
}

export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith('$argon2id$') || !storedHash.includes(PARAMS_TAG);
}

// A fixed hash to verify against when the e-mail is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}
