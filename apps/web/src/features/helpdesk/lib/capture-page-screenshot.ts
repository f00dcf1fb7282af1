// A picture of the page behind the helpdesk modal, drawn by the browser itself: the page's DOM is cloned
// into an SVG <foreignObject> with the page's style rules, and the SVG drawn onto a canvas. No library:
// the registry's pages are plain DOM and CSS (inline SVG icons, no cross-origin images), which this covers.

function pageStyles(): string {
  // Emotion inserts its rules through the CSSOM in production, so <style> tags can be empty: read the rules.
  return Array.from(document.styleSheets)
    .map((sheet) => {
      try {
        return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
      } catch {
        return ''; // A cross-origin sheet cannot be read; the picture goes without it.
      }
    })
    .join('\n');
}

function cloneWithValues(root: HTMLElement): HTMLElement {
  const clone = root.cloneNode(true) as HTMLElement;
  // Typed values live in properties, not attributes: copy them so filled-in fields show.
  const sources = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  const targets = clone.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  sources.forEach((source, index) => {
    const target = targets[index];
    if (!target) return;
    if (source instanceof HTMLTextAreaElement) target.textContent = source.value;
    else if (source.type === 'checkbox' || source.type === 'radio')
      target.toggleAttribute('checked', source.checked);
    else target.setAttribute('value', source.value);
  });
  clone.querySelectorAll('script').forEach((script) => script.remove());
  return clone;
}

function svgOf(root: HTMLElement, width: number, height: number): string {
  const body = getComputedStyle(document.body);
  const frame = document.createElement('div');
  frame.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml');
  frame.setAttribute(
    'style',
    `width:${width}px;height:${height}px;overflow:hidden;position:relative;background:${body.backgroundColor};color:${body.color};font:${body.font};`,
  );
  const style = document.createElement('style');
  style.textContent = pageStyles();
  const page = cloneWithValues(root);
  page.style.transform = `translate(${-window.scrollX}px, ${-window.scrollY}px)`;
  frame.append(style, page);
  const markup = new XMLSerializer().serializeToString(frame);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><foreignObject x="0" y="0" width="100%" height="100%">${markup}</foreignObject></svg>`;
}

/** The visible part of the page as a PNG file, or null when the browser cannot draw it. */
export async function capturePageScreenshot(
  root: HTMLElement | null = document.getElementById('root'),
): Promise<File | null> {
  if (!root) return null;
  try {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgOf(root, width, height))}`;
    await image.decode();
    const scale = Math.min(window.devicePixelRatio || 1, 2);
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new File([blob], 'screenshot.png', { type: 'image/png' }) : null;
  } catch {
    return null;
  }
}
