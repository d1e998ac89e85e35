import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FoodEngineError } from "./errors";
import { bombPng, fixture, GIF, SVG } from "../../../tests/helpers/food-fixtures";
import { checkDeclaredType, readImageSize, sniffImageType, validateImageBytes } from "./validate.server";

const codeOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(FoodEngineError);
    return (error as FoodEngineError).code;
  }
};

describe("validateImageBytes", () => {
  it("accepts JPEG and PNG and reads their size from the header", async () => {
    expect(validateImageBytes(fixture("banana-E010.jpeg"))).toEqual({ type: "jpeg", width: 307, height: 172 });
    const png = await sharp({ create: { width: 33, height: 21, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    expect(validateImageBytes(png)).toEqual({ type: "png", width: 33, height: 21 });
    const progressive = await sharp(fixture("banana-E010.jpeg")).jpeg({ progressive: true }).toBuffer();
    expect(validateImageBytes(progressive)).toMatchObject({ type: "jpeg", width: 307, height: 172 });
  });

  it("refuses empty input, SVG, GIF and text", () => {
    expect(codeOf(() => validateImageBytes(Buffer.alloc(0)))).toBe("invalid_image");
    expect(codeOf(() => validateImageBytes(SVG))).toBe("unsupported_type");
    expect(codeOf(() => validateImageBytes(GIF))).toBe("unsupported_type");
    expect(codeOf(() => validateImageBytes(Buffer.from("just text")))).toBe("unsupported_type");
  });

  it("refuses a file over the byte cap with 413", () => {
    const error = (() => {
      try {
        validateImageBytes(Buffer.alloc(8 * 1024 * 1024 + 1, 0xff));
      } catch (e) {
        return e as FoodEngineError;
      }
    })();
    expect(error?.code).toBe("too_large");
    expect(error?.status).toBe(413);
    expect(codeOf(() => validateImageBytes(fixture("banana-E010.jpeg"), { maxBytes: 1000, maxPixels: 1e9 }))).toBe("too_large");
  });

  it("refuses a 20000×20000 PNG header (decompression bomb) from the header alone", () => {
    const bomb = bombPng();
    expect(readImageSize(bomb, "png")).toEqual({ width: 20_000, height: 20_000 });
    expect(codeOf(() => validateImageBytes(bomb))).toBe("too_large");
    expect(codeOf(() => validateImageBytes(bombPng(6000, 6000)))).toBeNull(); // 36 MP is under the 40 MP cap
  });

  it("refuses a JPEG whose header is cut before the frame size", () => {
    const head = fixture("banana-E010.jpeg").subarray(0, 30);
    expect(sniffImageType(head)).toBe("jpeg");
    expect(codeOf(() => validateImageBytes(head))).toBe("invalid_image");
    expect(codeOf(() => validateImageBytes(Buffer.from([0xff, 0xd8, 0xff])))).toBe("invalid_image");
  });
});

describe("checkDeclaredType", () => {
  it("accepts image/jpeg and image/png with jpg, jpeg, png names (any case)", () => {
    expect(codeOf(() => checkDeclaredType({ mimeType: "image/jpeg", filename: "a.JPG" }))).toBeNull();
    expect(codeOf(() => checkDeclaredType({ mimeType: "image/png; charset=binary", filename: "photo.png" }))).toBeNull();
    expect(codeOf(() => checkDeclaredType({ mimeType: "image/jpeg", filename: "x.jpeg" }))).toBeNull();
    expect(codeOf(() => checkDeclaredType({ mimeType: "image/jpeg" }))).toBeNull();
  });
  it("refuses other types and extensions", () => {
    expect(codeOf(() => checkDeclaredType({ mimeType: "image/gif", filename: "a.gif" }))).toBe("unsupported_type");
    expect(codeOf(() => checkDeclaredType({ mimeType: "image/svg+xml" }))).toBe("unsupported_type");
    expect(codeOf(() => checkDeclaredType({ mimeType: "image/png", filename: "notes.txt" }))).toBe("unsupported_type");
    expect(codeOf(() => checkDeclaredType({ mimeType: "image/png", filename: "noextension" }))).toBe("unsupported_type");
    expect(codeOf(() => checkDeclaredType({ mimeType: "text/plain", filename: "a.png" }))).toBe("unsupported_type");
  });
});
