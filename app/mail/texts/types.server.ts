/** The texts of one language's visitor mails (index.server.ts). */
/** `{name}` placeholders are filled by the composer (HTML-escaped in the HTML part). */
export interface MailTexts {
  /** The HTML part's `lang`. */
  htmlLang: string;
  passwordReset: {
    subject: string;
    /** `{username}` */
    greeting: string;
    asked: string;
    /** The plain-text part: the line before the link. */
    openLink: string;
    /** The HTML part: the link's words. */
    linkLabel: string;
    /** The HTML part: `{url}` */
    copyAddress: string;
    /** `{minutes}` */
    validity: string;
    notYou: string;
  };
  existingAccount: {
    subject: string;
    greeting: string;
    tried: string;
    /** The plain-text part: `{url}` */
    logInAt: string;
    /** The plain-text part: `{url}` */
    resetAt: string;
    /** The HTML part: `{logIn}` and `{resetIt}` become the links with these words. */
    links: string;
    logIn: string;
    resetIt: string;
    notYou: string;
  };
}
