import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installValidationMessages } from './validation-messages.ts';

installValidationMessages();

const messagesOf = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('validation messages without a message of their own', () => {
  const form = z.strictObject({
    name: z.string().min(3).max(10),
    title: z.string().min(1),
    qty: z.number().int().min(1).max(5),
    email: z.email(),
    id: z.uuid(),
    state: z.enum(['VIC', 'NSW']),
    tags: z.array(z.string()).min(1),
  });

  it('reads as plain English, field by field', () => {
    expect(
      messagesOf(form, { name: 'ab', title: '', qty: 9, email: 'no', id: 'x', state: 'XX', tags: [], extra: 1 }),
    ).toEqual([
      ['name', 'Must be at least 3 characters'],
      ['title', 'This field is required'],
      ['qty', 'Must be at most 5'],
      ['email', 'Must be a valid email address'],
      ['id', 'Must be a valid id'],
      ['state', 'Must be one of: VIC, NSW'],
      ['tags', 'Choose at least 1 item'],
      ['', 'Unknown field: extra'],
    ]);
    expect(messagesOf(form, { name: 'a'.repeat(11), qty: 1.5 })).toEqual(
      expect.arrayContaining([
        ['name', 'Must be at most 10 characters'],
        ['qty', 'Must be a whole number'],
        ['email', 'This field is required'],
      ]),
    );
    expect(messagesOf(form, null)).toEqual([['', 'The request needs a JSON body']]);
  });

  it('keeps the messages rules give themselves', () => {
    expect(messagesOf(z.string().min(8, 'Password must be at least 8 characters'), 'short')).toEqual([
      ['', 'Password must be at least 8 characters'],
    ]);
  });
});
