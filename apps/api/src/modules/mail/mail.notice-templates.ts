import { BRAND, defineTemplate, link } from './mail.layout.ts';

/** Notifications, digests and messages: the mails that point to something waiting in the app. */
export const noticeMailTemplates = {
  notification: defineTemplate<{ firstName: string; title: string; body: string; path: string }>(
    (notice, { appUrl }) => ({
      subject: notice.title,
      firstName: notice.firstName,
      paragraphs: notice.body ? [notice.body] : [],
      action: { label: 'Open in Soko', url: link(appUrl, notice.path) },
      notes: ['You can choose which notices reach you by email under Settings, Notifications.'],
    }),
  ),

  notificationDigest: defineTemplate<{ firstName: string; items: { title: string; path: string }[] }>(
    (digest, { appUrl }) => ({
      subject: `Your day on ${BRAND}: ${digest.items.length} ${digest.items.length === 1 ? 'notice' : 'notices'}`,
      firstName: digest.firstName,
      paragraphs: [
        'What happened since your last digest:',
        digest.items.map((item) => `${item.title}: ${link(appUrl, item.path)}`).join('\n'),
      ],
      action: { label: 'Open your notifications', url: link(appUrl, '/notifications') },
      notes: ['You can switch the daily digest off under Settings, Notifications.'],
    }),
  ),

  staffDigest: defineTemplate<{ firstName: string; items: { label: string; path: string }[] }>(
    (digest, { appUrl }) => ({
      subject: `Waiting for you on ${BRAND}: ${digest.items.map((item) => item.label).join(', ')}`,
      firstName: digest.firstName,
      paragraphs: [
        'This is what waits for the Soko team today:',
        digest.items.map((item) => `${item.label}: ${link(appUrl, item.path)}`).join('\n'),
      ],
      action: { label: 'Open the dashboard', url: link(appUrl, '/dashboard') },
    }),
  ),

  // A service standard crossed its alert or limit (issue 44): what crossed, and that staff decide.
  standardsChanged: defineTemplate<{ firstName: string; lines: string[] }>(({ firstName, lines }, { appUrl }) => ({
    subject: `Your service standards on ${BRAND} need attention`,
    firstName,
    paragraphs: [
      'Over the sales of the last weeks, these figures have crossed a line:',
      lines.join('\n'),
      'Nothing happens to your store automatically: the Soko team looks at each case. Your Standards page lists the sales that count.',
    ],
    action: { label: 'See your standards', url: link(appUrl, '/standards') },
    notes: ['You can choose which notices reach you by email under Settings, Notifications.'],
  })),

  // Only who wrote and the subject: the body stays behind the login.
  newMessage: defineTemplate<{ firstName: string; senderName: string; subject: string }>(
    ({ firstName, senderName, subject }, { appUrl }) => ({
      subject: `New message from ${senderName}`,
      firstName,
      paragraphs: [`${senderName} sent you a message on ${BRAND}.`, `Subject: ${subject}`],
      action: { label: 'Read it in your inbox', url: link(appUrl, '/messages/inbox') },
    }),
  ),
};
