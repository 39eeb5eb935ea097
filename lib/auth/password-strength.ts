import "server-only";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

const MIN_PASSWORD_LENGTH = 12;
/** zxcvbn's score 0-4: 3 means "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** Why a new password is too weak (at least 12 characters and zxcvbn score 3, counting the e-mail and studio words
 *  as known), or null when it is strong enough. */
export function passwordWeakness(password: string, knownWords: string[]): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (zxcvbn.check(password, knownWords).score >= MIN_SCORE) return null;
  return "This password is too easy to guess (a common word, name, date or pattern). Add more unrelated words or characters.";
}
