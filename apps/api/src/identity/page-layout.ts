import { createHash } from 'node:crypto';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The CSP source that allows exactly this inline script and no other. */
export const cspHashOf = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

// The registry's look (the web theme's colours), kept small and self-contained: the provider pages load
// nothing from elsewhere.
const STYLES = `
:root{--primary:#0b5d57;--accent:#2e9d6b;--ink:#18302d;--muted:#51625f;--line:#c9d6d3;--error:#b42318;--bg:#f4f7f6}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
 background:var(--bg);color:var(--ink);font:16px/1.5 Inter,system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{width:100%;max-width:460px;padding:16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(16,24,40,.12),0 8px 24px rgba(16,24,40,.06);padding:32px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:24px;color:var(--primary);font-weight:700;font-size:1.15rem}
.brand-mark{height:36px;padding:0 8px;border-radius:8px;background:linear-gradient(135deg,var(--primary),var(--accent));color:#fff;
 display:flex;align-items:center;justify-content:center;font-size:.8rem;letter-spacing:.5px}
a{color:var(--primary)}
h1{font-size:1.5rem;margin:0 0 4px;color:var(--primary)}
p.lead{margin:0 0 24px;color:var(--muted)}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=email],input[type=password],input[type=text]{width:100%;padding:10px 12px;border:1px solid var(--line);border-radius:8px;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #5fc194;outline-offset:2px}
button.primary{width:100%;margin-top:24px;padding:11px 16px;border:0;border-radius:8px;background:var(--primary);color:#fff;
 font:inherit;font-weight:600;cursor:pointer}
button.primary:hover{background:#06413c}
.alert{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#fef3f2;color:var(--error);border:1px solid #fecdca}
.demo{margin-top:24px;padding-top:16px;border-top:1px solid var(--line)}
.demo h2{font-size:1rem;margin:0 0 4px}
.demo p{margin:0 0 12px;color:var(--muted);font-size:.9rem}
.demo ul{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.demo button{width:100%;text-align:left;padding:8px 10px;border:1px solid var(--line);border-radius:8px;background:#fff;
 font:inherit;font-size:.9rem;cursor:pointer}
.demo button:hover{border-color:var(--accent)}
.demo small{display:block;color:var(--muted)}
form.inline{display:inline}
button.secondary{margin-top:16px;padding:9px 14px;border:1px solid var(--line);border-radius:8px;background:#fff;color:var(--ink);
 font:inherit;cursor:pointer}
.qr{display:flex;justify-content:center;margin:8px 0}
.qr svg{width:208px;height:208px}
.secret{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.05rem;letter-spacing:1px;overflow-wrap:anywhere;
 background:#eef2f6;padding:8px 10px;border-radius:8px}
.codes{list-style:none;margin:0 0 16px;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:6px;
 font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.05rem}
.codes li{background:#eef2f6;padding:6px 10px;border-radius:6px;text-align:center}
.notice{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#ecfdf3;color:#05603a;border:1px solid #abefc6}
a.primary{display:block;text-align:center;text-decoration:none;margin-top:24px;padding:11px 16px;border-radius:8px;
 background:var(--primary);color:#fff;font-weight:600}
footer{margin:16px 0;color:var(--muted);font-size:.85rem}
code{background:#eef2f6;padding:1px 4px;border-radius:4px}
`;

export interface PageOptions {
  title: string;
  body: string;
  /** An inline script; its hash must be allowed by the CSP (see plugins/security.ts). */
  script?: string;
}

export function renderPage({ title, body, script }: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<div class="card">
<div class="brand"><span class="brand-mark" aria-hidden="true">SAFc</span>SAFc Registry</div>
${body}
</div>
</main>
<footer>Sustainable aviation fuel certificates registry</footer>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}

/** A page that only says something (a refusal, a step done) and where to go next. */
export function renderNoticePage(
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`;
  return renderPage({ title: `SAFc Registry - ${title}`, body });
}
