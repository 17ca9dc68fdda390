import { INVITATION_VALID_DAYS } from '@soko/shared';
import { BRAND, defineTemplate, link } from './mail.layout.ts';

const VERIFY_LINK_VALIDITY = '48 hours';
const RESET_LINK_VALIDITY = '1 hour';

/** Mails about a person's account: verifying, passwords, signing in, identity, vendor details. */
export const accountMailTemplates = {
  verifyEmail: defineTemplate<{ firstName: string; token: string }>(({ firstName, token }, { appUrl }) => ({
    subject: 'Verify your email address',
    firstName,
    paragraphs: [`Thank you for registering with ${BRAND}. Please confirm that this is your email address.`],
    action: { label: 'Verify email address', url: link(appUrl, '/verifyEmail', token) },
    notes: [
      `This link is valid for ${VERIFY_LINK_VALIDITY}.`,
      `If you did not register with ${BRAND}, you can ignore this email.`,
    ],
  })),

  resetPassword: defineTemplate<{ firstName: string; token: string }>(({ firstName, token }, { appUrl }) => ({
    subject: 'Reset your password',
    firstName,
    paragraphs: [`We received a request to reset the password of your ${BRAND} account.`],
    action: { label: 'Reset password', url: link(appUrl, '/reset', token) },
    notes: [
      `This link is valid for ${RESET_LINK_VALIDITY} and can be used once.`,
      'If you did not ask to reset your password, ignore this email: your password stays the same.',
    ],
  })),

  setPassword: defineTemplate<{
    firstName: string;
    token: string;
    invitedBy?: string;
    /** A vendor's team member: the store and the role they are invited to. */
    team?: { store: string; role: string };
  }>(({ firstName, token, invitedBy, team }, { appUrl }) => ({
    subject: team ? `Join ${team.store} on ${BRAND}` : `Your ${BRAND} account is ready`,
    firstName,
    paragraphs: [
      team
        ? `${invitedBy ?? team.store} invited you to the team of ${team.store} on ${BRAND}, as ${team.role}.`
        : `${invitedBy ?? 'The Soko team'} created a ${BRAND} account for you.`,
      'Choose a password to start using it.',
    ],
    // The reset page, told that this is a first password (it then says "Set your password").
    action: { label: 'Set your password', url: `${link(appUrl, '/reset', token)}?invitation=1` },
    notes: [
      team
        ? `This link is valid for ${INVITATION_VALID_DAYS} days. When it has expired, ask ${team.store} to send it again.`
        : `This link is valid for ${INVITATION_VALID_DAYS} days. When it has expired, ask the Soko team to send it again, or use "Forgot password" on the login page.`,
    ],
  })),

  teamMemberRemoved: defineTemplate<{ firstName: string; store: string }>(({ firstName, store }, { appUrl }) => ({
    subject: `You are no longer in the team of ${store}`,
    firstName,
    paragraphs: [
      `${store} removed you from its team on ${BRAND}, so your account is closed and you have been signed out.`,
      `If you think this is a mistake, ask ${store}: they can invite you again.`,
    ],
    action: { label: `Go to ${BRAND}`, url: link(appUrl, '/login') },
  })),

  emailChangeRequested: defineTemplate<{ firstName: string; newEmail: string }>(
    ({ firstName, newEmail }, { appUrl }) => ({
      subject: 'A change of your Soko email address was requested',
      firstName,
      paragraphs: [
        `Someone signed in to your seller account asked to change its email address to ${newEmail}.`,
        'Nothing changes until the link sent to that address is opened.',
        'If this was not you, reset your password now: that ends every session on your account.',
      ],
      action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
    }),
  ),

  bankDetailsChanged: defineTemplate<{
    firstName: string;
    firstEntry: boolean;
    bsb: string;
    accountNumber: string;
    holdUntil: string | null;
  }>(({ firstName, firstEntry, bsb, accountNumber, holdUntil }, { appUrl }) => ({
    subject: firstEntry ? 'Bank details added to your Soko account' : 'The bank details of your Soko account changed',
    firstName,
    paragraphs: [
      `${firstEntry ? 'Bank details were added to' : 'The bank details of'} your seller account${firstEntry ? '' : ' were changed'}: payouts now go to BSB ${bsb}, account ${accountNumber}.`,
      ...(holdUntil ? [`For your security, payouts to the new account wait until ${holdUntil}.`] : []),
      'If this was not you, reset your password now and tell the Soko team: that ends every session on your account.',
    ],
    action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
  })),

  signInLocked: defineTemplate<{ firstName: string }>(({ firstName }, { appUrl }) => ({
    subject: 'Several wrong passwords were tried on your account',
    firstName,
    paragraphs: [
      'Someone has entered a wrong password for your Soko Seller Centre account 10 times in the last 15 minutes. To protect it, we have paused sign-in for 15 minutes from devices and networks you have not signed in from before.',
      'If this was you, you can still sign in from a device you have used before, or wait 15 minutes. If it was not you, your password has not been given away: consider changing it to a longer one.',
    ],
    action: { label: 'Change your password', url: link(appUrl, '/forget-password') },
  })),

  secondFactorWrongCodes: defineTemplate<{
    firstName: string;
    wrongCodes: number;
    minutes: number;
    pauseAfter: number;
  }>(({ firstName, wrongCodes, minutes, pauseAfter }, { appUrl }) => ({
    subject: 'Wrong sign-in codes were tried on your account',
    firstName,
    paragraphs: [
      `Someone entered your Soko Seller Centre password correctly and then ${wrongCodes} wrong two-step verification codes in the last ${minutes} minutes.`,
      `If this was not you, someone knows your password: change it now, which ends every session on your account. After ${pauseAfter} wrong codes, codes from the authenticator app and recovery codes are paused for up to ${minutes} minutes; you can still sign in with a code we email you or a passkey.`,
    ],
    action: { label: 'Change your password', url: link(appUrl, '/forget-password') },
  })),

  signInCode: defineTemplate<{ firstName: string; code: string }>(({ firstName, code }) => ({
    subject: `${code} is your Soko sign-in code`,
    firstName,
    paragraphs: [
      'Someone signed in to your Soko Seller Centre account with the right password from a device or network we have not seen before, while sign-in from new places is paused after many wrong passwords.',
      `If it was you, enter this code to finish signing in: ${code}`,
    ],
    notes: [
      'The code is valid for 10 minutes and works once.',
      'If it was not you, do not share the code: someone knows your password. Change it now.',
    ],
  })),

  newDeviceSignIn: defineTemplate<{ firstName: string; device: string; ip: string; at: string }>(
    ({ firstName, device, ip, at }, { appUrl }) => ({
      subject: 'New sign-in to your Soko account',
      firstName,
      paragraphs: [
        `Your Soko Seller Centre account was signed in to from a device or network it has not used recently: ${device}, address ${ip}, at ${at}.`,
        'If this was you, there is nothing to do. If not, change your password now: that ends every session on your account.',
      ],
      action: { label: 'Change your password', url: link(appUrl, '/forget-password') },
    }),
  ),

  secondFactorEnabled: defineTemplate<{ firstName: string }>(({ firstName }, { appUrl }) => ({
    subject: 'Two-step verification is on for your Soko account',
    firstName,
    paragraphs: [
      'An authenticator app was added to your Soko Seller Centre account. Signing in now asks for a code from it after your password.',
      'Keep your recovery codes somewhere safe: each one lets you sign in once if you lose your phone.',
      'If this was not you, reset your password now and tell the Soko team.',
    ],
    action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
  })),

  secondFactorRemoved: defineTemplate<{ firstName: string; byStaff: boolean }>(
    ({ firstName, byStaff }, { appUrl }) => ({
      subject: 'Two-step verification was turned off on your Soko account',
      firstName,
      paragraphs: [
        byStaff
          ? 'A Soko administrator reset the two-step verification of your account, as you asked. Set it up again when you next sign in.'
          : 'The authenticator app and the recovery codes of your Soko Seller Centre account were removed.',
        'If you did not ask for this, reset your password now and tell the Soko team.',
      ],
      action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
    }),
  ),

  passkeyAdded: defineTemplate<{ firstName: string; name: string }>(({ firstName, name }, { appUrl }) => ({
    subject: 'A passkey was added to your Soko account',
    firstName,
    paragraphs: [
      `A passkey named "${name}" was added to your Soko Seller Centre account. It can now sign you in without a password, and confirm it is you after your password.`,
      'If this was not you, reset your password now and tell the Soko team.',
    ],
    action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
  })),

  passkeyRemoved: defineTemplate<{ firstName: string; name: string; byStaff: boolean }>(
    ({ firstName, name, byStaff }, { appUrl }) => ({
      subject: 'A passkey was removed from your Soko account',
      firstName,
      paragraphs: [
        byStaff
          ? `A Soko administrator reset the two-step verification of your account, which removed the passkey "${name}".`
          : `The passkey "${name}" was removed from your Soko Seller Centre account and can no longer sign you in.`,
        'If you did not ask for this, reset your password now and tell the Soko team.',
      ],
      action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
    }),
  ),

  recoveryCodeUsed: defineTemplate<{ firstName: string; left: number }>(({ firstName, left }, { appUrl }) => ({
    subject: 'A recovery code was used on your Soko account',
    firstName,
    paragraphs: [
      `A recovery code was used to sign in to your Soko Seller Centre account. ${left} unused code${left === 1 ? ' is' : 's are'} left.`,
      'If you have lost your phone, remove the old authenticator and set up a new one from your account settings: that gives you new recovery codes.',
      'If this was not you, reset your password now and tell the Soko team.',
    ],
    action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
  })),

  identityApproved: defineTemplate<{ firstName: string }>(({ firstName }, { appUrl }) => ({
    subject: 'Your identity has been verified',
    firstName,
    paragraphs: [
      'Good news: our team has checked your identity documents and approved your seller account.',
      'Log in to activate your account and start selling.',
    ],
    action: { label: 'Log in to activate', url: link(appUrl, '/login') },
  })),

  identityRejected: defineTemplate<{ firstName: string; reason: string }>(({ firstName, reason }, { appUrl }) => ({
    subject: 'We could not verify your identity',
    firstName,
    paragraphs: [
      'Our team could not verify your identity from the documents you uploaded.',
      `Reason: ${reason}`,
      'Please log in and upload your documents again.',
    ],
    action: { label: 'Log in', url: link(appUrl, '/login') },
  })),

  vendorChangeApproved: defineTemplate<{ firstName: string; changes: string[] }>(
    ({ firstName, changes }, { appUrl }) => ({
      subject: 'Your change of details is approved',
      firstName,
      paragraphs: [
        'Our team approved the change of details you asked for. From now on your invoices, payouts and store use:',
        changes.join('\n'),
      ],
      action: { label: 'See your profile', url: link(appUrl, '/settings/profile') },
    }),
  ),

  vendorChangeRejected: defineTemplate<{ firstName: string; changes: string[]; reason: string }>(
    ({ firstName, changes, reason }, { appUrl }) => ({
      subject: 'Your change of details was not approved',
      firstName,
      paragraphs: [
        'Our team did not approve the change of details you asked for, so your current details stay in force:',
        changes.join('\n'),
        `Reason: ${reason}`,
        'You can ask for the change again from your profile.',
      ],
      action: { label: 'See your profile', url: link(appUrl, '/settings/profile') },
    }),
  ),

  welcome: defineTemplate<{ firstName: string }>(({ firstName }, { appUrl }) => ({
    subject: `Welcome to ${BRAND}`,
    firstName,
    paragraphs: [
      'Your seller account is active.',
      'From your dashboard you can set up your store, list your products and manage your orders.',
    ],
    action: { label: 'Go to your dashboard', url: link(appUrl, '/dashboard') },
  })),
};
