import { describe, expect, it } from 'vitest';
import { bellLabel } from './components/notification-bell.tsx';
import { notificationKeys } from './keys.ts';

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
