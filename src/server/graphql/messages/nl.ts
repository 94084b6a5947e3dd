import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  nameRequired: 'Vul je naam in.',
  nameTooLong: {
    one: 'Je naam mag maximaal {count} teken lang zijn.',
    other: 'Je naam mag maximaal {count} tekens lang zijn.',
  },
  emailInvalid: 'Vul een geldig e-mailadres in of laat het veld leeg.',
  emailTooLong: {
    one: 'Het e-mailadres mag maximaal {count} teken lang zijn.',
    other: 'Het e-mailadres mag maximaal {count} tekens lang zijn.',
  },
  websiteInvalid: 'De website moet een adres zijn dat begint met http:// of https://.',
  websiteTooLong: {
    one: 'Het adres van de website mag maximaal {count} teken lang zijn.',
    other: 'Het adres van de website mag maximaal {count} tekens lang zijn.',
  },
  commentRequired: 'Schrijf een reactie.',
  commentTooLong: {
    one: 'Je reactie mag maximaal {count} teken lang zijn.',
    other: 'Je reactie mag maximaal {count} tekens lang zijn.',
  },
  recaptchaRequired: 'Bevestig dat je geen robot bent.',
  recaptchaFailed: 'De controle tegen robots is mislukt. Probeer het opnieuw.',
  recaptchaExpired: 'De controle tegen robots is verlopen. Probeer het opnieuw.',
  recaptchaUsed: 'Deze controle tegen robots is al gebruikt. Probeer het opnieuw.',
  recaptchaElsewhere:
    'Deze controle tegen robots is gemaakt voor een andere pagina of verbinding. Probeer het opnieuw.',
  unknownPost: 'Dit bericht bestaat niet.',
  unknownComment: 'Deze reactie bestaat niet.',
  unknownBlog: 'Deze blog bestaat niet.',
  commentsClosed: 'Reacties zijn gesloten op deze blog.',
  postClosed: 'Reacties zijn gesloten bij dit bericht.',
  votesClosed: 'Stemmen is gesloten op deze blog.',
  voteConflict: 'Trek eerst je andere stem op deze reactie in.',
  votesFromAddress: 'Er kwamen vandaag te veel stemmen op deze reactie van jouw netwerk; probeer het morgen opnieuw.',
  tooManyChanges: 'Te veel wijzigingen vanaf hier. Probeer het {when} opnieuw.',
  tooManyPreviews: 'Te veel voorbeelden vanaf hier. Probeer het {when} opnieuw.',
  badCursor: 'Deze pagina met resultaten is niet gevonden; laad de pagina opnieuw.',
  notAuthor: 'Alleen de auteur van de blog kan de reacties modereren.',
  notHeld: 'Deze reactie wacht niet op moderatie.',
  notYours: 'Alleen de schrijver van deze reactie kan hem wijzigen.',
  editClosed: 'Deze reactie kan niet meer worden gewijzigd: de tijd om hem te bewerken of te verwijderen is voorbij.',
  blockDays: 'Blokkeer voor een heel aantal dagen van 1 tot 365.',
  noEmail: 'Deze reactie heeft geen e-mailadres om te blokkeren.',
  noAddress: 'Waar deze reactie vandaan kwam is niet bekend: hij kan niet op adres worden geblokkeerd.',
  replyMailNeedsEmail: 'Vul je e-mailadres in om bericht te krijgen over antwoorden.',
  replyMailOff: 'Deze blog stuurt geen e-mails over antwoorden.',
  pinTopLevel: 'Alleen een zichtbare reactie die een gesprek begint, kan worden vastgezet.',
  heldFromAddress:
    'Er wachten op deze blog al meerdere reacties van u op goedkeuring door de auteur. Verstuur deze zodra ze gelezen zijn: uw tekst blijft hier bewaard.',
  heldOnPost:
    'Er wachten te veel reacties op goedkeuring door de auteur bij dit bericht. Verstuur de uwe later: uw tekst blijft hier bewaard.',
};
