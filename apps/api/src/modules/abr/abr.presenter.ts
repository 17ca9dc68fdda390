import type { AbrCheck } from '@soko/shared';
import type { User } from '../../db/schema/index.ts';

type AbrView = Pick<
  User,
  | 'abrStatus'
  | 'abrEntityName'
  | 'abrBusinessNames'
  | 'abrGstFrom'
  | 'abrCheckedAt'
  | 'gstRegistered'
  | 'gstRegisteredFrom'
  | 'displayName'
  | 'firstName'
  | 'lastName'
>;

/** Legal forms a business name leaves out ("Kente House" for KENTE HOUSE PTY LTD), longest first. */
const LEGAL_FORMS = [
  ['proprietary', 'limited'],
  ['proprietary', 'ltd'],
  ['pty', 'limited'],
  ['pty', 'ltd'],
  ['limited'],
  ['ltd'],
  ['pty'],
  ['incorporated'],
  ['inc'],
];
/** How the register names a trust by its trustee. */
const TRUSTEE_PREFIX = ['the', 'trustee', 'for'];

/** Lower case, accents, apostrophes and full stops dropped ("O'Brien", "Pty."), other punctuation a space. */
function wordsOf(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/['’.]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const endsWith = (words: string[], tail: string[]) =>
  tail.length < words.length && tail.every((word, index) => words[words.length - tail.length + index] === word);

function withoutLegalForm(words: string[]): string[] {
  const rest = TRUSTEE_PREFIX.every((word, index) => words[index] === word)
    ? words.slice(TRUSTEE_PREFIX.length)
    : words;
  const form = LEGAL_FORMS.find((tail) => endsWith(rest, tail));
  return form ? rest.slice(0, rest.length - form.length) : rest;
}

/**
 * Whether the register's entity name or one of its registered business names is the vendor's
 * business name (legal forms aside), or the entity name is the vendor's own name: a sole trader is on
 * the register as "SURNAME, Given Names", middle names included, so every word of the vendor's first
 * and last name must appear in it, in any order.
 */
function entityNameMatches(
  entityName: string,
  businessNames: string[],
  vendor: Pick<User, 'displayName' | 'firstName' | 'lastName'>,
) {
  const entity = wordsOf(entityName);
  const business = withoutLegalForm(wordsOf(vendor.displayName)).join(' ');
  const registered = [entityName, ...businessNames].map((name) => withoutLegalForm(wordsOf(name)).join(' '));
  if (business.length > 0 && registered.includes(business)) return true;
  const person = wordsOf(`${vendor.firstName} ${vendor.lastName}`);
  return person.length > 0 && person.every((word) => entity.includes(word));
}

/** Only an answer about the ABN says anything of its GST registration. */
function gstDiffers(user: AbrView): boolean {
  if (user.abrStatus !== 'active' && user.abrStatus !== 'cancelled') return false;
  return user.gstRegistered ? user.gstRegisteredFrom !== user.abrGstFrom : user.abrGstFrom !== null;
}

export function toAbrCheck(user: AbrView): AbrCheck {
  return {
    status: user.abrStatus,
    entityName: user.abrEntityName,
    gstFrom: user.abrGstFrom,
    checkedAt: user.abrCheckedAt?.toISOString() ?? null,
    nameMismatch: user.abrEntityName !== null && !entityNameMatches(user.abrEntityName, user.abrBusinessNames, user),
    gstMismatch: gstDiffers(user),
  };
}
