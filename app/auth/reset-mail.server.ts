/** The password reset e-mail, plain text and HTML. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function passwordResetMail(input: { username: string; url: string; validMinutes: number }) {
  const subject = "Reset your Kathana AI password";
  const text = [
    `Hello ${input.username},`,
    "",
    "Someone (hopefully you) asked to reset the password of your Kathana AI account.",
    "Open this link to choose a new password:",
    "",
    input.url,
    "",
    `The link works once and expires in ${input.validMinutes} minutes.`,
    "If you did not ask for this, ignore this e-mail: your password stays the same.",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body>
<p>Hello ${escapeHtml(input.username)},</p>
<p>Someone (hopefully you) asked to reset the password of your Kathana AI account.</p>
<p><a href="${escapeHtml(input.url)}">Choose a new password</a></p>
<p>Or copy this address into your browser: ${escapeHtml(input.url)}</p>
<p>The link works once and expires in ${input.validMinutes} minutes.
If you did not ask for this, ignore this e-mail: your password stays the same.</p>
</body></html>`;
  return { subject, text, html };
}
