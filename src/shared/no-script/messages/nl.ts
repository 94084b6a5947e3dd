import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  held: 'Zonder JavaScript wacht een reactie op goedkeuring van de auteur voordat hij verschijnt.',
  post_failed: 'Je reactie kon niet worden geplaatst:',
  posted_title: 'Je reactie',
  not_posted_title: 'Je reactie is niet geplaatst',
  back: 'Terug naar het bericht',
  too_many: 'Te veel reacties vanaf hier: verstuur het formulier {when} opnieuw.',
  other_site: 'Reacties worden alleen aangenomen vanaf de pagina’s van deze site.',
};
