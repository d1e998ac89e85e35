/**
 * "Talk to sales" as a conversation (issue 27): Kathana Assist asks for the name, e-mail, phone,
 * company and message one at a time, checks each with the contact form's own rules and messages,
 * shows them back for a yes, then stores and mails the enquiry through the contact service (source
 * "assistant"; one enquiry however often the confirmation is retried). The state travels in the
 * signed conversation id, so any instance continues it and nothing is stored before the yes.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { submitEnquiry } from "~/contact/contact.server";
import { contactSchema, type ContactInput } from "~/contact/schema.server";
import { normalise } from "~/engines/assistant/language";
import type { AssistantAction, AssistantSource } from "~/engines/assistant/types";
import { enforceRateLimits } from "~/security/rate-limit.server";

const STEPS = ["username", "email", "phone", "companyname", "message"] as const;
type Step = (typeof STEPS)[number];

export const enquirySchema = z.object({
  /** The field asked for next, or "confirm". */
  step: z.enum([...STEPS, "confirm"]),
  fields: z.object({ username: z.string(), email: z.string(), phone: z.string(), companyname: z.string(), message: z.string() }).partial(),
  submissionId: z.string().uuid(),
});
export type EnquiryState = z.infer<typeof enquirySchema>;

const PROMPTS: Record<Step, string> = {
  username: "I can pass your question to our sales team. What is your full name?",
  email: "Thanks. What is your business e-mail address?",
  phone: "And a phone number we can call you on?",
  companyname: "Which company are you with?",
  message: "What would you like our team to know? A sentence or two is enough.",
};

const PRIVACY: AssistantSource = { title: "Privacy Policy", url: "/privacypolicy" };

/** The words that start an enquiry: the "Talk to sales" action, or asking for a demo or a person. */
const START = /^(?:talk to (?:sales|someone|a person)|contact sales|i want (?:a|to book a) demo|book a demo|schedule a demo|sales se baat|sales se baat karni hai|mujhe demo chahiye|call me|i want to talk to (?:sales|someone))(?: please)?$/;
const YES = /^(?:yes|y|yeah|yep|ok|okay|send|send it|confirm|haan|ha|han|ji|ji haan|theek hai)$/;
const STOP = /^(?:no|n|nope|cancel|stop|never mind|nevermind|nahi|nahin|mat bhejo)$/;

export function startsEnquiry(message: string): boolean {
  return START.test(normalise(message));
}

export interface EnquiryTurn {
  answer: string;
  sources: AssistantSource[];
  actions: AssistantAction[];
  /** The state for the next message; null when the enquiry is over (sent or cancelled). */
  state: EnquiryState | null;
}

export function beginEnquiry(): EnquiryTurn {
  return { answer: PROMPTS.username, sources: [PRIVACY], actions: [], state: { step: "username", fields: {}, submissionId: randomUUID() } };
}

function summary(fields: EnquiryState["fields"]): string {
  return `Please check: ${fields.username}, ${fields.email}, ${fields.phone}, ${fields.companyname}; your message: "${fields.message}". Shall I send it to our sales team? (yes or no)`;
}

/** One message of an enquiry in progress. `client` is the caller's rate-limit subject. */
export async function continueEnquiry(state: EnquiryState, message: string, client: string): Promise<EnquiryTurn> {
  const said = message.trim();
  if (STOP.test(normalise(said))) {
    return { answer: "All right, I have not sent anything. Ask me anything else about our products.", sources: [], actions: [], state: null };
  }
  const { publicOrigin, contact } = getConfig();
  const schema = contactSchema(publicOrigin);
  if (state.step === "confirm") {
    if (!YES.test(normalise(said))) return { answer: summary(state.fields), sources: [PRIVACY], actions: [], state };
    await enforceRateLimits([{ name: "contact:client", subject: client, limit: contact.perClientPerHour, windowMs: 60 * 60_000 }]);
    const input = schema.parse({ ...state.fields, submissionId: state.submissionId }) as ContactInput;
    await submitEnquiry(input, { userAgent: null, verified: true, source: "assistant" });
    return {
      answer: "Thank you: your enquiry is with our sales team, who will get back to you within one working day.",
      sources: [PRIVACY],
      actions: [],
      state: null,
    };
  }
  // The contact form's own rule and message for this field.
  const checked = schema.shape[state.step].safeParse(said);
  if (!checked.success) {
    return { answer: `${checked.error.issues[0]?.message ?? "That does not look right"}. ${PROMPTS[state.step]}`, sources: [PRIVACY], actions: [], state };
  }
  const fields = { ...state.fields, [state.step]: String(checked.data) };
  const next = STEPS[STEPS.indexOf(state.step) + 1];
  if (!next) return { answer: summary(fields), sources: [PRIVACY], actions: [], state: { ...state, step: "confirm", fields } };
  return { answer: PROMPTS[next], sources: [PRIVACY], actions: [], state: { ...state, step: next, fields } };
}
