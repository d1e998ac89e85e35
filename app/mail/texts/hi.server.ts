/**
 * The visitor's mails in Hindi (see index.server.ts), written after docs/i18n/hindi-style.md and
 * the glossary (app/i18n/glossary/hi.json): आप, the danda where the English has a full stop,
 * Kathana AI in Latin, पासवर्ड / अकाउंट / लिंक as loanwords.
 */
import type { MailTexts } from "./types.server";

export const hi: MailTexts = {
  htmlLang: "hi",
  passwordReset: {
    subject: "अपना Kathana AI पासवर्ड रीसेट करें",
    greeting: "नमस्ते {username},",
    asked: "किसी ने (उम्मीद है, आपने ही) आपके Kathana AI अकाउंट का पासवर्ड रीसेट करने का अनुरोध किया है।",
    openLink: "नया पासवर्ड चुनने के लिए यह लिंक खोलें:",
    linkLabel: "नया पासवर्ड चुनें",
    copyAddress: "या यह पता कॉपी करके अपने ब्राउज़र में खोलें: {url}",
    validity: "यह लिंक सिर्फ़ एक बार काम करेगा और {minutes} मिनट तक ही मान्य रहेगा।",
    notYou: "अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें। आपका पासवर्ड नहीं बदलेगा।",
  },
  existingAccount: {
    subject: "Kathana AI पर आपका अकाउंट पहले से है",
    greeting: "नमस्ते,",
    tried: "किसी ने (उम्मीद है, आपने ही) इस ईमेल पते से Kathana AI पर साइन अप करने की कोशिश की। इस पते से पहले से अकाउंट बना हुआ है।",
    logInAt: "लॉग इन करने के लिए यहाँ जाएँ: {url}",
    resetAt: "पासवर्ड याद न हो, तो उसे यहाँ रीसेट करें: {url}",
    links: "{logIn}। पासवर्ड याद न हो, तो {resetIt}।",
    logIn: "लॉग इन करें",
    resetIt: "उसे रीसेट करें",
    notYou: "अगर यह कोशिश आपने नहीं की थी, तो इस ईमेल को अनदेखा करें। आपके अकाउंट में कुछ नहीं बदला है।",
  },
};
