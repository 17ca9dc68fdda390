import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXT, messageFormSchema, messagePartyName, replySubject } from './messages.ts';

const TO = '7f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

describe('message form rules', () => {
  it('trims the subject and leaves out an absent reply', () => {
    expect(messageFormSchema.parse({ to: TO, subject: '  Your order  ', body: '<p>Hi</p>' })).toEqual({
      to: TO,
      subject: 'Your order',
      body: '<p>Hi</p>',
    });
  });

  it('names each missing field in the words of the form', () => {
    const result = messageFormSchema.safeParse({ subject: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGE_TEXT.recipientRequired,
      MESSAGE_TEXT.subjectRequired,
      MESSAGE_TEXT.bodyRequired,
    ]);
  });
});

describe('replySubject', () => {
  it('adds "Re: " once', () => {
    expect(replySubject('Your order')).toBe('Re: Your order');
    expect(replySubject('Re: Your order')).toBe('Re: Your order');
    expect(replySubject('RE:Your order')).toBe('RE:Your order');
  });

  it('keeps the subject within its limit', () => {
    expect(replySubject('x'.repeat(200))).toHaveLength(200);
  });
});

describe('messagePartyName', () => {
  it('names a vendor with their business and staff as the Soko team', () => {
    expect(messagePartyName({ firstName: 'Ama', lastName: 'Mensah', displayName: 'Kente House', role: 1 })).toBe(
      'Ama Mensah (Kente House)',
    );
    expect(messagePartyName({ firstName: 'Kofi', lastName: 'Boateng', displayName: '', role: 2 })).toBe(
      'Kofi Boateng (Soko team)',
    );
  });
});
