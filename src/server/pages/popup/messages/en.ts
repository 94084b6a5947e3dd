/**
 * The sign-in popups’ pages.
 */
export const words = {
  signInTitle: 'Sign in',
  intro: 'Sign in to comment under your account.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  failed: 'The email or password is not right.',
  tooMany: 'Too many attempts. Please wait a minute and try again.',
  signedIn: 'You are signed in as {name}. This window will close.',
  close: 'Close this window',
  signOutTitle: 'Sign out',
  signOut: 'Sign out',
  signedOutTitle: 'Signed out',
  signedOut: 'You are signed out. This window will close.',
  withProvider: 'Sign in with {name}',
  orPassword: 'Or with your email and password',
  providerFailed: 'Signing in with {name} did not work. Please try again.',
  providerDown: '{name} cannot be reached right now. Please try again later, or choose another way to sign in.',
};
