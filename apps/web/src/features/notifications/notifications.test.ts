import { describe, expect, it } from 'vitest';
import { bellLabel } from './components/notification-bell.tsx';
import { notificationKeys } from './keys.ts';
import { changesNothing, followStream, type StreamSource } from './live.ts';

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

describe('following the stream', () => {
  class FakeSource implements StreamSource {
    readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
    closed = false;
    addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
      this.listeners.set(type, listener);
    }
    close() {
      this.closed = true;
    }
    send(type: string) {
      this.listeners.get(type)?.(new MessageEvent(type, { data: '{}' }));
    }
  }
  let visibility: DocumentVisibilityState = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  const show = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('stays closed once replaced while the tab is hidden, and opens again when the tab is shown', () => {
    const opened: FakeSource[] = [];
    const stop = followStream(
      () => {
        opened.push(new FakeSource());
        return opened.at(-1) as FakeSource;
      },
      () => undefined,
      () => undefined,
    );
    show('hidden');
    opened[0]?.send('replaced');
    expect(opened[0]?.closed).toBe(true);
    show('hidden');
    expect(opened).toHaveLength(1);
    show('visible');
    expect(opened).toHaveLength(2);
    show('hidden');
    show('visible');
    expect(opened).toHaveLength(2);
    stop();
    expect(opened[1]?.closed).toBe(true);
  });

  it('does not open again after the session ended', () => {
    const opened: FakeSource[] = [];
    let ended = 0;
    const stop = followStream(
      () => {
        opened.push(new FakeSource());
        return opened.at(-1) as FakeSource;
      },
      () => undefined,
      () => {
        ended += 1;
      },
    );
    opened[0]?.send('session-ended');
    show('hidden');
    show('visible');
    expect([opened.length, ended, opened[0]?.closed]).toEqual([1, 1, true]);
    stop();
  });
});
