/** The account e-mails: password reset, and a sign-up attempt with an address that has an account. */
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

export function existingAccountMail(origin: string) {
  const subject = "You already have a Kathana AI account";
  const login = `${origin}/login`;
  const reset = `${origin}/forgotpassword`;
  const text = [
    "Hello,",
    "",
    "Someone (hopefully you) tried to sign up for Kathana AI with this e-mail address, which already has an account.",
    `Log in at ${login}`,
    `or, if you forgot your password, reset it at ${reset}`,
    "",
    "If this was not you, ignore this e-mail: nothing was changed.",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body>
<p>Hello,</p>
<p>Someone (hopefully you) tried to sign up for Kathana AI with this e-mail address, which already has an account.</p>
<p><a href="${escapeHtml(login)}">Log in</a> or, if you forgot your password, <a href="${escapeHtml(reset)}">reset it</a>.</p>
<p>If this was not you, ignore this e-mail: nothing was changed.</p>
</body></html>`;
  return { subject, text, html };
}
