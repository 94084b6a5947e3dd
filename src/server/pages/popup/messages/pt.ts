import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  signInTitle: 'Entrar',
  intro: 'Entre para comentar com sua conta.',
  email: 'E-mail',
  password: 'Senha',
  submit: 'Entrar',
  failed: 'O e-mail ou a senha estão incorretos.',
  tooMany: 'Tentativas demais. Aguarde um minuto e tente novamente.',
  signedIn: 'Você entrou como {name}. Esta janela será fechada.',
  close: 'Fechar esta janela',
  signOutTitle: 'Terminar sessão',
  signOut: 'Terminar sessão',
  signedOutTitle: 'Sessão encerrada',
  signedOut: 'Sessão encerrada. Esta janela será fechada.',
  withProvider: 'Entrar com {name}',
  orPassword: 'Ou com o seu e-mail e a sua palavra-passe',
  providerFailed: 'Não foi possível entrar com {name}. Tente novamente.',
  providerDown: 'Não é possível contactar {name} neste momento. Tente mais tarde ou escolha outra forma de entrar.',
};
