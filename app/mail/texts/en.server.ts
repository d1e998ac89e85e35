/** The visitor's mails in English (the default language): see index.server.ts. */
import type { MailTexts } from "./types.server";

export const en: MailTexts = {
  htmlLang: "en",
  passwordReset: {
    subject: "Reset your Kathana AI password",
    greeting: "Hello {username},",
    asked: "Someone (hopefully you) asked to reset the password of your Kathana AI account.",
    openLink: "Open this link to choose a new password:",
    linkLabel: "Choose a new password",
    copyAddress: "Or copy this address into your browser: {url}",
    validity: "The link works once and expires in {minutes} minutes.",
    notYou: "If you did not ask for this, ignore this e-mail: your password stays the same.",
  },
  existingAccount: {
    subject: "You already have a Kathana AI account",
    greeting: "Hello,",
    tried: "Someone (hopefully you) tried to sign up for Kathana AI with this e-mail address, which already has an account.",
    logInAt: "Log in at {url}",
    resetAt: "or, if you forgot your password, reset it at {url}",
    links: "{logIn} or, if you forgot your password, {resetIt}.",
    logIn: "Log in",
    resetIt: "reset it",
    notYou: "If this was not you, ignore this e-mail: nothing was changed.",
  },
};
