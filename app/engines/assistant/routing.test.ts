import { describe, expect, it } from "vitest";
import { atOnce } from "./classifier";
import { createRouter, describesOwnBusiness, wordsWritten } from "./routing";
import type { AssistantTarget } from "./types";

const automobiles: AssistantTarget = {
  id: "industry:automobiles",
  kind: "industry",
  title: "Automobiles",
  url: "/automobiles",
  answer: "Service reminders and test drive bookings by voice.",
  words: ["dealership", "स्कूटी", "showroom"],
};

describe("the router's typo tolerance", () => {
  const router = createRouter([automobiles]);

  it("forgives a typo of a long word, counted in letters, not in a script's code units", () => {
    expect(router.route("we run a car delership")?.target.id).toBe("industry:automobiles");
    // "स्कूल" (school) is three letters with their vowel signs and viramas, not a typo of "स्कूटी" (scooter).
    expect(router.route("हमारा स्कूल है, पेरेंट्स को फीस रिमाइंडर भेजना है")).toBeNull();
    expect(router.route("हमारी स्कूटी की दुकान है")?.target.id).toBe("industry:automobiles");
  });
});

describe("the router's content words", () => {
  const bfsi: AssistantTarget = { id: "industry:bfsi", kind: "industry", title: "Banking", url: "/bfsi", answer: "EMI reminders.", words: ["e-nach", "emi"] };
  const question = "we run a printing press and my staff calls each client";

  it("reads a word the content writes as itself, not as a typo of a place's word", () => {
    // Alone, "each" is one letter from "enach" (e-NACH written together).
    expect(createRouter([bfsi]).route(question)?.target.id).toBe("industry:bfsi");
    const router = createRouter([bfsi], atOnce(wordsWritten(["Call each customer before the EMI is due."], [])));
    expect(router.route(question)).toBeNull();
    expect(router.names(question, "industry:bfsi")).toBe(false);
    expect(router.names("our enach registrations fail", "industry:bfsi")).toBe(true);
  });
});

describe("the words visitors write", () => {
  const fmcg: AssistantTarget = { id: "industry:fmcg", kind: "industry", title: "FMCG", url: "/fmcg", answer: "Surveys.", words: ["spice"] };
  const asked = (times: number) => Array.from({ length: times }, (_, i) => `coworking space number ${i}`);

  it("takes a word written in three examples as itself, not as a typo of a place's word", () => {
    expect(createRouter([fmcg], atOnce(wordsWritten([], asked(2)))).names("our coworking space", "industry:fmcg")).toBe(true);
    expect(createRouter([fmcg], atOnce(wordsWritten([], asked(3)))).names("our coworking space", "industry:fmcg")).toBe(false);
  });
});

describe("a place named with the word for its kind", () => {
  const article: AssistantTarget = {
    id: "article:1",
    kind: "article",
    title: "Education goes digital",
    url: "/blogs/1",
    answer: "Digital classrooms.",
    words: ["Education goes digital", "नेहा कपूर"],
  };
  const blogs: AssistantTarget = { id: "page:/blogs", kind: "page", title: "Blogs", url: "/blogs", answer: "All our articles.", words: ["blog", "ब्लॉग"] };
  const router = createRouter([article, blogs]);

  it("is named by its name and the kind together: an author's blog is the article, not the page of all articles", () => {
    expect(router.route("नेहा कपूर का ब्लॉग")?.target.id).toBe("article:1");
    expect(router.route("नेहा कपूर के बारे में बताओ, वो कहाँ रहती हैं")).toBeNull();
  });
});

describe("an industry named with its sector", () => {
  const bfsi: AssistantTarget = { id: "industry:bfsi", kind: "industry", title: "Banking", url: "/bfsi", answer: "EMI reminders.", words: ["banking", "बैंकिंग"] };
  const router = createRouter([bfsi]);

  it("is named by the industry's word alone: 'sector', 'industry', 'domain' add nothing to ask", () => {
    expect(router.route("what do you do for the banking sector")?.target.id).toBe("industry:bfsi");
    expect(router.route("solutions for the banking domain")?.target.id).toBe("industry:bfsi");
    expect(router.route("बैंकिंग सेक्टर में आप क्या करते हो")?.target.id).toBe("industry:bfsi");
    expect(router.route("banking fraud in rural areas")).toBeNull();
  });

  it("is named by the industry's word in Hindi whatever pronoun and 'use' ask with it ('ये', 'इस्तेमाल', as English 'it', 'use')", () => {
    expect(router.route("बैंकिंग में ये कैसे इस्तेमाल होता है?")?.target.id).toBe("industry:bfsi");
    expect(router.route("बैंकिंग में इसका उपयोग कैसे होता है")?.target.id).toBe("industry:bfsi");
  });
});

describe("a question that asks only to be taken to the last place", () => {
  const careers: AssistantTarget = { id: "page:/careers", kind: "page", title: "Careers", url: "/careers", answer: "Jobs.", words: ["careers", "jobs"] };
  const router = createRouter([automobiles, careers]);

  it("opens the page just talked about, and only a question with nothing else to ask", () => {
    expect(router.route("take me there", careers)).toEqual({ target: careers, reason: "go" });
    expect(router.route("link please", automobiles)?.target.id).toBe("industry:automobiles");
    expect(router.route("take me there")).toBeNull();
    expect(router.route("where do I pay my bill", careers)).toBeNull();
  });

  it("takes a demo asked of what was just talked about to its own page, not to the page of all demos", () => {
    const allDemos: AssistantTarget = {
      id: "page:/demos/alldemos",
      kind: "page",
      title: "All demos",
      url: "/demos/alldemos",
      answer: "Calls.",
      words: ["demo", "sample call"],
    };
    const withAllDemos = createRouter([automobiles, allDemos]);
    expect(withAllDemos.route("where is its demo?", automobiles)?.target.id).toBe("industry:automobiles");
    expect(withAllDemos.route("iska sample call sun sakte hain?", automobiles)?.target.id).toBe("industry:automobiles");
    expect(withAllDemos.route("where is the demo?", automobiles)?.target.id).toBe("page:/demos/alldemos");
  });
});

describe("Hindi typed with English words", () => {
  const allDemos: AssistantTarget = {
    id: "page:/demos/alldemos",
    kind: "page",
    title: "सभी डेमो",
    url: "/demos/alldemos",
    answer: "कॉल सुनें।",
    words: ["सभी डेमो", "sabhi demo", "सारे डेमो", "saare demo", "डेमो कॉल", "all demos"],
  };
  const router = createRouter([automobiles, allDemos]);

  it("takes 'khol do', 'खोल दो' and 'किधर' as asking the way there", () => {
    expect(router.route("सारे डेमो किधर है")).toMatchObject({ target: allDemos, reason: "go" });
    expect(router.route("all demos page khol do")).toMatchObject({ target: allDemos, reason: "go" });
    expect(router.route("सारे डेमो वाला पेज खोल दो")).toMatchObject({ target: allDemos, reason: "go" });
  });

  it("reads a Devanagari word of a place's phrase as its Latin twin, learnt from the phrases written both ways", () => {
    expect(router.route("सारे demos")?.target.id).toBe("page:/demos/alldemos");
    expect(router.route("saare डेमो वाला पेज")?.target.id).toBe("page:/demos/alldemos");
    expect(router.route("demo कॉल")?.target.id).toBe("page:/demos/alldemos");
    // Words of one place's phrases that do not sound alike are no twins: "sample" is not "डेमो".
    const calls = createRouter([{ ...allDemos, words: ["डेमो कॉल", "sample call"] }]);
    expect(calls.route("sample कॉल")).toBeNull();
  });
});

describe("a question that asks how to get something", () => {
  const apiKey: AssistantTarget = {
    id: "page:/developers/api-key",
    kind: "page",
    title: "API key",
    url: "/developers/api-key",
    answer: "Keys.",
    words: ["api key"],
  };
  const contact: AssistantTarget = { id: "page:/contact", kind: "page", title: "Contact", url: "/contact", answer: "Write to us.", words: ["contact"] };
  const router = createRouter([apiKey, contact]);

  it("takes 'the process', 'the steps' and 'lene ka' as asking the way there", () => {
    expect(router.route("what is the process to get an api key")).toMatchObject({ target: apiKey, reason: "go" });
    expect(router.route("api key lene ka process kya hai")).toMatchObject({ target: apiKey, reason: "go" });
    expect(router.route("steps for an api key")).toMatchObject({ target: apiKey, reason: "go" });
    expect(router.route("our billing process is slow")).toBeNull();
  });
});

/** A company fact's place, as `targetsOf` makes it: no words of its own, its answer, its page. */
const fact = (name: NonNullable<AssistantTarget["fact"]>, answer: string, url = "/contact"): AssistantTarget => ({
  id: `fact:${name}`,
  kind: "fact",
  fact: name,
  title: url === "/" ? "Home" : "Contact",
  url,
  answer,
  words: [],
});

describe("a company fact", () => {
  const router = createRouter([fact("address", "Our office is at B-42, Sector 63, Noida.")]);

  it("answers a question that asks only the fact, in the fact's words or its answer's, and one word more", () => {
    expect(router.route("what's your office address?")?.reason).toBe("fact");
    expect(router.route("whats your office address in noida")?.reason).toBe("fact");
    expect(router.route("office address for a courier")?.reason).toBe("fact");
  });

  it("reads a fact word mistyped, and only the sentence that asks beside sentences that only tell", () => {
    expect(router.route("whats the exact adress of your office?")?.reason).toBe("fact");
    expect(router.route("what's your office address? we are driving down from Delhi tomorrow")?.reason).toBe("fact");
    // Without the question mark, every word may be asked.
    expect(router.route("what's your office address, we are driving down from Delhi tomorrow")).toBeNull();
    // Told in one sentence, asked in the other: the fact is not what is asked.
    expect(router.route("we are coming to your office tomorrow. can we park inside?")).toBeNull();
  });

  it("does not answer a question that asks more than the fact says, or of another address", () => {
    expect(router.route("customers never upload their address proof on time")).toBeNull();
    expect(router.route("can I drop by your office without an appointment?")).toBeNull();
  });
});

describe("a part of the site asked for as a section", () => {
  const comingSoon: AssistantTarget = {
    id: "page:/comingsoon",
    kind: "page",
    title: "Coming soon",
    url: "/comingsoon",
    answer: "This part of the website is being built.",
    words: ["sdk", "एसडीके"],
  };
  const router = createRouter([comingSoon]);

  it("reads 'section' as 'page': the words around the place's name only ask to go there", () => {
    for (const question of ["open the mobile SDK section", "take me to the mobile SDK page", "मोबाइल SDK वाला सेक्शन खोलिए"])
      expect(router.route(question)).toMatchObject({ target: { id: "page:/comingsoon" }, reason: "go" });
  });
});

describe("a company fact asked in words of two facts", () => {
  const router = createRouter([fact("address", "Sector 62, Noida."), fact("email", "hello@kathana.example"), fact("phone", "+91 120 456 7800")]);

  it("is the fact of the longest words: 'email address' is the e-mail, 'phone number of your office' the phone", () => {
    expect(router.route("what is your email address?")?.target.id).toBe("fact:email");
    expect(router.route("phone number of your office")?.target.id).toBe("fact:phone");
    expect(router.route("your office address please")?.target.id).toBe("fact:address");
  });
});

describe("a company fact a page named has its own of", () => {
  const careers: AssistantTarget = {
    id: "page:/careers",
    kind: "page",
    title: "Careers",
    url: "/careers",
    answer: "Join us in Noida. Write to careers@kathana.example to apply.",
    words: ["careers", "jobs"],
  };

  it("is that page's: 'careers email' is the careers address, 'what is your email' the company's", () => {
    const router = createRouter([careers, fact("email", "You can write to us at hello@kathana.example.")]);
    expect(router.route("careers email")?.target.id).toBe("page:/careers");
    expect(router.route("what is your email")?.target.id).toBe("fact:email");
  });

  it("is that page's when the site states no company e-mail at all", () => {
    // The settings' contact e-mail is optional: without it there is no e-mail fact to compare with.
    expect(createRouter([careers]).route("careers email")?.target.id).toBe("page:/careers");
  });
});

describe("when the visitor will hear back", () => {
  const router = createRouter([fact("reply-time", "Our team will get back to you within one working day.")]);

  it("is asked of us though the visitor speaks of their own ('get back to me', 'mujhe jawab kab milega')", () => {
    for (const question of [
      "when will sales get back to me",
      "mujhe jawab kab milega",
      "मुझे जवाब कब तक मिलेगा",
      "आपकी टीम कब तक जवाब देगी",
      "ईमेल का जवाब आने में कितना समय लगता है?",
      "reply aane mein kitna time lagega",
    ])
      expect(router.route(question)?.target.id, question).toBe("fact:reply-time");
  });
});

describe("which industries we serve", () => {
  const router = createRouter([fact("industries", "We serve 1 industry: Banking.", "/"), automobiles]);

  it("is asked of us ('do you guys work with', 'किन उद्योगों'), not of one demo", () => {
    for (const question of [
      "which industries do you serve?",
      "what industries do you guys work with",
      "kaun kaun si industries ko serve karte ho",
      "आप किन उद्योगों के साथ काम करते हैं",
    ])
      expect(router.route(question)?.target.id, question).toBe("fact:industries");
    expect(router.route("which industry is the loan reminder demo for")?.target.id).not.toBe("fact:industries");
  });
});

describe("a visitor who says only who they are", () => {
  const healthcare: AssistantTarget = {
    id: "industry:healthcare",
    kind: "industry",
    title: "Healthcare",
    url: "/healthcare",
    answer: "Appointments and reports by voice.",
    words: ["doctor", "डॉक्टर", "clinic"],
  };
  const router = createRouter([healthcare]);

  it("describes their business in Hindi ('main doctor hoon', 'मैं डॉक्टर हूँ'), not when the sentence says what they do", () => {
    for (const question of ["main doctor hoon", "मैं एक डॉक्टर हूँ"])
      expect(router.route(question)).toMatchObject({ target: { id: "industry:healthcare" }, reason: "business" });
    expect(describesOwnBusiness("main doctor hoon")).toBe(true);
    expect(describesOwnBusiness("main jaanna chahta hoon")).toBe(false);
    expect(describesOwnBusiness("मैं सोच रहा हूँ")).toBe(false);
  });

  it("reads 'main LIC agent hu, …' as an introduction, as 'insurance agent here, …'", () => {
    expect(describesOwnBusiness("main LIC agent hu, policy renewal ke reminder bhejne h")).toBe(true);
    expect(describesOwnBusiness("insurance agent here, renewals are a pain")).toBe(true);
    expect(describesOwnBusiness("kya koi agent hai, baat karni hai")).toBe(false);
  });
});

describe("what suits a kind of business", () => {
  const healthcare: AssistantTarget = {
    id: "industry:healthcare",
    kind: "industry",
    title: "Healthcare",
    url: "/healthcare",
    answer: "Appointment reminders.",
    words: ["hospital", "clinic", "अस्पताल"],
  };
  const router = createRouter([healthcare, automobiles]);

  it("is that industry's page, as surely as a place named outright", () => {
    for (const question of [
      "which product do you recommend for a hospital",
      "what would you suggest for our clinics",
      "hospital ke liye kaunsa product sahi hai",
      "अस्पताल के लिए आप कौन सा प्रोडक्ट सुझाएँगे",
    ])
      expect(router.route(question), question).toMatchObject({ target: { id: "industry:healthcare" }, reason: "business", covered: 1 });
  });

  it("is not a suggestion of something else for it, nor for the visitor", () => {
    expect(router.route("suggest a good name for my clinic")?.reason).not.toBe("business");
    expect(router.route("best time of day to call patients for the hospital")?.reason).not.toBe("business");
    expect(router.route("which product is best for me")).toBeNull();
  });
});

describe("products compared", () => {
  const product = (slug: string, name: string): AssistantTarget => ({
    id: `product:${slug}`,
    kind: "product",
    title: `Kathana ${name}`,
    url: `/ourproducts#${slug}`,
    answer: `${name} does one thing.`,
    words: [`kathana ${name.toLowerCase()}`, name.toLowerCase()],
  });
  const assist = product("kathana-assist", "Assist");
  const voicebot = product("kathana-voicebot", "VoiceBot");
  const all: AssistantTarget = {
    id: "page:/ourproducts",
    kind: "page",
    title: "Our Products",
    url: "/ourproducts",
    answer: "All of them.",
    words: ["products"],
  };
  const router = createRouter([assist, voicebot, all]);

  it("are answered by the page they are sections of, each one in the question's order", () => {
    expect(router.route("difference between voicebot and kathana assist")).toEqual({
      target: all,
      reason: "compare",
      covered: 1,
      compared: [voicebot, assist],
    });
    expect(router.route("assist vs voicebot")?.compared).toEqual([assist, voicebot]);
    expect(router.route("kathana assist aur voicebot me kya farak hai")?.reason).toBe("compare");
  });

  it("are not compared when one is named, or more is asked than how they differ", () => {
    expect(router.route("compare kathana assist and zoom")?.reason).not.toBe("compare");
    expect(router.route("difference between assist and voicebot pricing for hospitals")?.reason).not.toBe("compare");
  });

  it("is named whatever Hindi filler comes with it ('असल में')", () => {
    expect(router.route("Kathana Assist असल में करता क्या है?")?.target).toBe(assist);
  });
});

describe("a page asked for to read, in chat spellings and as Hindi visitors spell the company", () => {
  const privacy: AssistantTarget = {
    id: "page:/privacypolicy",
    kind: "page",
    title: "निजता नीति",
    url: "/privacypolicy",
    answer: "How we protect personal data.",
    words: ["निजता नीति", "Privacy Policy"],
  };
  const contact: AssistantTarget = {
    id: "page:/contact",
    kind: "page",
    title: "Contact Us",
    url: "/contact",
    answer: "Write to us.",
    words: ["Contact Us", "contact"],
  };
  const meet: AssistantTarget = {
    id: "product:kathana-meet",
    kind: "product",
    title: "Kathana Meet",
    url: "/ourproducts#kathana-meet",
    answer: "Video meetings.",
    words: ["Kathana Meet", "मीट"],
  };
  const router = createRouter([privacy, contact, meet]);

  it("names the page however it is asked for ('padhni hai', 'pg'), and the product beside the company's name as spelt ('कथाना')", () => {
    expect(router.route("privacy policy padhni hai")?.target.id).toBe("page:/privacypolicy");
    expect(router.route("contact pg pls")?.target.id).toBe("page:/contact");
    expect(router.route("कथाना मीट क्या है? थोड़ा समझा दीजिए")?.target.id).toBe("product:kathana-meet");
  });
});
