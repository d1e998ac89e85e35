import { describe, expect, it } from "vitest";
import { CmuDictionary } from "~/engines/cmu-dictionary";
import { SpeechSynthesisError } from "./errors";
import { checkRequest, rateToWpm, toEspeakInput } from "./prepare";
import { breakMs, MAX_SSML_CHARS, parseSsml, serializeSsml, spokenText } from "./ssml";

function refused(fn: () => unknown): SpeechSynthesisError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SpeechSynthesisError);
    return error as SpeechSynthesisError;
  }
  throw new Error("expected a SpeechSynthesisError");
}

const clean = (input: string) => serializeSsml(parseSsml(input));

describe("SSML sanitiser", () => {
  it("keeps the whitelisted elements and attributes", () => {
    const out = clean(
      `<speak>Hello <break time="1s"/> <prosody rate="slow" pitch="+10%">world</prosody> <say-as interpret-as="characters">API</say-as></speak>`,
    );
    expect(out).toBe(
      `<speak>Hello <break time="1000ms"/> <prosody rate="slow" pitch="+10%">world</prosody> <say-as interpret-as="characters">API</say-as></speak>`,
    );
    expect(breakMs(parseSsml(`<speak>a<break time="1500ms"/>b<break time="0.5s"/></speak>`))).toBe(2000);
  });

  it("drops unknown elements and attributes but keeps their text", () => {
    const out = clean(
      `<speak><audio src="http://evil.example/x.mp3">fallback words</audio><voice name="en-gb" xml:lang="en-GB">spoken</voice><prosody rate="slow" onload="x" src="y">ok</prosody><break time="1s" src="z"/></speak>`,
    );
    expect(out).not.toMatch(/<audio|<voice|src=|onload|xml:lang|evil/);
    expect(out).toBe(`<speak>fallback wordsspoken<prosody rate="slow">ok</prosody><break time="1000ms"/></speak>`);
  });

  it("refuses document type and entity declarations", () => {
    const e = refused(() => parseSsml(`<?xml version="1.0"?><!DOCTYPE speak [<!ENTITY boom "boom boom">]><speak>&boom;</speak>`));
    expect(e.code).toBe("invalid_ssml");
    expect(e.status).toBe(400);
    expect(refused(() => parseSsml(`<speak><!ENTITY x SYSTEM "file:///etc/passwd"></speak>`)).code).toBe("invalid_ssml");
  });

  it("decodes only safe entities and escapes everything on the way out", () => {
    const tree = parseSsml(`<speak>a &lt;b&gt; &amp; &#x41;&#66; &unknown; &#0; "q"</speak>`);
    expect(spokenText(tree)).toBe(`a <b> & AB &unknown;   "q"`);
    expect(serializeSsml(tree)).toBe(`<speak>a &lt;b&gt; &amp; AB &amp;unknown;   &quot;q&quot;</speak>`);
  });

  it("repairs malformed markup instead of passing it on", () => {
    expect(clean(`<speak><prosody rate="fast">unclosed <emphasis>deep`)).toBe(
      `<speak><prosody rate="fast">unclosed <emphasis>deep</emphasis></prosody></speak>`,
    );
    expect(clean(`<speak>stray </prosody> end 1 < 2 and <broken</speak>`)).toBe(`<speak>stray  end 1 &lt; 2 and &lt;broken</speak>`);
    expect(clean(`<speak>a <!-- hidden --> b <![CDATA[<c>]]></speak>`)).toBe(`<speak>a  b &lt;c&gt;</speak>`);
    expect(clean(`<speak><break time="99999s"/><break time="lots"/><prosody rate="9999%">x</prosody></speak>`)).toBe(
      `<speak><break time="5000ms"/><break/><prosody>x</prosody></speak>`,
    );
    // Deep nesting is flattened past 16 levels.
    const deep = clean(`<speak>${"<p>".repeat(50)}x</speak>`);
    expect(deep.match(/<p>/g)?.length).toBeLessThanOrEqual(16);
  });

  it("caps the size of the markup and of the spoken text", () => {
    const big = `<speak>${"x".repeat(100 * 1024)}</speak>`;
    const e = refused(() => parseSsml(big));
    expect(e.code).toBe("too_long");
    expect(e.message).toContain(MAX_SSML_CHARS.toLocaleString("en"));
    const words = refused(() => checkRequest({ text: `<speak>${"word ".repeat(300)}</speak>` }));
    expect(words.code).toBe("too_long");
    expect(words.message).toMatch(/1,000 characters/);
  });
});

describe("request checks", () => {
  it("refuses empty text, unknown languages and rates out of range", () => {
    expect(refused(() => checkRequest({ text: "" })).code).toBe("empty");
    expect(refused(() => checkRequest({ text: "   \n" })).code).toBe("empty");
    expect(refused(() => checkRequest({ text: "<speak> <audio src='x'/> </speak>" })).code).toBe("empty");
    expect(refused(() => checkRequest({ text: "hi", lang: "fr_FR" })).code).toBe("unsupported_language");
    expect(refused(() => checkRequest({ text: "hi", rate: 51 })).code).toBe("invalid_rate");
    expect(refused(() => checkRequest({ text: "hi", rate: Number.NaN })).code).toBe("invalid_rate");
    const long = refused(() => checkRequest({ text: "a".repeat(1001) }));
    expect(long.code).toBe("too_long");
    expect(long.status).toBe(413);
  });

  it("defaults to Hindi at rate 0 and rounds the rate to two decimals", () => {
    const checked = checkRequest({ text: "नमस्ते", rate: 12.3456 });
    expect(checked.lang).toBe("hi_IN_2");
    expect(checked.rate).toBe(12.35);
    expect(checkRequest({ text: "x" }).rate).toBe(0);
  });

  it("treats plain text as text, even when it contains markup", () => {
    const checked = checkRequest({ text: `Tom & Jerry <audio src="x">`, ssml: false });
    expect(checked.ssml).toBe(`<speak>Tom &amp; Jerry &lt;audio src=&quot;x&quot;&gt;</speak>`);
    expect(checkRequest({ text: `<speak>a<break time="1s"/>b</speak>` }).ssml).toContain("<break");
  });

  it("maps −50…+50 % to words per minute around each voice's normal speed", () => {
    expect(rateToWpm("en_US", 0)).toBe(175);
    expect(rateToWpm("en_US", -50)).toBe(88);
    expect(rateToWpm("en_US", 50)).toBe(263);
    expect(rateToWpm("hi_IN_2", 50)).toBeGreaterThan(rateToWpm("hi_IN_2", 0));
    expect(rateToWpm("in_NM", -50)).toBeGreaterThanOrEqual(80);
  });

  it("uses the Hindi voice for Indian English and names, the US voice for en_US", () => {
    const dict = new CmuDictionary("HELLO x\nhello HH EH0 L OW1");
    expect(toEspeakInput(checkRequest({ text: "hello", lang: "en_IN" }), dict)).toEqual({ voice: "hi", wpm: 165, markup: "<speak>हेलो</speak>" });
    expect(toEspeakInput(checkRequest({ text: "hello", lang: "en_US", rate: -50 }), null)).toEqual({ voice: "en-us", wpm: 88, markup: "<speak>hello</speak>" });
  });
});
