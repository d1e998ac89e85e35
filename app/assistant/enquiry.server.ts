/**
 * "Talk to sales" as a conversation (issue 27): Kathana Assist asks for the name, e-mail, phone,
 * company and message one at a time, checks each with the contact form's own rules and messages,
 * shows them back for a yes, then stores and mails the enquiry through the contact service (source
 * "assistant"). The draft lives in the conversation's server-side snapshot (conversation.server.ts).
 *
 * The same checks and marks as the contact form's other callers (issue 41): a browser's enquiry is
 * verified only with the page's form token (the dialog fetches one, the /assistant page renders
 * one); without it the enquiry is stored and mailed "[Unverified]" under the harder per-address
 * limit. A developer API key's enquiry counts against the key's limit.
 *
 * One enquiry per confirmed text: confirming the same draft again (a retried request) sends
 * nothing and says it was already sent; a draft changed after it was sent (Back on the
 * no-JavaScript page, a new message, yes again) is a new enquiry, stored and mailed as such.
 */
import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { submitEnquiry } from "~/contact/contact.server";
import { checkFormToken } from "~/contact/form-token.server";
import { contactSchema, type ContactInput } from "~/contact/schema.server";
import { normalise, normalisedPattern } from "~/engines/assistant/language";
import type { AssistantAction, AssistantSource } from "~/engines/assistant/types";
import { enforceRateLimits, type RateLimitRule } from "~/security/rate-limit.server";
import { catalogueOf } from "~/i18n/catalogues.server";
import { translateMessage } from "~/i18n/translate";
import { ENGLISH_TEXTS, type AssistantTexts } from "./texts.server";
import type { AssistantCaller } from "./types";

const STEPS = ["username", "email", "phone", "companyname", "message"] as const;
type Step = (typeof STEPS)[number];

export const enquirySchema = z.object({
  /** The field asked for next, or "confirm". */
  step: z.enum([...STEPS, "confirm"]),
  fields: z.object({ username: z.string(), email: z.string(), phone: z.string(), companyname: z.string(), message: z.string() }).partial(),
  /** This enquiry's id; with a digest of the confirmed fields, its submission id. */
  enquiryId: z.string().uuid(),
  /** The page's form token, as the latest message brought it. */
  formToken: z.string().max(100).optional(),
});
export type EnquiryState = z.infer<typeof enquirySchema>;

const PROMPTS = {
  username: "I can pass your question to our sales team. What is your full name?",
  email: "Thanks. What is your business e-mail address?",
  phone: "And a phone number we can call you on?",
  companyname: "Which company are you with?",
  message: "What would you like our team to know? A sentence or two is enough.",
} as const satisfies Record<Step, string>;

const privacy = ({ say }: AssistantTexts): AssistantSource => ({ title: say("Privacy Policy"), url: "/privacypolicy" });

/** The words that start an enquiry: the "Talk to sales" action, or asking for a demo or a person. */
// Matched against the message as normalise() leaves it (the chandrabindu folded: "हाँ" is "हां").
const START = normalisedPattern(
  /^(?:talk to (?:sales|someone|a person)|contact sales|i want (?:a|to book a) demo|book a demo|schedule a demo|sales se baat|sales se baat karni hai|mujhe demo chahiye|call me|i want to talk to (?:sales|someone)|सेल्स (?:टीम )?से बात (?:करनी है|करें|कराएं)|सेल्स से बात|मुझे डेमो चाहिए|डेमो बुक करना है|डेमो बुक करें|मुझे कॉल करें|किसी से बात करनी है)(?: please| कृपया)?$/,
);
const YES = normalisedPattern(
  /^(?:yes|y|yeah|yep|ok|okay|send|send it|confirm|haan|ha|han|ji|ji haan|theek hai|हां|हां जी|जी हां|जी|ठीक है|भेज दो|भेज दीजिए|भेजिए|भेजें)$/,
);
const STOP = normalisedPattern(/^(?:no|n|nope|cancel|stop|never mind|nevermind|nahi|nahin|mat bhejo|नहीं|ना|जी नहीं|रद्द करें|मत भेजो|मत भेजिए|रहने दो|रहने दीजिए)$/);

export function startsEnquiry(message: string): boolean {
  return START.test(normalise(message));
}

/** "yes", "haan", "ठीक है": the visitor accepts what the last answer offered. */
export function accepts(message: string): boolean {
  return YES.test(normalise(message));
}

export interface EnquiryTurn {
  answer: string;
  sources: AssistantSource[];
  actions: AssistantAction[];
  /** The state for the next message; null when the enquiry is over (sent or cancelled). */
  state: EnquiryState | null;
}

export function beginEnquiry(formToken?: string, texts: AssistantTexts = ENGLISH_TEXTS): EnquiryTurn {
  return {
    answer: texts.say(PROMPTS.username),
    sources: [privacy(texts)],
    actions: [],
    state: { step: "username", fields: {}, enquiryId: randomUUID(), formToken },
  };
}

/** The same confirmed text has the same submission id: sent once however often it is confirmed. */
function submissionId(state: EnquiryState): string {
  const digest = createHash("sha256")
    .update(JSON.stringify(STEPS.map((step) => state.fields[step] ?? "")))
    .digest("hex")
    .slice(0, 16);
  return `${state.enquiryId}-${digest}`;
}

/** Per-client (or per-key) limits, and whether the enquiry is verified (decision 0070's rules). */
function checksFor(caller: AssistantCaller, formToken: string | undefined): { verified: boolean; limits: RateLimitRule[] } {
  const { contact } = getConfig();
  const hour = 60 * 60_000;
  if (caller.kind === "api-key")
    return { verified: true, limits: [{ name: "contact:key", subject: caller.rateSubject, limit: contact.perKeyPerHour, windowMs: hour }] };
  const perClient: RateLimitRule = { name: "contact:client", subject: caller.rateSubject, limit: contact.perClientPerHour, windowMs: hour };
  if (checkFormToken(formToken).kind === "ok") return { verified: true, limits: [perClient] };
  return {
    verified: false,
    limits: [perClient, { name: "contact:unverified", subject: caller.rateSubject, limit: contact.unverifiedPerClientPerHour, windowMs: hour }],
  };
}

function summary(fields: EnquiryState["fields"], { say }: AssistantTexts): string {
  return say('Please check: {username}, {email}, {phone}, {companyname}; your message: "{message}". Shall I send it to our sales team? (yes or no)', {
    username: fields.username ?? "",
    email: fields.email ?? "",
    phone: fields.phone ?? "",
    companyname: fields.companyname ?? "",
    message: fields.message ?? "",
  });
}

/** One message of an enquiry in progress; `formToken` is what the page sent with it. */
export async function continueEnquiry(
  state: EnquiryState,
  message: string,
  caller: AssistantCaller,
  formToken?: string,
  texts: AssistantTexts = ENGLISH_TEXTS,
): Promise<EnquiryTurn> {
  const { say } = texts;
  const PRIVACY = privacy(texts);
  const said = message.trim();
  if (STOP.test(normalise(said))) {
    return { answer: say("All right, I have not sent anything. Ask me anything else about our products."), sources: [], actions: [], state: null };
  }
  if (formToken) state = { ...state, formToken };
  const { publicOrigin } = getConfig();
  const schema = contactSchema(publicOrigin);
  if (state.step === "confirm") {
    if (!YES.test(normalise(said))) return { answer: summary(state.fields, texts), sources: [PRIVACY], actions: [], state };
    const { verified, limits } = checksFor(caller, state.formToken);
    await enforceRateLimits(limits);
    const input = schema.parse({ ...state.fields, submissionId: submissionId(state) }) as ContactInput;
    const receipt = await submitEnquiry(input, { userAgent: caller.userAgent, verified, source: "assistant" });
    if (receipt.duplicate) {
      return {
        answer: say("This enquiry was already sent to our sales team, so I have not sent it again. They will get back to you within one working day."),
        sources: [PRIVACY],
        actions: [],
        state: null,
      };
    }
    return {
      answer: say("Thank you: your enquiry is with our sales team, who will get back to you within one working day."),
      sources: [PRIVACY],
      actions: [],
      state: null,
    };
  }
  // The contact form's own rule and message for this field.
  const checked = schema.shape[state.step].safeParse(said);
  if (!checked.success) {
    // The form's message in the page's language (the UI catalogue has the contact form's messages).
    const problem = translateMessage(catalogueOf(texts.language), checked.error.issues[0]?.message ?? "That does not look right");
    return {
      answer: `${problem}${/[.!?।]$/.test(problem) ? "" : texts.language === "en" ? "." : "।"} ${say(PROMPTS[state.step])}`,
      sources: [PRIVACY],
      actions: [],
      state,
    };
  }
  const fields = { ...state.fields, [state.step]: String(checked.data) };
  const next = STEPS[STEPS.indexOf(state.step) + 1];
  if (!next) return { answer: summary(fields, texts), sources: [PRIVACY], actions: [], state: { ...state, step: "confirm", fields } };
  return { answer: say(PROMPTS[next]), sources: [PRIVACY], actions: [], state: { ...state, step: next, fields } };
}
