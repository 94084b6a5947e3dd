import { httpUrl } from '../../shared/ui/safe-url.ts';
import type { Account, AccountStore, AuthorRule } from '../store/store.ts';

/**
 * A reader as a provider vouched for them (an OpenID Connect ID token, or a payload the platform signed): an
 * identity is the pair (issuer, subject), never a name or an e-mail, which readers choose (docs/self-hosting.md
 * "Sign-in").
 */
export interface VouchedIdentity {
  issuer: string;
  subject: string;
  name: string | null;
  email: string | null;
  /** The provider says the e-mail is the reader's: only then may it join this identity to another account. */
  emailVerified: boolean;
  avatar: string | null;
  /** Every claim the provider gave, for the blogs' author rules. */
  claims: Readonly<Record<string, unknown>>;
}

type IdentityAccounts = Pick<
  AccountStore,
  | 'findAccountByIdentity'
  | 'findAccountByEmail'
  | 'createAccount'
  | 'linkIdentity'
  | 'updateAccountProfile'
  | 'listAuthorRules'
  | 'syncRuleAuthorship'
>;

/** A name for the account: what the provider calls the reader, else the start of their e-mail. */
const NAME_LENGTH = 100;
const nameOf = (identity: VouchedIdentity): string =>
  (identity.name?.trim() || identity.email?.split('@')[0]?.trim() || 'Reader').slice(0, NAME_LENGTH);
const avatarOf = (identity: VouchedIdentity): string | null => {
  const url = httpUrl(identity.avatar);
  return url && url.length <= 2048 ? url : null;
};

/** Whether a rule names this identity: its subject, or a claim holding the value (or a list holding it). */
export function ruleMatches(rule: Pick<AuthorRule, 'claim' | 'value'>, identity: VouchedIdentity): boolean {
  const claim = rule.claim === 'sub' ? identity.subject : identity.claims[rule.claim];
  const values = Array.isArray(claim) ? claim : [claim];
  return values.some((value) => ['string', 'number', 'boolean'].includes(typeof value) && String(value) === rule.value);
}

/**
 * The account an identity signs in to: the one it already names; else, when its provider verified its e-mail,
 * the account with that e-mail (a reader's password account, or another provider's), now named by it too; else a
 * new account, with the e-mail only if verified. Its name and picture follow the provider's, and the blogs whose
 * rules name it have it among their authors, the others that have rules about its issuer no longer.
 */
export async function accountOfIdentity(store: IdentityAccounts, identity: VouchedIdentity): Promise<Account> {
  const { issuer, subject } = identity;
  const profile = { name: nameOf(identity), avatar: avatarOf(identity) };
  let account = await store.findAccountByIdentity(issuer, subject);
  if (account) {
    if (account.name !== profile.name || account.avatar !== profile.avatar)
      await store.updateAccountProfile(account.id, profile);
    account = { ...account, ...profile };
  } else {
    const email = identity.emailVerified && identity.email ? identity.email : null;
    const sameEmail = email ? await store.findAccountByEmail(email) : null;
    const chosen = sameEmail ?? (await store.createAccount({ ...profile, email, passwordHash: null }));
    await store.linkIdentity(issuer, subject, chosen.id);
    // Two first sign-ins at once: the identity names whichever account was linked first.
    account = (await store.findAccountByIdentity(issuer, subject)) ?? chosen;
  }
  const rules = await store.listAuthorRules(issuer);
  if (rules.length)
    await store.syncRuleAuthorship(
      account.id,
      issuer,
      rules.filter((rule) => ruleMatches(rule, identity)).map((rule) => rule.blogId),
    );
  return account;
}
