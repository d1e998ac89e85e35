import { describe, expect, it } from "vitest";
import { createExampleMatcher } from "./examples";
import { LocalAssistantEngine } from "./local.server";
import type { AssistantExample, AssistantPassage, AssistantTarget } from "./types";

const examples: AssistantExample[] = [
  { question: "forgot my password, cant log in", target: "page:/forgotpassword" },
  { question: "password bhool gaya hoon", target: "page:/forgotpassword" },
  { question: "I don't remember my password", target: "page:/forgotpassword" },
  { question: "I want to set a new password, I'm signed in", target: "page:/account/password" },
  { question: "where do i sign in", target: "page:/login" },
  { question: "where do i sign up", target: "page:/signup" },
  { question: "where is your office", target: "page:/contact" },
  { question: "do you have an office in Pune", target: null },
  { question: "which banks are your clients", target: null },
  { question: "what is the price of kathana voicebot", target: null },
];

/** Two industries several of the engines below lead to. */
const RESTAURANTS: AssistantTarget = {
  id: "industry:restaurants",
  kind: "industry",
  title: "Restaurants",
  url: "/restaurants",
  answer: "Restaurants take table bookings and orders by voice.",
  words: ["restaurant"],
};
const TRAVEL: AssistantTarget = {
  id: "industry:travel",
  kind: "industry",
  title: "Travel",
  url: "/travel",
  answer: "Hotels confirm bookings by voice. The call goes out three days before check-in.",
  words: ["hotel"],
};

describe("the editors' example questions", () => {
  const matcher = createExampleMatcher(examples);

  it("lead a question worded like them to their place", () => {
    expect(matcher.match("I can't remember the password for my login")?.nearest?.target).toBe("page:/forgotpassword");
    expect(matcher.match("pasword bhool gaya")?.nearest?.target).toBe("page:/forgotpassword");
  });

  it("tell apart questions that differ in one word of a pair", () => {
    expect(matcher.match("sign up")?.nearest?.target).toBe("page:/signup");
    expect(matcher.match("sign in")?.nearest?.target).toBe("page:/login");
  });

  it("decline a question worded like one the site does not answer", () => {
    const nearest = matcher.match("is there an office in Mumbai")?.nearest;
    expect(nearest?.target).toBeNull();
    expect(nearest!.coverage).toBeGreaterThan(0);
  });

  it("leave nothing uncovered in a question with no words of its own", () => {
    const nearest = createExampleMatcher([...examples, { question: "what do you do", target: "page:/about" }]).match("what does kathana actually do")?.nearest;
    expect(nearest?.target).toBe("page:/about");
    expect(nearest?.coverage).toBe(1);
  });

  it("read an English word written in Devanagari as the example's English word it sounds like", () => {
    const withTerms = createExampleMatcher([
      ...examples,
      { question: "terms of use", target: "page:/termsofuse" },
      { question: "where are the terms", target: "page:/termsofuse" },
      { question: "developer services", target: "page:/developers/services" },
      { question: "services for developers", target: "page:/developers/services" },
    ]);
    expect(withTerms.match("टर्म्स कहाँ हैं")?.classified?.target).toBe("page:/termsofuse");
    expect(withTerms.match("डेवलपर सर्विसेज़")?.classified?.target).toBe("page:/developers/services");
  });

  it("read a typo of a synonym's word as the synonym, which the examples hold only as its group", () => {
    const matcher = createExampleMatcher(
      [
        { question: "an online meeting tool", target: "product:meet" },
        { question: "a phone calling tool", target: "product:voicebot" },
      ],
      [["video conferencing", "online meeting"]],
    );
    expect(matcher.match("a video conferencng tool")?.nearest?.target).toBe("product:meet");
  });

  it("know nothing of a question that shares no word with them", () => {
    expect(matcher.match("zebra quantum")).toBeNull();
  });
});

describe("the engine with examples", () => {
  const targets: AssistantTarget[] = [
    {
      id: "product:voicebot",
      kind: "product",
      title: "Kathana VoiceBot",
      url: "/ourproducts#kathana-voicebot",
      answer: "Voice bots that call your customers.",
      words: ["Kathana VoiceBot"],
    },
    { id: "industry:travel", kind: "industry", title: "Travel", url: "/travel", answer: "Hotels confirm bookings by voice.", words: ["hotel", "resort"] },
    {
      id: "page:/forgotpassword",
      kind: "page",
      title: "Forgot password",
      url: "/forgotpassword",
      answer: "Ask for a link to set a new password.",
      words: ["forgot password"],
    },
    { id: "page:/contact", kind: "page", title: "Contact Us", url: "/contact", answer: "Write to us or call us.", words: ["contact"] },
  ];
  const passages: AssistantPassage[] = [
    { id: "product:voicebot", kind: "product", title: "Kathana VoiceBot", url: "/ourproducts#kathana-voicebot", text: "Voice bots that call your customers." },
  ];
  const engine = new LocalAssistantEngine({ passages, targets, examples });
  /** A demo call on the travel page. */
  const bookingCall: AssistantPassage = {
    id: "demo-card:booking",
    kind: "demo-card",
    title: "Booking Confirmation",
    url: "/travel#booking-confirmation",
    keywords: "Booking Confirmation",
    text: "A call that confirms a hotel booking the day before arrival.",
    transcript: { title: "Booking Confirmation", turns: [{ speaker: "Bot", words: "Hello!" }] },
  };
  /** The same site with one more passage and one more example. */
  const engineWith = (passage: AssistantPassage, example: AssistantExample) =>
    new LocalAssistantEngine({ passages: [...passages, passage], targets, examples: [...examples, example] });

  it("answers with the example's page, not a decline", async () => {
    const reply = await engine.answer("i dont remember my pasword");
    expect(reply.declined).toBe(false);
    expect(reply.sources[0]?.url).toBe("/forgotpassword");
  });

  it("takes a business to its industry wherever it is, but not with a name the content lacks", async () => {
    expect((await engine.answer("we run a resort in Udaipur")).sources[0]?.url).toBe("/travel");
    expect((await engine.answer("we run a resort, can it book through our Expedia account")).declined).toBe(true);
  });

  it("answers a question that is only a place's name, though a declined example names it too", async () => {
    expect((await engine.answer("What is Kathana VoiceBot?")).sources[0]?.url).toBe("/ourproducts#kathana-voicebot");
    expect((await engine.answer("what is the price of the kathana voicebot")).declined).toBe(true);
  });

  it("gives an editor's answer to one of its own questions, and not to a question that only shares a word", async () => {
    const curated: AssistantPassage = {
      id: "answer:sales",
      kind: "answer",
      title: "Talk to sales",
      url: "/contact",
      text: "Write to our sales team and we will call you back.",
      links: [{ title: "Contact us", url: "/contact" }],
    };
    const withAnswer = engineWith(curated, { question: "where can I reach the sales desk", target: "answer:sales" });
    const reply = await withAnswer.answer("Where can I reach the sales desk?");
    expect(reply.answer).toBe(curated.text);
    expect(reply.sources).toEqual(curated.links);
    expect((await withAnswer.answer("is there a desk booking bot")).answer).not.toBe(curated.text);
  });

  it("answers with a demo call on the example's page when the question names the call", async () => {
    const withCall = engineWith(bookingCall, { question: "booking confirmation demo call", target: "industry:travel" });
    const reply = await withCall.answer("booking confirmation demo call");
    expect(reply.sources[0]?.url).toBe("/travel#booking-confirmation");
    expect(reply.transcript?.title).toBe("Booking Confirmation");
  });

  it("answers with a demo call on the page of the industry the question names by its words", async () => {
    const withCall = engineWith(bookingCall, { question: "resort guests never confirm", target: "industry:travel" });
    const reply = await withCall.answer("hotel demo call");
    expect(reply.sources[0]?.url).toBe("/travel#booking-confirmation");
    expect(reply.transcript?.title).toBe("Booking Confirmation");
  });

  it("declines a question worded like a declined example", async () => {
    expect((await engine.answer("which insurers are your clients")).declined).toBe(true);
  });

  it("answers the same when built to serve: in slices, and warmed up on one example of each place", async () => {
    const served = await LocalAssistantEngine.build({ passages, targets, examples });
    for (const question of ["i dont remember my pasword", "we run a resort in Udaipur", "which insurers are your clients", "how do I reach you"])
      expect(await served.answer(question)).toEqual(await engine.answer(question));
  });
});

describe("the classifier learnt from the examples", () => {
  const examples: AssistantExample[] = [
    { question: "can i book a table for tonight", target: "industry:restaurants" },
    { question: "dinner reservation for six people", target: "industry:restaurants" },
    { question: "our restaurant takes orders by phone", target: "industry:restaurants" },
    { question: "we run a hotel near the beach", target: "industry:travel" },
    { question: "guests ask for room booking confirmation", target: "industry:travel" },
    { question: "where do i sign in", target: "page:/login" },
    { question: "do you have an office in Pune", target: null },
    { question: "what is the price of the voicebot", target: null },
  ];
  const targets: AssistantTarget[] = [
    RESTAURANTS,
    TRAVEL,
    { id: "page:/login", kind: "page", title: "Sign in", url: "/login", answer: "Sign in to your account.", words: ["sign in"] },
  ];

  it("leads words spread over a place's examples to it, though one example of another place is nearer", () => {
    const matched = createExampleMatcher(examples).match("table booking");
    expect(matched?.nearest?.target).toBe("industry:travel");
    expect(matched?.classified?.target).toBe("industry:restaurants");
  });

  it("answers with the likeliest place and links the next likely one beside it", async () => {
    const engine = new LocalAssistantEngine({ passages: [], targets, examples });
    const reply = await engine.answer("booking a table");
    expect(reply.declined).toBe(false);
    expect(reply.sources.map((s) => s.url)).toEqual(["/restaurants", "/travel"]);
  });

  it("answers with the place its examples together point to, where the nearest example is another place's", async () => {
    const engine = new LocalAssistantEngine({ passages: [], targets, examples });
    expect((await engine.answer("table booking")).sources[0]?.url).toBe("/restaurants");
  });
});

describe("the place checks with the classifier", () => {
  const examples: AssistantExample[] = [
    { question: "any vacancies for speech people", target: "page:/careers" },
    { question: "hiring asr folks?", target: "page:/careers" },
    { question: "jobs at kathana", target: "page:/careers" },
    { question: "hotel guests need booking confirmation calls", target: "industry:travel" },
    { question: "we run a resort and guests never confirm", target: "industry:travel" },
    { question: "homestay booking confirmation", target: "industry:travel" },
    { question: "do you have an office in Pune", target: null },
    { question: "what is the salary for engineers", target: null },
  ];
  const targets: AssistantTarget[] = [
    { id: "page:/careers", kind: "page", title: "Careers", url: "/careers", answer: "See the roles open at Kathana.", words: ["careers"] },
    TRAVEL,
  ];
  const passages: AssistantPassage[] = [
    { id: "careers:asr", kind: "careers", title: "ASR Engineer", url: "/careers", text: "Builds speech recognition. Needs 3 years of experience." },
  ];
  const engine = new LocalAssistantEngine({ passages, targets, examples });

  it("lead a number the question asks for to the place whose page gives it", async () => {
    const reply = await engine.answer("how many years do asr vacancies want, hiring folks?");
    expect(reply.declined).toBe(false);
    expect(reply.sources[0]?.url).toBe("/careers");
  });

  it("lead a number the page gives in words to the place, and read 'how much do' as no count", async () => {
    expect((await engine.answer("how many days before check-in does the hotel call go out?")).sources[0]?.url).toBe("/travel");
    expect((await engine.answer("how much do hotels save with booking confirmation calls?")).declined).toBe(false);
  });

  it("answer such a question with the sentence that gives the number, when the content search finds it there", async () => {
    const reply = await engine.answer("how many years of experience for the asr engineer vacancy");
    expect(reply.sources[0]?.url).toBe("/careers");
    expect(reply.answer).toContain("3 years of experience");
  });

  it("take an industry the examples are sure of wherever the visitor is", async () => {
    expect((await engine.answer("booking confirmation calls for hotel guests in Manali")).sources[0]?.url).toBe("/travel");
  });
});

describe("the nearest example and the classifier together", () => {
  const examples: AssistantExample[] = [
    { question: "how do i reset my password", target: "page:/forgotpassword" },
    { question: "forgot password", target: "page:/forgotpassword" },
    { question: "password reset link not coming", target: "page:/forgotpassword" },
    { question: "i lost my password", target: "page:/forgotpassword" },
    { question: "change my password after signing in", target: "page:/account/password" },
    { question: "what is the password policy for admins", target: null },
    { question: "do you have an office in Pune", target: null },
    { question: "what is the price of the voicebot", target: null },
    { question: "which banks are your clients", target: null },
  ];
  const targets: AssistantTarget[] = [
    { id: "page:/forgotpassword", kind: "page", title: "Forgot password", url: "/forgotpassword", answer: "Ask for a reset link.", words: [] },
    {
      id: "page:/account/password",
      kind: "page",
      title: "Change password",
      url: "/account/password",
      answer: "Change your password after signing in; forgot it? Ask for a reset link.",
      words: [],
    },
  ];
  const engine = new LocalAssistantEngine({ passages: [], targets, examples });

  it("decline a question near a question to decline only when the classifier finds declining plausible", async () => {
    expect((await engine.answer("what is the password reset link")).sources[0]?.url).toBe("/forgotpassword");
    expect((await engine.answer("which insurers are your clients")).declined).toBe(true);
  });

  it("let the classifier, sure of another place than the nearest example's, go first", async () => {
    expect((await engine.answer("password after signing in forgot reset link")).sources[0]?.url).toBe("/forgotpassword");
  });
});

describe("a company fact beside the classifier", () => {
  const examples: AssistantExample[] = [
    { question: "where is your office", target: "page:/contact" },
    { question: "office address please", target: "page:/contact" },
    { question: "how do i reach you", target: "page:/contact" },
    { question: "where are you located", target: "page:/contact" },
    { question: "any openings for engineers", target: "page:/careers" },
    { question: "do you have an office in Pune", target: null },
  ];
  const targets: AssistantTarget[] = [
    { id: "page:/contact", kind: "page", title: "Contact Us", url: "/contact", answer: "Write to us, call us or visit us.", words: ["contact"] },
    { id: "page:/careers", kind: "page", title: "Careers", url: "/careers", answer: "See the roles open.", words: ["careers"] },
    { id: "fact:address", kind: "fact", fact: "address", title: "Contact Us", url: "/contact", answer: "Our office is at Sector 62, Noida.", words: [] },
  ];
  const engine = new LocalAssistantEngine({ passages: [], targets, examples });

  it("is answered with the fact when the classifier is sure of the fact's own page", async () => {
    const reply = await engine.answer("where is your office?");
    expect(reply.answer).toBe("Our office is at Sector 62, Noida.");
    expect(reply.sources[0]?.url).toBe("/contact");
  });
});

describe("an answer from the examples", () => {
  const examples: AssistantExample[] = [
    { question: "which page lists the open roles", target: "page:/careers" },
    { question: "any vacancies", target: "page:/careers" },
    { question: "jobs at kathana", target: "page:/careers" },
    { question: "do you have an office in Pune", target: null },
  ];
  const targets: AssistantTarget[] = [
    { id: "page:/careers", kind: "page", title: "Careers", url: "/careers", answer: "Open roles for speech engineers and others.", words: [] },
  ];
  const passages: AssistantPassage[] = [
    { id: "blog:1", kind: "article", title: "Hiring for speech", url: "/blogs/1", text: "Kathana has vacancies for speech engineers in Indian languages." },
  ];
  const engine = new LocalAssistantEngine({ passages, targets, examples });

  it("also links the page where the content says what was asked, when it is another", async () => {
    const reply = await engine.answer("any vacancies for speech engineers");
    expect(reply.sources.map((s) => s.url)).toEqual(["/careers", "/blogs/1"]);
  });
});

describe("the likeliest place, when nothing else answers", () => {
  const examples: AssistantExample[] = [
    { question: "book a table for dinner", target: "industry:restaurants" },
    { question: "restaurant table booking by phone", target: "industry:restaurants" },
    { question: "take food orders on calls", target: "industry:restaurants" },
    { question: "hotel booking confirmation call", target: "industry:travel" },
    { question: "remind guests before check-in", target: "industry:travel" },
    { question: "what is the weather today", target: null },
    { question: "tell me a joke", target: null },
    { question: "who won the cricket match", target: null },
  ];
  const engine = new LocalAssistantEngine({ passages: [], targets: [RESTAURANTS, TRAVEL], examples });

  it("answers with it though its examples have few of the question's words", async () => {
    // Of "line busy table reservations all evening" only "table" is in the examples.
    const reply = await engine.answer("the line is busy for table reservations all evening");
    expect(reply.declined).toBe(false);
    expect(reply.sources[0]?.url).toBe("/restaurants");
  });

  it("still declines when declining is plausible", async () => {
    expect((await engine.answer("what does a table reservation cost when the line is busy")).declined).toBe(true);
    expect((await engine.answer("tell me a joke about busy lines for table reservations")).declined).toBe(true);
  });
});

describe("a place the examples vouch for", () => {
  const ANNOUNCE: AssistantTarget = {
    id: "product:announce",
    kind: "product",
    title: "Kathana Announce",
    url: "/ourproducts#kathana-announce",
    answer: "Send a notice to a closed group by voice call and collect their replies.",
    words: ["announce"],
  };
  const examples: AssistantExample[] = [
    { question: "send a notice to all members and collect their replies", target: "product:announce" },
    { question: "members must confirm they got the notice", target: "product:announce" },
    { question: "notice to every member by voice call", target: "product:announce" },
    { question: "tell all members about the meeting and get a yes or no", target: "product:announce" },
    { question: "book a table for dinner", target: "industry:restaurants" },
    { question: "take food orders on calls", target: "industry:restaurants" },
    { question: "what is the weather today", target: null },
    { question: "tell me a joke", target: null },
  ];
  const engine = new LocalAssistantEngine({ passages: [], targets: [ANNOUNCE, RESTAURANTS], examples });

  it("answers there though the question names what the content does not, or a company fact in passing", async () => {
    // "AGM" is a name no content has, and "weekends" a company fact word the place's words lack.
    for (const question of ["notice to all members on weekends", "our AGM notice to all members, they must confirm"]) {
      const reply = await engine.answer(question);
      expect(reply.declined, question).toBe(false);
      expect(reply.sources[0]?.url, question).toBe("/ourproducts#kathana-announce");
    }
  });

  it("still declines a price the place does not state", async () => {
    expect((await engine.answer("price of a notice to all members")).declined).toBe(true);
  });

  it("answers a commercial question the place states in another word of the site's synonyms", async () => {
    const page: AssistantPassage = {
      id: "product:announce",
      kind: "product",
      title: "Kathana Announce",
      url: ANNOUNCE.url,
      text: "Notices to all members are complimentary.",
    };
    const withSynonyms = new LocalAssistantEngine({ passages: [page], targets: [ANNOUNCE, RESTAURANTS], examples, synonyms: [["free", "complimentary"]] });
    const reply = await withSynonyms.answer("is a notice to all members free");
    expect(reply.declined).toBe(false);
    expect(reply.sources[0]?.url).toBe("/ourproducts#kathana-announce");
    // A place that says it is free states its price too.
    const price = await withSynonyms.answer("price of a notice to all members");
    expect(price.declined).toBe(false);
    expect(price.sources[0]?.url).toBe("/ourproducts#kathana-announce");
  });
});
