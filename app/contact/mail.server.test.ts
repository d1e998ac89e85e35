import { describe, expect, it } from "vitest";
import { enquiryMail } from "./mail.server";

describe("sales mail", () => {
  it("escapes every value in the HTML part and keeps the subject on one line", () => {
    const mail = enquiryMail(
      {
        username: "<script>alert(1)</script>",
        email: "a@b.example",
        phone: "98100 12345",
        companyname: "A & B\r\nBcc: x@y.example",
        designation: null,
        message: `<img src=x onerror="alert(1)">\nline 2`,
        currentUrl: null,
      },
      { id: "id-1", receivedAt: new Date("2026-01-02T03:04:05Z"), userAgent: null },
    );
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(mail.html).toContain("line 2");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("<script>alert(1)</script>");
  });
});
