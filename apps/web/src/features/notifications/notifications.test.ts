import { describe, expect, it } from 'vitest';
import { bellLabel } from './components/notification-bell.tsx';
import { notificationKeys } from './keys.ts';
import { changesNothing } from './live.ts';

describe('the bell', () => {
  it('names the unread count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications, none unread');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });
});

describe('notification keys', () => {
  it('nest every list and the preferences under one key the stream invalidates', () => {
    expect(notificationKeys.list({ unreadOnly: true }).slice(0, 1)).toEqual(notificationKeys.all);
    expect(notificationKeys.preferences().slice(0, 1)).toEqual(notificationKeys.all);
  });
});

describe('a stream event', () => {
  const event = (unread: number, titles: string[] = []) =>
    JSON.stringify({ unread, items: titles.map((title) => ({ title })) });

  it('asks again when it brings a notice or a count the bell does not show', () => {
    expect(changesNothing(event(3, ['New sale: order #1001']), 3)).toBe(false);
    expect(changesNothing(event(2), 3)).toBe(false);
    expect(changesNothing(event(0), undefined)).toBe(false);
    expect(changesNothing('not json', 3)).toBe(false);
  });

  it('changes nothing when it brings nothing new and the count the bell shows', () => {
    expect(changesNothing(event(3), 3)).toBe(true);
  });
});
