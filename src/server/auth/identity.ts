import { httpUrl } from '../../shared/ui/safe-url.ts';
import { isCommentEmail, LIMITS } from '../graphql/validate-comment.ts';
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
  | 'hasIdentityFrom'
  | 'findAccountByEmail'
  | 'createAccount'
  | 'linkIdentity'
  | 'updateAccountProfile'
  | 'listAuthorRules'
  | 'syncRuleAuthorship'
>;

/**
 * A name for the account: what the provider calls the reader, else the start of their e-mail; cut to what a
 * comment's name may be (in characters, as the comment's check counts), so a long one never stops them writing.
 */
const nameOf = (identity: VouchedIdentity): string =>
  [...(identity.name?.trim() || identity.email?.split('@')[0]?.trim() || 'Reader')]
    .slice(0, LIMITS.name)
    .join('')
    .trim();
const avatarOf = (identity: VouchedIdentity): string | null => {
  const url = httpUrl(identity.avatar);
  return url && url.length <= 2048 ? url : null;
};

/**
 * Claims a reader sets themselves at most providers (a display name, a nickname, a username): a rule by one of
 * them would let a reader name themselves an author, so `authors add` refuses them (docs/self-hosting.md "Who is
 * a blog's author"). An e-mail counts only once verified.
 */
export const CHOSEN_CLAIMS = ['name', 'given_name', 'family_name', 'middle_name', 'nickname', 'preferred_username'];

/** An issuer as rules, tokens and providers are compared: without the final slash some providers add and some not. */
export const sameIssuer = (issuer: string): string => issuer.replace(/\/$/, '');

/**
 * Whether a rule names this identity: its subject, or a claim holding the value (or a list holding it); an
 * `email` rule only when the provider verified that e-mail, and never by a claim a reader chooses.
 */
export function ruleMatches(rule: Pick<AuthorRule, 'claim' | 'value'>, identity: VouchedIdentity): boolean {
  if (CHOSEN_CLAIMS.includes(rule.claim) || (rule.claim === 'email' && !identity.emailVerified)) return false;
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
    // An e-mail a comment could not carry is not kept: the account would be refused at every comment.
    const email = identity.emailVerified && identity.email && isCommentEmail(identity.email) ? identity.email : null;
    const sameEmail = email ? await store.findAccountByEmail(email) : null;
    // An account this issuer already names under another subject is not joined by an e-mail: the address
    // moved from one of its readers to another (a recycled address), and the new one gets an account of their own.
    const joinable = sameEmail && !(await store.hasIdentityFrom(sameEmail.id, issuer)) ? sameEmail : null;
    const chosen =
      joinable ?? (await store.createAccount({ ...profile, email: sameEmail ? null : email, passwordHash: null }));
    await store.linkIdentity(issuer, subject, chosen.id);
    // Two first sign-ins at once: the identity names whichever account was linked first.
    account = (await store.findAccountByIdentity(issuer, subject)) ?? chosen;
  }
  const rules = await store.listAuthorRules(sameIssuer(issuer));
  if (rules.length)
    await store.syncRuleAuthorship(
      account.id,
      sameIssuer(issuer),
      rules.filter((rule) => ruleMatches(rule, identity)).map((rule) => rule.blogId),
    );
  return account;
}
