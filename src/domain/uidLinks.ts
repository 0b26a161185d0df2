import { sandbox } from '@octoss/contract/rules';

/**
 * Only new account registrations are eligible. The demo exchanges report UIDs starting with the
 * contract's `sandbox.existingAccountUidPrefix` as accounts that existed before the referral link
 * was used.
 */
export function isExistingAccount(uid: string): boolean {
  return uid.trim().startsWith(sandbox.existingAccountUidPrefix);
}

/**
 * A UID of a new account on a demo exchange, what the sandbox's "link a demo account" submits:
 * 8 digits, and never one the existing-account rule above would reject.
 */
export function newDemoAccountUid(random: () => number = Math.random): string {
  const uid = String(Math.floor(random() * 1e8)).padStart(8, '0');
  return isExistingAccount(uid) ? `9${uid.slice(1)}` : uid;
}
