/**
 * The small page a person sees on opening an unsubscribe link: a question and one button, or the
 * answer. Opening the link changes nothing (mail scanners open links); only the button's POST does.
 * Plain HTML from the server, no script, so it works in any mail app's browser under the app's CSP.
 */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · SafeDraft</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}
button{font:inherit;background:#0f172a;color:#fff;border:0;border-radius:.375rem;padding:.6rem 1.2rem;cursor:pointer}
a{color:#0f172a}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>`;
}

/** The question, with the button that POSTs the same link (the body a mail provider's one-click sends). */
export function confirmPage(token: string, name: string): string {
  const action = `?token=${encodeURIComponent(token)}`;
  return page(
    "Unsubscribe",
    `<p>Stop SafeDraft's ${escapeHtml(name)} for this account?</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>
<p>Security alerts and receipts are still sent. You can turn these e-mails on again in <a href="/settings?tab=notifications">Settings → Notifications</a>.</p>`,
  );
}

export function donePage(message: string): string {
  return page("You are unsubscribed", `<p>${escapeHtml(message)}</p>`);
}

export function refusedPage(message: string): string {
  return page("This link does not work", `<p>${escapeHtml(message)}</p>`);
}
