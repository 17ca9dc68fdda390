import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid email address',
  uuid: 'a valid id',
  guid: 'a valid id',
  url: 'a valid web address',
  date: 'a valid date (YYYY-MM-DD)',
  datetime: 'a valid date and time',
  ipv4: 'an IP address',
  ipv6: 'an IP address',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What a person reads when a value breaks a rule that gave no message of its own: "Must be at
 * least 3 characters" rather than zod's "Too small: expected string to have >=3 characters".
 * Rules with their own message (the spec's wording) keep it.
 */
export function humanValidationMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) {
        return issue.path?.length ? 'This field is required' : 'The request needs a JSON body';
      }
      return `Must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? 'This field is required' : `Must be at least ${plural(minimum, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at least ${plural(minimum, 'item')}`;
      return issue.inclusive ? `Must be at least ${minimum}` : `Must be more than ${minimum}`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return `Must be at most ${plural(maximum, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${plural(maximum, 'item')}`;
      return issue.inclusive ? `Must be at most ${maximum}` : `Must be less than ${maximum}`;
    }
    case 'invalid_format':
      return `Must be ${FORMAT_NAMES[issue.format] ?? 'in the expected format'}`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_union':
      return 'This value is not valid here';
    default:
      return undefined;
  }
}

/** Makes every zod schema of the process speak as above; the API and the web app call it at start. */
export function installValidationMessages(options: { jitless?: boolean } = {}): void {
  z.config({ customError: humanValidationMessage, ...options });
}
