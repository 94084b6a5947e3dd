import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  signInTitle: 'تسجيل الدخول',
  intro: 'سجّل الدخول للتعليق باسم حسابك.',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  submit: 'تسجيل الدخول',
  failed: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  tooMany: 'محاولات كثيرة جدًا. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  signedIn: 'سجّلت الدخول باسم {name}. ستُغلق هذه النافذة.',
  close: 'إغلاق هذه النافذة',
  signOutTitle: 'تسجيل الخروج',
  signOut: 'تسجيل الخروج',
  signedOutTitle: 'تم تسجيل الخروج',
  signedOut: 'سُجّل خروجك. ستُغلق هذه النافذة.',
  withProvider: 'تسجيل الدخول عبر {name}',
  orPassword: 'أو ببريدك الإلكتروني وكلمة المرور',
  providerFailed: 'لم ينجح تسجيل الدخول عبر {name}. يُرجى المحاولة مرة أخرى.',
  providerDown: 'تعذّر الوصول إلى {name} الآن. يُرجى المحاولة لاحقًا، أو اختيار طريقة أخرى لتسجيل الدخول.',
};
