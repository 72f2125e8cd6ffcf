/**
 * Classic script-injection payloads. Each one that could run sets `window.__xss` (or opens a
 * dialog), so a browser test can tell whether any of them executed.
 */
export const XSS_PAYLOADS = [
  `<script>window.__xss=1;alert(1)</script>`,
  `<img src=x onerror="window.__xss=1">`,
  `<svg onload="window.__xss=1"></svg>`,
  `<svg><script>window.__xss=1</script></svg>`,
  `<iframe src="javascript:window.parent.__xss=1"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<a href="javascript:window.__xss=1">click me</a>`,
  `<a href="JaVaScRiPt:window.__xss=1">mixed case</a>`,
  `<a href="jav&#x09;ascript:window.__xss=1">tab split</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">entities</a>`,
  `<a href=" javascript:window.__xss=1">leading space</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data url</a>`,
  `<a href="vbscript:msgbox(1)">vbscript</a>`,
  `<p onclick="window.__xss=1" onmouseover="window.__xss=1">hover</p>`,
  `<body onload="window.__xss=1">`,
  `<details open ontoggle="window.__xss=1">x</details>`,
  `<input autofocus onfocus="window.__xss=1">`,
  `<video><source onerror="window.__xss=1"></video>`,
  `<style>@import 'javascript:window.__xss=1';body{background:url("javascript:window.__xss=1")}</style>`,
  `<p style="background-image:url(javascript:window.__xss=1)">styled</p>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">`,
  `<object data="javascript:window.__xss=1"></object>`,
  `<embed src="javascript:window.__xss=1">`,
  `<form action="javascript:window.__xss=1"><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">`,
  `<base href="javascript:window.__xss=1//">`,
  `"><script>window.__xss=1</script>`,
  `'><img src=x onerror="window.__xss=1">`,
  `</textarea><script>window.__xss=1</script>`,
  `</title><script>window.__xss=1</script>`,
  `&lt;script&gt;window.__xss=1&lt;/script&gt;`,
  `&#60;img src=x onerror=window.__xss=1&#62;`,
  `<scr<script>ipt>window.__xss=1</scr</script>ipt>`,
  `<!--<img src="--><img src=x onerror="window.__xss=1">`,
  `<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">`,
  `{{constructor.constructor('window.__xss=1')()}}`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal template-injection payload
  "${alert(1)}",
  `javascript:window.__xss=1`,
  `<a href="https://example.com" onclick="window.__xss=1">legit link, hostile handler</a>`,
  `<a href="https://example.com" target="_blank">tabnabbing</a>`,
] as const;

/** Tags and attributes that must never survive into stored rich text or a rendered page. */
export const LIVE_MARKUP =
  /<\s*(script|iframe|object|embed|svg|math|style|form|input|meta|base|body|video|source|details|noscript|textarea)\b|\son[a-z]+\s*=|(href|src|action|data)\s*=\s*["']?\s*(javascript|vbscript|data):/i;
